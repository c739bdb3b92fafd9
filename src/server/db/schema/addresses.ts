// Saved delivery addresses (features/addresses).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, textDefault } from './columns.ts';
import { users } from './auth.ts';

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

export type Address = typeof addresses.$inferSelect;
