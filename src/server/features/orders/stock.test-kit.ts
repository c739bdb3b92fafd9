import { and, eq, ne, sql } from 'drizzle-orm';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../db/client.ts';
import { exchangeRequests, orderItems, productSizes, stockHolds } from '../../db/schema/index.ts';

/**
 * Every piece of each size of a product, wherever it is: on sale (the size's quantity), held (for
 * a payment, a placement or an exchange), sold in an item not cancelled, or written off as damaged
 * when an exchange took it back. Orders, cancels, exchanges and steps move pieces between these,
 * never in or out (docs/product.md#stock), so a test compares this before and after.
 */
export async function stockSum(db: Db, productId: number): Promise<Record<Size, number>> {
  const sum = Object.fromEntries(SIZES.map((s) => [s, 0])) as Record<Size, number>;
  const sizes = await db.select().from(productSizes).where(eq(productSizes.productId, productId));
  for (const s of sizes) sum[s.size] += s.quantity;
  const held = await db
    .select({ size: productSizes.size, n: sql<number>`sum(${stockHolds.quantity})::int` })
    .from(stockHolds)
    .innerJoin(productSizes, eq(productSizes.id, stockHolds.productSizeId))
    .where(and(eq(productSizes.productId, productId), eq(stockHolds.state, 'held')))
    .groupBy(productSizes.size);
  const sold = await db
    .select({ size: orderItems.size, n: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(eq(orderItems.productId, productId), ne(orderItems.step, 'cancelled')))
    .groupBy(orderItems.size);
  const writtenOff = await db
    .select({
      size: exchangeRequests.fromSize,
      n: sql<number>`sum(${exchangeRequests.quantity})::int`,
    })
    .from(exchangeRequests)
    .innerJoin(orderItems, eq(orderItems.id, exchangeRequests.orderItemId))
    .where(and(eq(orderItems.productId, productId), eq(exchangeRequests.returned, 'damaged')))
    .groupBy(exchangeRequests.fromSize);
  for (const row of [...held, ...sold, ...writtenOff]) sum[row.size] += Number(row.n);
  return sum;
}

/** The pieces of one size, wherever they are (see `stockSum`). */
export const piecesOf = async (db: Db, productId: number, size: Size = 'M') =>
  (await stockSum(db, productId))[size];
