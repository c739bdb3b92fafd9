import type { DropLine } from '#shared/contract/drop-line.ts';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import { productIdsOf, type DropRecord } from './drops.queries.ts';

/**
 * What is left of each of the drop's products for the line's page (docs/product.md#the-line-at-a-
 * drops-opening): the product's cap less what was taken, and each capped size's; `soldOut` when
 * nothing can be bought any more (a drop without caps never sells out).
 */
export function lineStock({ drop, counters }: DropRecord): Pick<DropLine, 'soldOut' | 'stock'> {
  const left = (c: { cap: number | null; taken: number }) =>
    c.cap === null ? null : Math.max(0, c.cap - c.taken);
  const stock = productIdsOf(counters).map((productId) => {
    const own = counters.find((c) => c.productId === productId && c.size === '');
    const sizes =
      drop.capKind === 'size'
        ? counters
            .filter((c) => c.productId === productId && c.size !== '')
            .map((c) => ({ size: c.size as Size, left: left(c) }))
            .sort(bySizeOrder)
        : [];
    return { productId, left: own ? left(own) : null, sizes };
  });
  const gone = (p: (typeof stock)[number]) =>
    p.left === 0 || (p.sizes.length > 0 && p.sizes.every((s) => s.left === 0));
  return { soldOut: stock.length > 0 && stock.every(gone), stock };
}
