// After an order: help requests, size exchanges and remedies for wrong or damaged items
// (features/orders/help, exchange, remedies).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { HELP_ISSUES, type HelpIssue } from '#shared/rules/order-help.ts';
import {
  EXCHANGE_RETURNS,
  EXCHANGE_STATES,
  type ExchangeReturn,
  type ExchangeState,
} from '#shared/rules/exchanges.ts';
import { id, createdAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { DELIVERY_CHECKS, type DeliveryCheck, orders, orderItems } from './orders.ts';
import { refunds, stockHolds } from './payments.ts';
import { drops } from './drops.ts';

/** What the shop does for a wrong or damaged item (docs/product.md#wrong-or-damaged-items): an
 * online refund through the gateway, a payout by hand to the student's UPI id (cash orders), or
 * one new piece sent in its place. */
export const REMEDY_KINDS = ['refund', 'payout', 'replacement'] as const;
export type RemedyKind = (typeof REMEDY_KINDS)[number];
/** A payout: `requested` until the admin records it `paid`; a replacement: `sent`, then
 * `handed_over`. A refund has no state here: its life is its row in `refunds`. */
export const REMEDY_STATES = ['requested', 'paid', 'sent', 'handed_over'] as const;
export type RemedyState = (typeof REMEDY_STATES)[number];

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

export type ExchangeRequestRow = typeof exchangeRequests.$inferSelect;
export type ItemRemedy = typeof itemRemedies.$inferSelect;
