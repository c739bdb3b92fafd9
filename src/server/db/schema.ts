/**
 * The whole database, for every feature of the shop (catalogue, accounts, cart, checkout,
 * payments, admin, forms, mail). One schema serves PGlite and PostgreSQL; keep it to SQL that
 * PostgreSQL 15 understands. After a change run `npm run db:generate` and commit `drizzle/`.
 *
 * Conventions: tables are snake_case plural; ids are integer identities (the contract's numbers)
 * except `sessions.jti`; money is integer paise in `*_paise` columns; times are `timestamptz`;
 * closed value sets are `text` plus a CHECK (easier to extend than a PostgreSQL enum).
 */
import { relations, sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SIZES, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import { STYLES, type Style } from '#shared/rules/styles.ts';
import { DELIVERY_METHODS, type DeliveryMethod } from '#shared/rules/delivery.ts';
import { OTP_PURPOSES, type OtpPurpose } from '#shared/rules/otp.ts';
import {
  NOTIFY_KINDS,
  NOTIFY_SOURCES,
  type NotifyKind,
  type NotifySource,
} from '#shared/rules/notify.ts';
import {
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '#shared/rules/orders.ts';
import { HELP_ISSUES, type HelpIssue } from '#shared/rules/order-help.ts';
import { ITEM_STEPS, type ItemStep } from '#shared/rules/order-steps.ts';
import { CANCELLED_BY, type CancelledBy } from '#shared/rules/order-cancel.ts';
import {
  EXCHANGE_RETURNS,
  EXCHANGE_STATES,
  type ExchangeReturn,
  type ExchangeState,
} from '#shared/rules/exchanges.ts';
import {
  COUPON_KINDS,
  COUPON_SCOPES,
  type CouponKind,
  type CouponScope,
} from '#shared/rules/coupons.ts';
import { DROP_CAP_KINDS, type DropCapKind } from '#shared/rules/drops.ts';
import type { CheckoutSnapshot } from './checkout-snapshot.ts';

// ---------------------------------------------------------------------------------------------
// Value sets stored in text columns (each guarded by a CHECK constraint below)

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** `placed` until every item is delivered; `cancelled` is kept for admin corrections. */
export { ORDER_STATUSES, type OrderStatus } from '#shared/rules/orders.ts';

export const PAYMENT_STATES = ['pending', 'completed', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_EVENT_SOURCES = ['start', 'return', 'webhook', 'reconcile', 'refund'] as const;
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/** A refund's life: `requested` (written, not yet sent to the gateway), `pending` (the gateway
 * took it), then `completed` or `failed` (the gateway's answer; a failed one frees its amount). */
export const REFUND_STATES = ['requested', 'pending', 'completed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Why money goes back: the shop could not place a paid order (`sold-out`, `amount-mismatch`),
 * or an order's item is given up (`cancelled`, `damaged`: later issues' cancel and help). */
export const REFUND_REASONS = [
  'sold-out',
  'amount-mismatch',
  'cancelled',
  'damaged',
  // A pre-order paid after its drop's reservation lapsed, when the drop had closed or the
  // student's limit was reached meanwhile (features/drops, docs/product.md#drops).
  'drop-closed',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const STOCK_HOLD_STATES = ['held', 'consumed', 'released'] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

/** A coupon use: held by a payment in progress, used by an order, released (given back). */
export const COUPON_USE_STATES = ['held', 'used', 'released'] as const;
export type CouponUseState = (typeof COUPON_USE_STATES)[number];

export const TICKET_KINDS = ['ticket', 'service_enquiry'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** How a delivery was confirmed: `code` (the student's handover code), `reason` (typed by the
 * admin instead), `none` (home delivery, or the original contract's plain call). */
export const DELIVERY_CHECKS = ['code', 'reason', 'none'] as const;
export type DeliveryCheck = (typeof DELIVERY_CHECKS)[number];

/** What the shop does for a wrong or damaged item (docs/product.md#wrong-or-damaged-items): an
 * online refund through the gateway, a payout by hand to the student's UPI id (cash orders), or
 * one new piece sent in its place. */
export const REMEDY_KINDS = ['refund', 'payout', 'replacement'] as const;
export type RemedyKind = (typeof REMEDY_KINDS)[number];
/** A payout: `requested` until the admin records it `paid`; a replacement: `sent`, then
 * `handed_over`. A refund has no state here: its life is its row in `refunds`. */
export const REMEDY_STATES = ['requested', 'paid', 'sent', 'handed_over'] as const;
export type RemedyState = (typeof REMEDY_STATES)[number];

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// JSON column shapes

/**
 * What a signup OTP keeps from its register call: the name its mail greets. The account is made
 * from the details sent with the code (rows from before carry more; they are not read).
 */
export type PendingSignup = { name: string };

// ---------------------------------------------------------------------------------------------
// Helpers

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
const textDefault = (name: string) => text(name).notNull().default('');
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** `column IN ('a', 'b')` for CHECK constraints; values are our own constants, never input. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

// ---------------------------------------------------------------------------------------------
// Accounts

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased (CHECK), so the unique constraint is case-insensitive. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: textDefault('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    gender: textDefault('gender'),
    address: textDefault('address'),
    city: textDefault('city'),
    state: textDefault('state'),
    pinCode: textDefault('pin_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('users_email_unique').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', oneOf(t.role, USER_ROLES)),
  ],
);

/** One row per issued token (`jti`); logout and password reset set `revoked_at`. */
export const sessions = pgTable(
  'sessions',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * E-mailed one-time codes for signup and password reset. The code is stored hashed; a signup
 * challenge carries the pending account until the code is verified.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    pendingSignup: jsonb('pending_signup').$type<PendingSignup>(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_email_idx').on(t.email, t.purpose, t.createdAt),
    check('otp_challenges_email_lower', sql`${t.email} = lower(${t.email})`),
    check('otp_challenges_purpose_valid', oneOf(t.purpose, OTP_PURPOSES)),
    check('otp_challenges_attempts_valid', sql`${t.attempts} >= 0`),
  ],
);

/** Saved delivery addresses. Removing one deletes the row: orders keep their own copy. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: textDefault('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** Also the source of the product page slug (`slugFromDetails`). */
    details: text('details').notNull(),
    description: textDefault('description'),
    pricePaise: integer('price_paise').notNull(),
    /** The real price it sold at before (the admin's discount); null when there is none. */
    compareAtPaise: integer('compare_at_paise'),
    style: text('style').$type<Style>().notNull(),
    tags: textArray('tags'),
    /** Own-brand product; false for club / sponsored tees (tee name required, home delivery). */
    isOwnBrand: boolean('is_instibuzz').notNull().default(true),
    colors: textArray('colors'),
    /** Inactive products are hidden from the shop but stay readable for old orders. */
    active: boolean('active').notNull().default(true),
    /** Bumped by every admin edit: an edit made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_valid', sql`${t.pricePaise} >= 0`),
    check(
      'products_compare_at_valid',
      sql`${t.compareAtPaise} is null or ${t.compareAtPaise} > ${t.pricePaise}`,
    ),
    check('products_style_valid', oneOf(t.style, STYLES)),
    index('products_active_idx').on(t.active, t.id),
  ],
);

/**
 * The size guide: per style, each size's chest, length and shoulder in millimetres
 * (docs/product.md#size-guide). The admin replaces a style's rows as a whole.
 */
export const sizeGuideRows = pgTable(
  'size_guide_rows',
  {
    style: text('style').$type<Style>().notNull(),
    size: text('size').$type<Size>().notNull(),
    chestMm: integer('chest_mm').notNull(),
    lengthMm: integer('length_mm').notNull(),
    shoulderMm: integer('shoulder_mm').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'size_guide_rows_pk', columns: [t.style, t.size] }),
    check('size_guide_rows_style_valid', oneOf(t.style, STYLES)),
    check('size_guide_rows_size_valid', oneOf(t.size, SIZES)),
    check(
      'size_guide_rows_measures_valid',
      sql`${t.chestMm} between 100 and 2000 and ${t.lengthMm} between 100 and 2000 and ${t.shoulderMm} between 100 and 2000`,
    ),
  ],
);

/** Stock per size. `id` is the contract's `size_id`; quantity can never go below zero. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    unique('product_sizes_product_size_unique').on(t.productId, t.size),
    check('product_sizes_quantity_valid', sql`${t.quantity} >= 0`),
    check('product_sizes_size_valid', oneOf(t.size, SIZES)),
  ],
);

/** Images in display order; the last one is the size chart. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: textDefault('alt'),
  },
  (t) => [unique('product_images_position_unique').on(t.productId, t.position)],
);

/**
 * Slugs a product's page had before its `details` changed, so old links (shared in chats,
 * bookmarked) still lead to it: the page redirects to the current URL.
 */
export const productFormerSlugs = pgTable(
  'product_former_slugs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'product_former_slugs_pk', columns: [t.productId, t.slug] })],
);

/**
 * One row: the catalogue's version, bumped in the same transaction as every change to products,
 * their sizes (stock included) or images, by triggers the migrations add (so no writer can forget
 * it). Server instances compare it to know when their catalogue cache is stale.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that bumped it last: several changes in one transaction bump it once. */
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
    /**
     * A cache read at a version below this one must read the whole catalogue again: a change
     * other than stock was made at this version, or the stock changes before it were pruned.
     * From it on, `catalog_stock_changes` lists every product whose stock moved.
     */
    reloadBelow: bigint('reload_below', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The products whose stock (and nothing else) changed at a catalogue version, written by the
 * same triggers: a cache patches those products' sizes instead of reading the whole catalogue
 * after every sale. Only the last versions are kept (see `reloadBelow`). No foreign key: a row is
 * written at commit, after the product may have gone in the same transaction.
 */
export const catalogStockChanges = pgTable(
  'catalog_stock_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ name: 'catalog_stock_changes_pk', columns: [t.version, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Cart and wishlist

/**
 * One cart line (`orderItem_id` on the wire). The same product, size and names merge into one
 * line; the (product, size) pair must be a real size row, and the line goes when that row does.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull(),
    teeName: textDefault('tee_name'),
    institutionName: textDefault('insti_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_lines_line_unique').on(
      t.userId,
      t.productId,
      t.size,
      t.teeName,
      t.institutionName,
    ),
    foreignKey({
      name: 'cart_lines_product_size_fk',
      columns: [t.productId, t.size],
      foreignColumns: [productSizes.productId, productSizes.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check(
      'cart_lines_quantity_valid',
      sql`${t.quantity} between ${sql.raw(String(MIN_LINE_QUANTITY))} and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'wishlist_items_pk', columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders and payments

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
    address1: textDefault('address1'),
    address2: textDefault('address2'),
    city: textDefault('city'),
    state: textDefault('state'),
    pinCode: textDefault('pin_code'),
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
    /** Cash on delivery: when the admin recorded the cash as received, and who (docs/product.md#admin). */
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

/**
 * An online payment attempt. The checkout is frozen in `checkout` when the payment starts;
 * finalisation (browser return, webhook or reconciliation) creates the order once and links it.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    merchantOrderRef: text('merchant_order_ref').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').$type<PaymentState>().notNull().default('pending'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    /** The gateway's transaction id once completed; copied to the order. */
    providerTransactionId: text('provider_transaction_id'),
    checkout: jsonb('checkout').$type<CheckoutSnapshot>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The gateway's pay page for this payment (PAY clicked again goes back to it). */
    payPageUrl: textDefault('pay_page_url'),
    /** The web app's key for one checkout: PAY clicked twice opens the same payment. */
    checkoutKey: text('checkout_key'),
    /** What the gateway says it charged, once completed (it may differ from `amount_paise`:
     *  then no order is placed and exactly this is refunded). Refunds never pass it. */
    chargedPaise: integer('charged_paise'),
    /** Why the payment ended as it did, for the admin (e.g. "paid after its hold expired"). */
    note: textDefault('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_merchant_order_ref_unique').on(t.merchantOrderRef),
    unique('payments_order_unique').on(t.orderId),
    unique('payments_checkout_key_unique').on(t.userId, t.checkoutKey),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_state_idx').on(t.state, t.createdAt),
    check('payments_amount_valid', sql`${t.amountPaise} > 0`),
    check('payments_charged_valid', sql`${t.chargedPaise} is null or ${t.chargedPaise} >= 0`),
    check('payments_state_valid', oneOf(t.state, PAYMENT_STATES)),
  ],
);

/** Every status report received for a payment, kept for audit and debugging. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').$type<PaymentEventSource>().notNull(),
    /** What the gateway reported (state, amount, transaction); the same report is kept once. */
    eventKey: textDefault('event_key'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId),
    unique('payment_events_key_unique').on(t.paymentId, t.source, t.eventKey),
    check('payment_events_source_valid', oneOf(t.source, PAYMENT_EVENT_SOURCES)),
  ],
);

/**
 * Money given back on a payment, one row per refund (docs/product.md#refunds). The shop's
 * `merchant_refund_id` makes each refund once-only at the gateway; `key` makes asking twice for
 * the same refund (a double click, a retried call, a repeated webhook) find this row again. The
 * sum of a payment's refunds that did not fail never passes what it charged (checked under the
 * payment's lock, features/orders/payments/refund-payment.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** What asked for it, unique per payment: `unplaced` (the paid order could not be placed),
     *  `cancel:item:{id}`, … */
    key: text('key').notNull(),
    merchantRefundId: text('merchant_refund_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').$type<RefundState>().notNull().default('requested'),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** The order item it gives back, when it is one item's money. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'set null',
    }),
    /** Who asked (a student or an admin); null when the shop itself did. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the admin or the student wrote, if anything. */
    note: textDefault('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the gateway said completed or failed. */
    settledAt: tstz('settled_at'),
  },
  (t) => [
    unique('refunds_merchant_refund_id_unique').on(t.merchantRefundId),
    unique('refunds_payment_key_unique').on(t.paymentId, t.key),
    // Reconciliation follows refunds not finished yet; almost every refund is finished.
    index('refunds_unfinished_idx')
      .on(t.state)
      .where(sql`${t.state} in ('requested', 'pending')`),
    index('refunds_order_item_idx').on(t.orderItemId),
    check('refunds_amount_valid', sql`${t.amountPaise} > 0`),
    check('refunds_state_valid', oneOf(t.state, REFUND_STATES)),
    check('refunds_reason_valid', oneOf(t.reason, REFUND_REASONS)),
  ],
);

