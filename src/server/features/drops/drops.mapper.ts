import type { AdminDrop, PublicDrop } from '#shared/contract/drops.ts';
import { dropState, epochToIstLocal } from '#shared/rules/drops.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { ProductRecord } from '../catalog/index.ts';
import { productCounter, productIdsOf, takenByProduct, type DropRecord } from './drops.queries.ts';

/** A drop as students see it, with its products as they are on sale now (money in rupees). */
export function toPublicDrop(
  { drop, counters }: DropRecord,
  products: ReadonlyMap<number, ProductRecord>,
  now: Date,
): PublicDrop {
  return {
    id: drop.id,
    name: drop.name,
    state: dropState(
      { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
      now.getTime(),
    ),
    opensAt: drop.opensAt.getTime(),
    closesAt: drop.closesAt.getTime(),
    readyBy: drop.readyBy,
    perStudentLimit: drop.perStudentLimit,
    namesTaken: drop.namesTaken,
    numbersTaken: drop.numbersTaken,
    numbersUnique: drop.numbersUnique,
    cashAllowed: drop.cashAllowed,
    products: productIdsOf(counters).flatMap((productId) => {
      const product = products.get(productId);
      if (!product) return [];
      const own = productCounter(counters, productId);
      const left = (c: { cap: number | null; taken: number } | undefined) =>
        c?.cap == null ? null : Math.max(0, c.cap - c.taken);
      const sizes = product.sizes
        .map((s) => s.size)
        .flatMap((size: Size) => {
          const sized = counters.find((c) => c.productId === productId && c.size === size);
          if (drop.capKind === 'size') return sized ? [{ size, left: left(sized) }] : [];
          return [{ size, left: left(own) }];
        })
        .sort(bySizeOrder);
      return [
        {
          productId,
          name: product.name,
          details: product.details,
          image: product.imageUrls[0] ?? '',
          price: paiseToRupees(product.pricePaise),
          cap: own?.cap ?? null,
          left: left(own),
          sizes,
        },
      ];
    }),
  };
}

/** The admin's view: the student view, the form's values and what was taken so far. */
export function toAdminDrop(
  record: DropRecord,
  products: ReadonlyMap<number, ProductRecord>,
  now: Date,
): AdminDrop {
  const { drop, counters } = record;
  return {
    ...toPublicDrop(record, products, now),
    version: drop.version,
    capKind: drop.capKind,
    opensAtIst: epochToIstLocal(drop.opensAt.getTime()),
    closesAtIst: epochToIstLocal(drop.closesAt.getTime()),
    taken: takenByProduct(counters),
    sizeCaps: counters.flatMap((c) =>
      c.size !== '' && c.cap !== null ? [{ productId: c.productId, size: c.size, cap: c.cap }] : [],
    ),
  };
}
