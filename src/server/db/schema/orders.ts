// Orders, their items and each item's steps, and the invoice series (features/orders).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from '#shared/rules/delivery.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '#shared/rules/orders.ts';
import { ITEM_STEPS, type ItemStep } from '#shared/rules/order-steps.ts';
import { CANCELLED_BY, type CancelledBy } from '#shared/rules/order-cancel.ts';
import { id, createdAt, updatedAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { drops } from './drops.ts';

/** `placed` until every item is delivered; `cancelled` is kept for admin corrections. */
export { ORDER_STATUSES, type OrderStatus } from '#shared/rules/orders.ts';

/** How a delivery was confirmed: `code` (the student's handover code), `reason` (typed by the
 * admin instead), `none` (home delivery, or the original contract's plain call). */
export const DELIVERY_CHECKS = ['code', 'reason', 'none'] as const;
export type DeliveryCheck = (typeof DELIVERY_CHECKS)[number];

/**
 * A placed order. Customer, address and amounts are copies taken when the order was placed.
 * `merchant_order_ref` is set for online payments and unique, so a payment makes one order at
 * most; it is null for cash on delivery.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /**
     * What the student reads and types (`7KQ4-M9X2`, #shared/rules/order-number.ts), drawn at
     * random by the database function its migration creates.
     */
    orderNumber: text('order_number')
      .notNull()
      .default(sql`new_order_number()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    merchantOrderRef: text('merchant_order_ref'),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    deliveryMethod: text('delivery_method').$type<DeliveryMethod>().notNull(),
    hostelAddress: textDefault('hostel_address'),
    /** The room in the hostel, when the student gave one (hostel delivery); '' otherwise. */
    hostelRoom: textDefault('hostel_room'),
    address1: textDefault('address1'),
    address2: textDefault('address2'),
    city: textDefault('city'),
    state: textDefault('state'),
    pinCode: textDefault('pin_code'),
    /**
     * Who takes the parcel, and their mobile: copied from the saved address chosen at checkout
     * ('' when the order has none: pickup, hostel, a typed address).
     */
    recipientName: textDefault('recipient_name'),
    recipientPhone: textDefault('recipient_phone'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    /** The coupon's saving on the goods (0 without one); the items carry its shares. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon code as the student entered it (capitals); '' without one. */
    couponCode: textDefault('coupon_code'),
    totalPaise: integer('total_paise').notNull(),
    /** The gateway's transaction id; null for cash on delivery. */
    transactionId: text('transaction_id'),
    customerName: text('customer_name').notNull(),
    customerPhone: textDefault('customer_phone'),
    customerEmail: text('customer_email').notNull(),
    /** 4 random digits the student shows when collecting a pickup or hostel order; '' for home. */
    handoverCode: textDefault('handover_code'),
    /** The web app's key for one checkout: a retried PLACE ORDER finds this order again. */
    checkoutKey: text('checkout_key'),
    /** Cash on Delivery: when the admin recorded the cash as received, and who (docs/product.md#admin). */
    cashReceivedAt: tstz('cash_received_at'),
    cashReceivedBy: integer('cash_received_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The tax invoice's number, "2026-27/000042": given in the transaction that writes the
     *  order, from `invoice_series` (features/orders/invoice/invoice-number.ts). */
    invoiceNumber: text('invoice_number'),
    /**
     * Goes up with every change of the order's state (an item's step): a client sends the one it
     * saw, and a change made on an older view is refused (docs/product.md#order-steps).
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_merchant_order_ref_unique').on(t.merchantOrderRef),
    // The admin's search finds an order by the transaction id a student quotes (exact match).
    index('orders_transaction_idx').on(t.transactionId),
    // The summary's revenue counts cash when it was received, since Monday.
    index('orders_cash_received_idx')
      .on(t.cashReceivedAt)
      .where(sql`${t.cashReceivedAt} is not null`),
    unique('orders_order_number_unique').on(t.orderNumber),
    unique('orders_invoice_number_unique').on(t.invoiceNumber),
    unique('orders_checkout_key_unique').on(t.userId, t.checkoutKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The admin list's total (status filter, staff e-mails left out) as an index-only count.
    index('orders_status_email_idx').on(t.status, t.customerEmail),
    check('orders_status_valid', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_valid', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_delivery_method_valid', oneOf(t.deliveryMethod, DELIVERY_METHODS)),
    check(
      'orders_cash_received_valid',
      sql`${t.cashReceivedAt} is null or ${t.paymentMethod} = 'cod'`,
    ),
    check(
      'orders_amounts_valid',
      sql`${t.subtotalPaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise} and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.deliveryChargePaise}`,
    ),
  ],
);

/**
 * The last invoice number given in each financial year ('2026-27', April to March in Indian
 * time). The order's transaction increments its row, which it then holds locked until it commits:
 * a rolled-back order gives its number back, so the series has no gaps and no repeats.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_series_last_number_valid', sql`${t.lastNumber} >= 1`)],
);

/** One line of an order (`orderItem_id`), with a copy of the product as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null only if the product row was ever deleted; the copy below still describes it. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productDetails: textDefault('product_details'),
    productStyle: text('product_style').$type<Style>().notNull(),
    productImageUrl: textDefault('product_image_url'),
    isOwnBrand: boolean('is_instibuzz').notNull(),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    /**
     * This item's share of the order's coupon saving: what was charged for it is
     * unit price × quantity − discount (a refund pays back at most that).
     */
    discountPaise: integer('discount_paise').notNull().default(0),
    teeName: textDefault('tee_name'),
    institutionName: textDefault('insti_name'),
    /** The number printed on the piece ('0'–'99', docs/product.md#drops); '' without one. */
    teeNumber: textDefault('tee_number'),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: tstz('delivered_at'),
    /** The admin who marked it delivered. */
    deliveredBy: integer('delivered_by').references(() => users.id, { onDelete: 'set null' }),
    /** How the handover was confirmed: the student's code, or a reason the admin typed. */
    deliveryCheck: text('delivery_check').$type<DeliveryCheck>(),
    /** The admin's reason when marking a pickup or hostel item without the code. */
    deliveryNote: textDefault('delivery_note'),
    /** Where the item is (docs/product.md#order-steps); each change is in order_item_steps. */
    step: text('step').$type<ItemStep>().notNull().default('placed'),
    /**
     * A cancelled item (step `cancelled`; who and when are its order_item_steps row): who asked,
     * the student or the admin, and why (docs/product.md#cancelling-an-order). Null otherwise.
     */
    cancelledByRole: text('cancelled_by_role').$type<CancelledBy>(),
    /** The admin's reason (required) or the student's (optional, '' without one). */
    cancelReason: textDefault('cancel_reason'),
    /**
     * Some pieces of a line cancelled (docs/product.md#cancelling-an-order): they become this
     * cancelled row, split from the line `split_from_id`, which keeps the rest; `line_quantity`
     * is how many pieces the line had then. Null on every other row.
     */
    splitFromId: integer('split_from_id').references((): AnyPgColumn => orderItems.id, {
      onDelete: 'set null',
    }),
    lineQuantity: integer('line_quantity'),
    /** The drop this item was pre-ordered in (docs/product.md#drops); null for a stock order. */
    dropId: integer('drop_id').references((): AnyPgColumn => drops.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_drop_idx')
      .on(t.dropId, t.productId, t.size)
      .where(sql`${t.dropId} is not null`),
    index('order_items_undelivered_idx')
      .on(t.productId, t.size)
      .where(sql`${t.isDelivered} = false`),
    check(
      'order_items_delivery_check_valid',
      sql`${t.deliveryCheck} is null or ${oneOf(t.deliveryCheck, DELIVERY_CHECKS)}`,
    ),
    index('order_items_product_idx').on(t.productId),
    // A drop's numbers in use (docs/product.md#drops): the uniqueness check reads them.
    index('order_items_drop_number_idx')
      .on(t.dropId, t.teeNumber)
      .where(sql`${t.teeNumber} <> ''`),
    check('order_items_tee_number_valid', sql`${t.teeNumber} ~ '^([0-9]|[1-9][0-9])?$'`),
    check('order_items_quantity_valid', sql`${t.quantity} >= 1`),
    check('order_items_price_valid', sql`${t.unitPricePaise} >= 0`),
    check(
      'order_items_discount_valid',
      sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.unitPricePaise} * ${t.quantity}`,
    ),
    check('order_items_delivered_valid', sql`${t.isDelivered} = (${t.deliveredAt} is not null)`),
    check('order_items_step_valid', oneOf(t.step, ITEM_STEPS)),
    check('order_items_step_delivered', sql`${t.isDelivered} = (${t.step} = 'delivered')`),
    check(
      'order_items_cancelled_valid',
      sql`(${t.step} = 'cancelled') = (${t.cancelledByRole} is not null) and (${t.cancelledByRole} is null or ${oneOf(t.cancelledByRole, CANCELLED_BY)})`,
    ),
  ],
);

/**
 * Each step an admin moved an item to, with who and when (docs/product.md#order-steps); an
 * item's placing is its order's `created_at`. A step is recorded once per item.
 */
export const orderItemSteps = pgTable(
  'order_item_steps',
  {
    id: id(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    step: text('step').$type<ItemStep>().notNull(),
    at: tstz('at').notNull(),
    /** The admin who moved it; null if that account was deleted. */
    by: integer('by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('order_item_steps_once').on(t.orderItemId, t.step),
    check('order_item_steps_step_valid', oneOf(t.step, ITEM_STEPS)),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemStepRow = typeof orderItemSteps.$inferSelect;
