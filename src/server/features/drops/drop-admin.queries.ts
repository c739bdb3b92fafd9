import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { drops, dropStock, products, productSizes, type DropRow } from '../../db/schema/index.ts';

/** The admin's writes of drops and their counters, and the reads their checks need. */

/** Which of these products exist, with their names and clubs. */
export function productNames(tx: Tx, ids: readonly number[]) {
  return tx
    .select({ id: products.id, name: products.name, clubId: products.clubId })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** Drops not closed at `now` (other than `exceptDrop`) that hold one of these products. */
export function openDropsHolding(
  tx: Tx,
  productIds: readonly number[],
  now: Date,
  exceptDrop?: number,
) {
  return tx
    .select({ productId: dropStock.productId, name: drops.name })
    .from(dropStock)
    .innerJoin(drops, eq(drops.id, dropStock.dropId))
    .where(
      and(
        inArray(dropStock.productId, [...productIds]),
        eq(dropStock.size, ''),
        gt(drops.closesAt, now),
        exceptDrop === undefined ? undefined : ne(drops.id, exceptDrop),
      ),
    );
}

/** The sizes each of these products comes in. */
export function sizesOf(tx: Tx, productIds: readonly number[]) {
  return tx
    .select({ productId: productSizes.productId, size: productSizes.size })
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]));
}

export async function insertCounters(
  tx: Tx,
  rows: readonly (typeof dropStock.$inferInsert)[],
): Promise<void> {
  await tx.insert(dropStock).values([...rows]);
}

export async function deleteCounters(tx: Tx, dropId: number): Promise<void> {
  await tx.delete(dropStock).where(eq(dropStock.dropId, dropId));
}

export async function insertDrop(tx: Tx, columns: typeof drops.$inferInsert): Promise<DropRow> {
  const [row] = await tx.insert(drops).values(columns).returning();
  return row!;
}

export async function updateDropRow(
  tx: Tx,
  id: number,
  columns: Partial<typeof drops.$inferInsert>,
): Promise<void> {
  await tx.update(drops).set(columns).where(eq(drops.id, id));
}
