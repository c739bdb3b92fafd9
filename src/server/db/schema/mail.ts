// The outgoing mail outbox (adapters/mail/outbox.ts).
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, createdAt, tstz, oneOf } from './columns.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

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

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
