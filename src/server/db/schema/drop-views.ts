import { sql } from 'drizzle-orm';
import { integer, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The drops area's views (ADR 019): what other areas' SQL may read of a drop without pasting
 * drops' own SQL. The cart's one-message statements read them in the same statement as their
 * write, so the cart keeps one round trip, and the rules (which products are in a drop, which
 * pieces count against a student's limit, what a size's pre-orders have left) stay written once,
 * here. Raw SQL over the tables' names: this file imports no table, so the schema and its views
 * import nothing of each other.
 */

/** Every product in a drop: its product counter (`drop_stock` with size ''). */
export const dropProducts = pgView('drop_products', {
  dropId: integer('drop_id').notNull(),
  productId: integer('product_id').notNull(),
}).as(sql`select drop_id, product_id from drop_stock where size = ''`);

/**
 * The pieces each student has of each product in each drop, one row per order item and per
 * held pre-order of an online payment in progress (it becomes an item when paid): what the
 * per-student limit counts. A cancelled item does not count. `payment_id` is null for an order
 * item; a finalisation leaves out its own payment's rows.
 */
export const dropPieces = pgView('drop_pieces', {
  userId: integer('user_id').notNull(),
  dropId: integer('drop_id').notNull(),
  productId: integer('product_id').notNull(),
  paymentId: integer('payment_id'),
  quantity: integer('quantity').notNull(),
}).as(sql`select o.user_id, i.drop_id, i.product_id, null::int as payment_id, i.quantity
  from order_items i join orders o on o.id = i.order_id
  where i.drop_id is not null and i.step <> 'cancelled'
  union all
  select p.user_id, c.drop_id, c.product_id, p.id as payment_id, h.quantity
  from stock_holds h
  join payments p on p.id = h.payment_id
  join drop_stock c on c.id = h.drop_stock_id
  where h.state = 'held'`);

/**
 * What each counter of a drop can still take (`room`): its cap less what it took; null when
 * nothing caps it (print to order); 0 for the product's counter of a drop that caps sizes (a
 * size with no counter of its own is not sold). With the drop's opening, so a reader picks the
 * drop that governs a product (the one that opens last) as `governingDrops` does.
 */
export const dropCounterRoom = pgView('drop_counter_room', {
  dropId: integer('drop_id').notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  productId: integer('product_id').notNull(),
  size: text('size').notNull(),
  room: integer('room'),
}).as(sql`select c.drop_id, d.opens_at, c.product_id, c.size,
    case when d.cap_kind = 'size' and c.size = '' then 0
         when c.cap is null then null
         else greatest(c.cap - c.taken, 0) end as room
  from drop_stock c join drops d on d.id = c.drop_id`);