/**
 * Stock set aside while an online payment is in progress, so a paid checkout always finds its
 * stock, and while an order is being written (no payment: a short placement hold). Taking a
 * hold decrements `product_sizes.quantity`; finalisation or the order marks it `consumed`;
 * a failed or expired payment or placement marks it `released` and gives the quantity back.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: id(),
    /** null while a placement holds it: the seconds between taking the stock and writing
     *  the order (or the payment) that consumes it (features/orders/stock.ts). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The size whose stock is held; null when the hold is on a drop's counter instead. */
    productSizeId: integer('product_size_id').references(() => productSizes.id, {
      onDelete: 'cascade',
    }),
    /** A pre-order's hold on its drop counter (`drop_stock`), in place of a size's stock. */
    dropStockId: integer('drop_stock_id').references((): AnyPgColumn => dropStock.id, {
      onDelete: 'cascade',
    }),
    quantity: integer('quantity').notNull(),
    state: text('state').$type<StockHoldState>().notNull().default('held'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('stock_holds_payment_idx').on(t.paymentId),
    index('stock_holds_state_idx').on(t.state, t.expiresAt),
    check('stock_holds_quantity_valid', sql`${t.quantity} > 0`),
    check(
      'stock_holds_one_target',
      sql`(${t.productSizeId} is null) <> (${t.dropStockId} is null)`,
    ),
    check('stock_holds_state_valid', oneOf(t.state, STOCK_HOLD_STATES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Coupons (docs/product.md#coupon-codes)

/**
 * A coupon code the admin made. `uses_taken` counts its uses held or used: taking one is a
 * conditional increment, so `total_uses` holds with any number of buyers at once (the CHECK is
 * the last word); a use given back decrements it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** In capitals; compared after `normalCouponCode`. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** 1–100 for `percent`, null for `flat`. */
    percentOff: integer('percent_off'),
    /** Above 0 for `flat`, null for `percent`. */
    amountOffPaise: integer('amount_off_paise'),
    /** The goods it applies to must cost at least this (0: any). */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: tstz('starts_at'),
    endsAt: tstz('ends_at'),
    /** null: no cap. */
    totalUses: integer('total_uses'),
    /** null: no cap. */
    usesPerStudent: integer('uses_per_student'),
    usesTaken: integer('uses_taken').notNull().default(0),
    scope: text('scope').$type<CouponScope>().notNull().default('all'),
    /** The club's tag or the style; '' for `all`. */
    scopeValue: textDefault('scope_value'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_code_unique').on(t.code),
    check('coupons_kind_valid', oneOf(t.kind, COUPON_KINDS)),
    check('coupons_scope_valid', oneOf(t.scope, COUPON_SCOPES)),
    check(
      'coupons_amount_valid',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 100 and ${t.amountOffPaise} is null) or (${t.kind} = 'flat' and ${t.amountOffPaise} > 0 and ${t.percentOff} is null)`,
    ),
    check('coupons_min_valid', sql`${t.minOrderPaise} >= 0`),
    check(
      'coupons_uses_valid',
      sql`${t.usesTaken} >= 0 and (${t.totalUses} is null or ${t.usesTaken} <= ${t.totalUses})`,
    ),
  ],
);

/**
 * One use of a coupon by a student: `held` while its online payment is in progress (with the
 * payment), `used` by an order, `released` when given back (payment failed or expired, order
 * cancelled). Per-student caps count the held and used ones.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    discountPaise: integer('discount_paise').notNull(),
    state: text('state').$type<CouponUseState>().notNull().default('held'),
    createdAt: createdAt(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_uses_payment_idx').on(t.paymentId),
    index('coupon_uses_order_idx').on(t.orderId),
    check('coupon_uses_state_valid', oneOf(t.state, COUPON_USE_STATES)),
    check('coupon_uses_discount_valid', sql`${t.discountPaise} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Drops (docs/product.md#drops, ADR 019)

/**
 * A pre-order drop: its products can be ordered only from `opens_at` until `closes_at`, at most
 * `per_student_limit` pieces of each product per student, then printed in one run. Closing early
 * moves `closes_at` to the moment it closed. `ready_by` (a date in Indian time) replaces the
 * delivery methods' ready-by days for its items.
 */
export const drops = pgTable(
  'drops',
  {
    id: id(),
    name: text('name').notNull(),
    opensAt: tstz('opens_at').notNull(),
    closesAt: tstz('closes_at').notNull(),
    perStudentLimit: integer('per_student_limit').notNull(),
    /** Names printed on the tees are asked for with each pre-order. */
    namesTaken: boolean('names_taken').notNull().default(false),
    /** `YYYY-MM-DD`, Indian time. */
    readyBy: text('ready_by').notNull(),
    /** Cash on delivery (pickup) allowed; online only by default. */
    cashAllowed: boolean('cash_allowed').notNull().default(false),
    /** none (print to order), total (a cap per product) or size (a cap per size). */
    capKind: text('cap_kind').$type<DropCapKind>().notNull().default('none'),
    /** When the admin sent the closed drop to print (its items moved to `printing`), and who. */
    sentToPrintAt: tstz('sent_to_print_at'),
    sentToPrintBy: integer('sent_to_print_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Bumped by every edit (an edit from an older page is refused). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('drops_window_valid', sql`${t.closesAt} > ${t.opensAt}`),
    check('drops_limit_valid', sql`${t.perStudentLimit} between 1 and 20`),
    check('drops_cap_kind_valid', oneOf(t.capKind, DROP_CAP_KINDS)),
    index('drops_closes_idx').on(t.closesAt),
  ],
);

/**
 * A drop's counters, one per product (`size` = '': the product's row, which also says the
 * product is in the drop) and one per size when the drop caps sizes. A pre-order takes from its
 * size's row when there is one, else from the product's row, by a conditional increment of
 * `taken` (ADR 019): `cap` null counts without a limit (print to order).
 */
export const dropStock = pgTable(
  'drop_stock',
  {
    id: id(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** '' for the product's row, else one of the sizes. */
    size: text('size').$type<Size | ''>().notNull().default(''),
    cap: integer('cap'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    unique('drop_stock_unique').on(t.dropId, t.productId, t.size),
    index('drop_stock_product_idx').on(t.productId),
    check('drop_stock_size_valid', sql`${t.size} = '' or ${oneOf(t.size, SIZES)}`),
    check(
      'drop_stock_taken_valid',
      sql`${t.taken} >= 0 and (${t.cap} is null or ${t.taken} <= ${t.cap})`,
    ),
    check('drop_stock_cap_valid', sql`${t.cap} is null or ${t.cap} between 1 and 100000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Forms, security, mail

/** Service tickets (/ticket) and "Get Our Services" enquiries. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    kind: text('kind').$type<TicketKind>().notNull().default('ticket'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    comment: textDefault('comment'),
    services: textArray('services'),
    /** The form's honeypot was filled in: kept for the record, never mailed. */
    spam: boolean('spam').notNull().default(false),
    /** When the admin marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_kind_valid', oneOf(t.kind, TICKET_KINDS)),
  ],
);

export const collabApplications = pgTable(
  'collab_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    comment: textDefault('comment'),
    profiles: textArray('profiles'),
    cvLink: textDefault('cv_link'),
    /** The form's honeypot was filled in: kept for the record, never mailed. */
    spam: boolean('spam').notNull().default(false),
    /** When the admin marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('collab_applications_created_idx').on(t.createdAt)],
);

/** "Size not available? Inform us" requests, from customers or anonymous visitors. */
export const sizeRequests = pgTable(
  'size_requests',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size').notNull(),
    comments: textDefault('comments'),
    /** When the admin marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('size_requests_product_idx').on(t.productId),
    index('size_requests_created_idx').on(t.createdAt),
    check('size_requests_quantity_valid', sql`${t.quantity} > 0`),
  ],
);

/**
 * Help with an order (docs/product.md#help-with-an-order): what a student asked about one of their
 * orders (or a payment that made none), and the admin's answer. Listed in the admin's inbox.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null only for "paid but no order". */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's items it is about; empty for the whole order. */
    orderItemIds: integer('order_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    issue: text('issue').$type<HelpIssue>().notNull(),
    message: text('message').notNull(),
    /** The payment's reference or transaction id the student typed ("paid but no order"). */
    transactionId: textDefault('transaction_id'),
    photoUrl: textDefault('photo_url'),
    answer: textDefault('answer'),
    answeredAt: tstz('answered_at'),
    /** When the admin answered or marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('help_requests_user_idx').on(t.userId, t.createdAt),
    index('help_requests_order_idx').on(t.orderId),
    index('help_requests_created_idx').on(t.createdAt),
    check('help_requests_issue_valid', oneOf(t.issue, HELP_ISSUES)),
    check(
      'help_requests_order_valid',
      sql`${t.orderId} is not null or ${t.issue} = 'paid_no_order'`,
    ),
  ],
);

/**
 * A size exchange (docs/product.md#size-exchange): a student asked to swap a delivered item for
 * another size of the same product. The new size's pieces (the item's quantity) are set aside at
 * once by a `stock_holds` row with no real expiry, `hold_id`; a decline releases it, the swap
 * consumes it. The swap writes the new size on the item and keeps the old one here
 * (`from_size`); the piece handed back goes to stock or is written off (`returned`).
 * One request still pending (open or approved) per item.
 */
export const exchangeRequests = pgTable(
  'exchange_requests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromSize: text('from_size').$type<Size>().notNull(),
    toSize: text('to_size').$type<Size>().notNull(),
    /** The pieces swapped: the item's whole quantity. */
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    state: text('state').$type<ExchangeState>().notNull().default('open'),
    /** Null only if the new size's row (and with it the hold) was deleted since. */
    holdId: integer('hold_id').references(() => stockHolds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When and by which admin it was approved or declined; the decline's reason. */
    decidedAt: tstz('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: textDefault('decline_reason'),
    swappedAt: tstz('swapped_at'),
    swappedBy: integer('swapped_by').references(() => users.id, { onDelete: 'set null' }),
    /** How the swap was confirmed (the handover code, a typed reason, none) and that reason. */
    swapCheck: text('swap_check').$type<DeliveryCheck>(),
    swapNote: textDefault('swap_note'),
    /** Where the piece handed back went: into stock, or written off as damaged. */
    returned: text('returned').$type<ExchangeReturn>(),
  },
  (t) => [
    index('exchange_requests_order_idx').on(t.orderId),
    index('exchange_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} in ('open', 'approved')`),
    // One request still pending per item; the database is the last word on two at once.
    uniqueIndex('exchange_requests_one_pending')
      .on(t.orderItemId)
      .where(sql`${t.state} in ('open', 'approved')`),
    check('exchange_requests_state_valid', oneOf(t.state, EXCHANGE_STATES)),
    check(
      'exchange_requests_sizes_valid',
      sql`${oneOf(t.fromSize, SIZES)} and ${oneOf(t.toSize, SIZES)} and ${t.fromSize} <> ${t.toSize}`,
    ),
    check('exchange_requests_quantity_valid', sql`${t.quantity} >= 1`),
    check(
      'exchange_requests_swap_check_valid',
      sql`${t.swapCheck} is null or ${oneOf(t.swapCheck, DELIVERY_CHECKS)}`,
    ),
    check(
      'exchange_requests_returned_valid',
      sql`${t.returned} is null or ${oneOf(t.returned, EXCHANGE_RETURNS)}`,
    ),
    check(
      'exchange_requests_swapped_valid',
      sql`(${t.state} = 'swapped') = (${t.swappedAt} is not null and ${t.returned} is not null)`,
    ),
  ],
);

/**
 * The shop's remedy for a wrong or damaged item, decided by the admin from a help request
 * (docs/product.md#wrong-or-damaged-items), at most one per request and item: asking twice finds
 * this row again. A refund points at its `refunds` row (key `damaged:item:{id}`); a payout (cash
 * orders: the manual payout) keeps the student's UPI id and the admin's reference once paid; a
 * replacement keeps the piece taken from stock and how it was handed over. Refunds and payouts of
 * an item never pass what it was charged (orders/changes/item-money.ts, under the order's lock).
 */
export const itemRemedies = pgTable(
  'item_remedies',
  {
    id: id(),
    helpRequestId: integer('help_request_id')
      .notNull()
      .references(() => helpRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RemedyKind>().notNull(),
    /** Payouts and replacements (see REMEDY_STATES); null for a refund. */
    state: text('state').$type<RemedyState>(),
    /** What goes back (refund, payout); 0 for a replacement. */
    amountPaise: integer('amount_paise').notNull().default(0),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Payout: where the student asked for the money ('' until they give it), and when. */
    upiId: textDefault('upi_id'),
    upiGivenAt: tstz('upi_given_at'),
    /** Payout: the admin's reference once paid (the UPI transaction id). */
    reference: textDefault('reference'),
    /** Replacement: the product and size of the new piece. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    size: text('size').$type<Size>(),
    /**
     * Replacement of a pre-order whose drop was not sent to print yet: the new piece is printed
     * with that drop's run (counted on its print sheet), not taken from the size's stock.
     */
    dropId: integer('drop_id').references(() => drops.id, { onDelete: 'set null' }),
    /** Replacement: handed over with the order's code, or a reason the admin typed. */
    handoverCheck: text('handover_check').$type<DeliveryCheck>(),
    handoverNote: textDefault('handover_note'),
    /** What the admin wrote when deciding. */
    note: textDefault('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a payout was marked paid or a replacement handed over, and by which admin. */
    doneAt: tstz('done_at'),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('item_remedies_once').on(t.helpRequestId, t.orderItemId),
    index('item_remedies_item_idx').on(t.orderItemId),
    // The admin's "Payouts to make": the few still requested.
    index('item_remedies_payouts_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'payout' and ${t.state} = 'requested'`),
    check('item_remedies_kind_valid', oneOf(t.kind, REMEDY_KINDS)),
    check('item_remedies_state_valid', sql`${t.state} is null or ${oneOf(t.state, REMEDY_STATES)}`),
    check(
      'item_remedies_shape_valid',
      sql`(${t.kind} = 'refund' and ${t.state} is null and ${t.refundId} is not null and ${t.amountPaise} > 0)
        or (${t.kind} = 'payout' and ${t.state} in ('requested', 'paid') and ${t.amountPaise} > 0)
        or (${t.kind} = 'replacement' and ${t.state} in ('sent', 'handed_over') and ${t.size} is not null and ${t.amountPaise} = 0)`,
    ),
    check(
      'item_remedies_done_valid',
      sql`(${t.doneAt} is not null) = (${t.state} in ('paid', 'handed_over'))`,
    ),
    check('item_remedies_size_valid', sql`${t.size} is null or ${oneOf(t.size, SIZES)}`),
  ],
);

/** Suspicious activity: token / e-mail mismatches, refused cross-user calls, OTP abuse. */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    kind: text('kind').notNull(),
    email: text('email'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_kind_idx').on(t.kind, t.createdAt),
  ],
);

/**
 * Failed logins counted per client address and account (`ip|email`) and per address (`ip`), and
 * until when that key's next try must wait. In the database so every server instance sees them.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: tstz('blocked_until').notNull(),
    lastFailureAt: tstz('last_failure_at').notNull(),
  },
  (t) => [index('login_throttles_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Outgoing mail: every mail the shop sends is a row here first (adapters/mail/outbox.ts), written
 * in the transaction of what it is about where there is one, then tried at once; the outbox
 * worker retries rows that are `pending` and due (`next_attempt_at` spaces out the tries) and
 * marks them `failed` after the last try, for the admin to see. The dev mailbox reads this table.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Reply-To address (the sender of a contact form), if any. */
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
    /** Set for a mail that must go once (`order-placed:42`): a second row with it is not written. */
    dedupeKey: text('dedupe_key'),
    /** Not worth sending after this (an OTP mail once its code expired): marked failed instead. */
    expiresAt: tstz('expires_at'),
    /** Extra headers (a notify-me mail's `List-Unsubscribe`), sent as they are. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [
    unique('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    index('mail_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    // The notify worker counts its kinds' mails of the last minute (its pace).
    index('mail_outbox_kind_idx').on(t.kind, t.createdAt),
    check('mail_outbox_status_valid', oneOf(t.status, MAIL_STATUSES)),
  ],
);

/**
 * Notify me (docs/product.md#notify-me): an e-mail waiting to hear that a drop opened
 * (`drop-opens`, size '') or that a sold-out size is back (`back-in-stock`, the size). One row per
 * e-mail, product, kind and size; a student's size request makes one too (`source`). It waits until
 * `notified_at` is set, in the transaction that stores its mail; unsubscribing deletes it.
 */
export const notifySubscriptions = pgTable(
  'notify_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotifyKind>().notNull(),
    size: text('size').notNull().default(''),
    source: text('source').$type<NotifySource>().notNull(),
    createdAt: createdAt(),
    notifiedAt: tstz('notified_at'),
  },
  (t) => [
    unique('notify_subscriptions_one_per_email').on(t.email, t.productId, t.kind, t.size),
    index('notify_subscriptions_waiting_idx').on(t.productId, t.kind, t.size, t.notifiedAt),
    check('notify_subscriptions_email_lower', sql`${t.email} = lower(${t.email})`),
    check('notify_subscriptions_kind_valid', oneOf(t.kind, NOTIFY_KINDS)),
    check('notify_subscriptions_source_valid', oneOf(t.source, NOTIFY_SOURCES)),
    check(
      'notify_subscriptions_size_valid',
      sql`(${t.kind} = 'drop-opens' AND ${t.size} = '') OR (${t.kind} = 'back-in-stock' AND ${t.size} <> '')`,
    ),
  ],
);

/**
 * One event that mails the waiting subscriptions of its products (a drop opened, a size came back),
 * written in the transaction that caused it and worked through by the notify worker in paced
 * batches until `finished_at`. `dedupe_key` keeps a caller that says it twice to one run.
 */
export const notifyRuns = pgTable(
  'notify_runs',
  {
    id: id(),
    kind: text('kind').$type<NotifyKind>().notNull(),
    productIds: integer('product_ids').array().notNull(),
    size: text('size').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    /** Mails stored for it so far. */
    mailed: integer('mailed').notNull().default(0),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    unique('notify_runs_dedupe_key_unique').on(t.dedupeKey),
    index('notify_runs_open_idx').on(t.finishedAt, t.id),
    check('notify_runs_kind_valid', oneOf(t.kind, NOTIFY_KINDS)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Relations (for `db.query.<table>.findMany({ with: ... })`; no effect on the SQL schema): only
// those a relational query reads (a product with its sizes and images); `many` needs its `one`.

export const productsRelations = relations(products, ({ many }) => ({
  sizes: many(productSizes),
  images: many(productImages),
}));

export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

// ---------------------------------------------------------------------------------------------
// Row types

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductSize = typeof productSizes.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type CartLine = typeof cartLines.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemStepRow = typeof orderItemSteps.$inferSelect;
export type ExchangeRequestRow = typeof exchangeRequests.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type DropRow = typeof drops.$inferSelect;
export type DropStockRow = typeof dropStock.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
export type ItemRemedy = typeof itemRemedies.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NotifySubscriptionRow = typeof notifySubscriptions.$inferSelect;
export type NotifyRunRow = typeof notifyRuns.$inferSelect;
