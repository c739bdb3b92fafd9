// A club's money (docs/product.md#a-clubs-money, ADR 023): its share of each item sold and of
// each refund, the payouts the admin made to it, and the weekly summaries mailed.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { id, createdAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { clubs } from './clubs.ts';
import { orderItems, orders } from './orders.ts';

export const CLUB_LEDGER_KINDS = ['sale', 'reversal'] as const;
export type ClubLedgerKind = (typeof CLUB_LEDGER_KINDS)[number];
/** Why a reversal was recorded: a cancel (whole or some pieces) or a damaged item's refund. */
export const CLUB_REVERSAL_CAUSES = ['cancelled', 'damaged'] as const;
export type ClubReversalCause = (typeof CLUB_REVERSAL_CAUSES)[number];
export const CLUB_PAYOUT_CHANNELS = ['upi', 'neft'] as const;
export type ClubPayoutChannel = (typeof CLUB_PAYOUT_CHANNELS)[number];

/**
 * Append-only: a `sale` per ordered item of a club's product, written with the order (its
 * `amount_paise` is what the item was charged: unit price × quantity less its share of the
 * coupon), and a `reversal` per refund decided for it (`amount_paise` refunded, `sale_id` the
 * sale it reverses, at the sale's `share_basis_points`). `share_paise` is the club's share of the
 * sale, or the share the reversal takes back; both are non-negative.
 */
export const clubLedger = pgTable(
  'club_ledger',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ClubLedgerKind>().notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The item sold, or the item refunded (a cancelled piece's own row when it was split). */
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    saleId: integer('sale_id').references((): AnyPgColumn => clubLedger.id, {
      onDelete: 'restrict',
    }),
    cause: text('cause').$type<ClubReversalCause>(),
    /** Pieces sold, or cancelled (0 for a damaged item's refund, which takes back money only). */
    quantity: integer('quantity').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    shareBasisPoints: integer('share_basis_points').notNull(),
    sharePaise: integer('share_paise').notNull(),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [
    index('club_ledger_club_idx').on(t.clubId, t.recordedAt),
    index('club_ledger_sale_idx').on(t.saleId),
    uniqueIndex('club_ledger_one_sale_per_item')
      .on(t.orderItemId)
      .where(sql`${t.kind} = 'sale'`),
    check('club_ledger_kind_valid', oneOf(t.kind, CLUB_LEDGER_KINDS)),
    check(
      'club_ledger_reversal_valid',
      sql`(${t.kind} = 'sale') = (${t.saleId} is null and ${t.cause} is null) and (${t.cause} is null or ${oneOf(t.cause, CLUB_REVERSAL_CAUSES)})`,
    ),
    check(
      'club_ledger_amounts_valid',
      sql`${t.quantity} >= 0 and ${t.amountPaise} >= 0 and ${t.sharePaise} >= 0 and ${t.sharePaise} <= ${t.amountPaise} and ${t.shareBasisPoints} between 0 and 10000`,
    ),
  ],
);

/** Money the shop paid a club (by UPI or NEFT), recorded by the admin with its reference. */
export const clubPayouts = pgTable(
  'club_payouts',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The day it was paid (Indian date): the statement's month is this day's. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ClubPayoutChannel>().notNull(),
    reference: text('reference').notNull(),
    note: textDefault('note'),
    /** The admin confirmed paying more than the balance then was. */
    aboveBalance: boolean('above_balance').notNull().default(false),
    recordedBy: integer('recorded_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('club_payouts_club_idx').on(t.clubId, t.paidOn),
    check('club_payouts_amount_valid', sql`${t.amountPaise} > 0`),
    check('club_payouts_channel_valid', oneOf(t.channel, CLUB_PAYOUT_CHANNELS)),
  ],
);

/** The weeks whose summary went to a club's managers (one row per club and week, Monday). */
export const clubWeeklySummaries = pgTable(
  'club_weekly_summaries',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'club_weekly_summaries_pk', columns: [t.clubId, t.weekStart] })],
);

export type ClubLedgerRow = typeof clubLedger.$inferSelect;
export type ClubPayoutRow = typeof clubPayouts.$inferSelect;
