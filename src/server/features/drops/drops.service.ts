import { inArray, and, eq } from 'drizzle-orm';
import type { DropsReply, ProductDropReply } from '#shared/contract/drops.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { isSignedIn, type Visitor } from '../../lib/caller.ts';
import { loadProducts, type ProductRecord } from '../catalog/index.ts';
import { toPublicDrop } from './drops.mapper.ts';
import {
  dropsNotClosed,
  governingDrops,
  piecesOfStudent,
  productIdsOf,
  type DropRecord,
} from './drops.queries.ts';

/**
 * What students read about drops (docs/product.md#drops): the drops to come and on now (Home and
 * the shop), and a product's drop (its page). Every reply carries the server's time, from which
 * the page counts down, so a phone with a wrong clock still counts right.
 */

/** The products of the drops (only those on sale, unless `all`), by id. */
export async function productsOf(
  db: Db,
  records: readonly DropRecord[],
  all = false,
): Promise<Map<number, ProductRecord>> {
  const ids = [...new Set(records.flatMap((r) => productIdsOf(r.counters)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(
      all ? inArray(products.id, ids) : and(inArray(products.id, ids), eq(products.active, true)),
    );
  return new Map((await loadProducts(db, rows)).map((p) => [p.id, p]));
}

/** drops: upcoming and live drops that still have a product on sale, soonest first. */
export async function openDrops({
  db,
  clock,
}: Pick<AppDeps, 'db' | 'clock'>): Promise<Omit<DropsReply, 'status'>> {
  const now = clock();
  const records = await dropsNotClosed(db, now);
  const onSale = await productsOf(db, records);
  const drops = records
    .map((r) => toPublicDrop(r, onSale, now))
    .filter((d) => d.products.length > 0);
  return { serverNow: now.getTime(), drops };
}

/** drops/product/{productId}: the product's drop (upcoming, live or closed) or null. */
export async function dropOfProduct(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  caller: Visitor,
  productId: number,
): Promise<Omit<ProductDropReply, 'status'>> {
  const now = clock();
  const record = (await governingDrops(db, [productId])).get(productId);
  if (!record) return { serverNow: now.getTime(), drop: null };
  const drop = toPublicDrop(record, await productsOf(db, [record]), now);
  // Only the asked-for product: a drop page for the other products is not this page's business.
  drop.products = drop.products.filter((p) => p.productId === productId);
  if (drop.products.length === 0) return { serverNow: now.getTime(), drop: null };
  const mine = isSignedIn(caller)
    ? await piecesOfStudent(db, caller.userId, record.drop.id, productId)
    : undefined;
  return { serverNow: now.getTime(), drop, ...(mine === undefined ? {} : { mine }) };
}
