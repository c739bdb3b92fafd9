import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** The names of the products of `ids` that are on sale (the others are unknown or off sale). */
export async function namesOnSale(tx: Tx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
