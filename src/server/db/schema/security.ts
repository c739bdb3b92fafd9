// Suspicious activity (features/security).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './auth.ts';

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
