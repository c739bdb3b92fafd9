// "Size not available? Inform us" requests (features/size-requests).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, tstz, textDefault } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';

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
