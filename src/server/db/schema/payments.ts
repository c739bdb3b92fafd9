// Online payments, their events and refunds, and the stock held while a payment or placement is in
// progress (features/orders/payments, features/orders/stock.ts).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { CheckoutSnapshot } from '../checkout-snapshot.ts';
import { id, createdAt, updatedAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { productSizes } from './catalog.ts';
import { orders, orderItems } from './orders.ts';
import { dropStock } from './drops.ts';

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
  // A payment completed after its coupon hold lapsed, when the code could not be taken again:
  // its uses had run out, or the student had used it as often as it allows.
  'coupon-used-up',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const STOCK_HOLD_STATES = ['held', 'consumed', 'released'] as const;
export type StockHoldState = (typeof STOCK_HOLD_STATES)[number];

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

export type Payment = typeof payments.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
