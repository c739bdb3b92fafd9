import { and, countDistinct, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drops, orderItems, orders, products } from '../../db/schema/index.ts';

/** What a club's dashboard counts: its products, its drops, and the orders of its products. */
export async function clubCounts(db: Db, clubId: number) {
  const [owned, dropped, ordered] = await Promise.all([
    db
      .select({ n: countDistinct(products.id) })
      .from(products)
      .where(eq(products.clubId, clubId)),
    db
      .select({ n: countDistinct(drops.id) })
      .from(drops)
      .where(eq(drops.clubId, clubId)),
    db
      .select({ n: countDistinct(orders.id) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(products.clubId, clubId), ne(orders.status, 'cancelled'))),
  ]);
  return {
    products: Number(owned[0]?.n ?? 0),
    drops: Number(dropped[0]?.n ?? 0),
    orders: Number(ordered[0]?.n ?? 0),
  };
}
