// Saved delivery addresses (features/addresses).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, textDefault } from './columns.ts';
import { users } from './auth.ts';

/**
 * Saved delivery addresses: the one address book (docs/product.md#saved-addresses), the
 * profile's address among them. Removing one deletes the row: orders keep their own copy.
 */
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
    /** Who takes the parcel there, and their 10-digit mobile ('' when not given). */
    recipientName: textDefault('recipient_name'),
    recipientPhone: textDefault('recipient_phone'),
    /** The profile's address: one of the saved addresses, at most one per customer. */
    isProfile: boolean('is_profile').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_profile_idx')
      .on(t.userId)
      .where(sql`${t.isProfile}`),
  ],
);

export type Address = typeof addresses.$inferSelect;
