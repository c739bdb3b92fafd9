import type { ProductDrop } from '#shared/contract/catalog.ts';
import { dropState } from '#shared/rules/drops.ts';
import type { Db } from '../../db/client.ts';
import { holdsLink } from './drop-members.service.ts';
import { governingDrops } from './drops.queries.ts';

/**
 * The drop each product's card names (docs/product.md#drops): its governing drop while upcoming or
 * live, and once closed until it is sent to print ("Pre-orders closed"); after that the product
 * is an ordinary one again. Only names, times and the state at `now`: no counters, so a
 * pre-order never changes a card (nor the catalogue's cached replies and pages).
 */
export async function productDropMarks(
  db: Db,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, ProductDrop>> {
  const marks = new Map<number, ProductDrop>();
  for (const [productId, { drop }] of await governingDrops(db, productIds)) {
    const times = { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() };
    const state = dropState(times, now.getTime());
    if (state === 'closed' && drop.sentToPrintAt) continue;
    marks.set(productId, {
      id: drop.id,
      name: drop.name,
      state,
      ...times,
      readyBy: drop.readyBy,
      ...(drop.minimumOutcome === 'missed' ? { minimumMissed: true } : {}),
    });
  }
  return marks;
}

/** When the first of these marks changes state on its own (Infinity: none will). */
export const nextDropTurn = (marks: Iterable<ProductDrop>): number =>
  Math.min(
    Infinity,
    ...[...marks].map((m) =>
      m.state === 'upcoming' ? m.opensAt : m.state === 'live' ? m.closesAt : Infinity,
    ),
  );

/**
 * Products of a link-only drop not yet sent to print: the shop's list, its search and the
 * sitemap leave them out, so only those with the link find them (docs/product.md#members-only-drops).
 */
export async function unlistedProducts(
  db: Db,
  productIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const hidden = new Set<number>();
  for (const [productId, { drop }] of await governingDrops(db, productIds)) {
    if (drop.audience === 'link' && !drop.sentToPrintAt) hidden.add(productId);
  }
  return hidden;
}

/** Whether `key` is the secret of the link-only drop that governs the product. */
export async function opensWithLink(db: Db, productId: number, key: string): Promise<boolean> {
  const record = (await governingDrops(db, [productId])).get(productId);
  return !!record && holdsLink(record.drop, key);
}
