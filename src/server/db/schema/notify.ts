// Notify me: subscriptions and the runs that mail them (features/notify).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import {
  NOTIFY_KINDS,
  NOTIFY_SOURCES,
  type NotifyKind,
  type NotifySource,
} from '#shared/rules/notify.ts';
import { id, createdAt, tstz, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';

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

export type NotifySubscriptionRow = typeof notifySubscriptions.$inferSelect;
export type NotifyRunRow = typeof notifyRuns.$inferSelect;
