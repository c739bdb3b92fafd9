// Cart lines (features/cart).
import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import { id, createdAt, updatedAt, textDefault } from './columns.ts';
import { users } from './auth.ts';
import { products, productSizes } from './catalog.ts';

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
    /** The number printed on the piece ('0'–'99') when its drop takes numbers; '' otherwise. */
    teeNumber: textDefault('tee_number'),
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
      t.teeNumber,
    ),
    foreignKey({
      name: 'cart_lines_product_size_fk',
      columns: [t.productId, t.size],
      foreignColumns: [productSizes.productId, productSizes.size],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    check('cart_lines_tee_number_valid', sql`${t.teeNumber} ~ '^([0-9]|[1-9][0-9])?$'`),
    check(
      'cart_lines_quantity_valid',
      sql`${t.quantity} between ${sql.raw(String(MIN_LINE_QUANTITY))} and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

export type CartLine = typeof cartLines.$inferSelect;

/**
 * The coupon code kept with a student's cart (docs/product.md#coupon-codes), so it stays applied
 * after a reload or a failed payment: one per student, kept once the server found it applies to
 * the cart, checked again at checkout, and gone with the lines an order takes.
 */
export const cartCoupons = pgTable('cart_coupons', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  updatedAt: updatedAt(),
});
