import type { AdminDrop, DropMinimum, PublicDrop, StripDrop } from '#shared/contract/drops.ts';
import { dropState, epochToIstLocal } from '#shared/rules/drops.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { ProductRecord } from '../catalog/index.ts';
import { productCounter, productIdsOf, takenByProduct, type DropRecord } from './drops.queries.ts';
import type { PieceCount } from './drop-minimum.queries.ts';

/** A drop's pieces per product as counted (`pieceCounts`); absent: none counted. */
export type DropCounts = ReadonlyMap<number, PieceCount> | undefined;

/** The drop's minimum with its progress (docs/product.md#print-minimums); undefined for none. */
export function toDropMinimum({ drop, counters }: DropRecord, counts: DropCounts) {
  if (drop.minimumKind === 'none') return undefined;
  const products = productIdsOf(counters).map((productId) => ({
    productId,
    minimum:
      drop.minimumKind === 'product'
        ? (productCounter(counters, productId)?.minimum ?? null)
        : null,
    ordered: counts?.get(productId)?.ordered ?? 0,
    payingNow: counts?.get(productId)?.payingNow ?? 0,
  }));
  const minimum: DropMinimum = {
    kind: drop.minimumKind,
    pieces: drop.minimumKind === 'total' ? drop.minimumPieces : null,
    ordered: products.reduce((sum, p) => sum + p.ordered, 0),
    payingNow: products.reduce((sum, p) => sum + p.payingNow, 0),
    products,
    outcome: drop.minimumOutcome,
  };
  return minimum;
}

/** What the drops strip draws of a drop (StripDrop): its terms and products, no counters. */
export function toStripDrop(drop: PublicDrop): StripDrop {
  const { id, name, state, opensAt, closesAt, readyBy, club } = drop;
  const products = drop.products.map(({ productId, name, details, image }) => ({
    productId,
    name,
    details,
    image,
  }));
  return { id, name, state, opensAt, closesAt, readyBy, ...(club ? { club } : {}), products };
}

/** A drop as students see it, with its products as they are on sale now (money in rupees). */
export function toPublicDrop(
  { drop, counters }: DropRecord,
  products: ReadonlyMap<number, ProductRecord>,
  now: Date,
  counts?: DropCounts,
): PublicDrop {
  // A club's drop sells its own products, which carry the club (catalog's ProductRecord).
  const club =
    drop.clubId === null
      ? undefined
      : productIdsOf(counters)
          .map((id) => products.get(id)?.club)
          .find((c) => c?.id === drop.clubId);
  const minimum = toDropMinimum({ drop, counters }, counts);
  return {
    ...(minimum ? { minimum } : {}),
    ...(drop.extendedFrom ? { extendedFrom: drop.extendedFrom.getTime() } : {}),
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
    ...(club ? { club: { slug: club.slug, name: club.name } } : {}),
  };
}

/** The admin's view: the student view, the form's values and what was taken so far. */
export function toAdminDrop(
  record: DropRecord,
  products: ReadonlyMap<number, ProductRecord>,
  now: Date,
  counts?: DropCounts,
  members = 0,
): AdminDrop {
  const { drop, counters } = record;
  return {
    ...toPublicDrop(record, products, now, counts),
    version: drop.version,
    capKind: drop.capKind,
    opensAtIst: epochToIstLocal(drop.opensAt.getTime()),
    closesAtIst: epochToIstLocal(drop.closesAt.getTime()),
    taken: takenByProduct(counters),
    sizeCaps: counters.flatMap((c) =>
      c.size !== '' && c.cap !== null ? [{ productId: c.productId, size: c.size, cap: c.cap }] : [],
    ),
    ...(drop.clubId !== null ? { clubId: drop.clubId, draft: drop.draft } : {}),
    audience: drop.audience,
    memberDomain: drop.memberDomain,
    linkKey: drop.audience === 'link' ? drop.linkToken : null,
    members,
    sentToPrintAt: drop.sentToPrintAt?.getTime() ?? null,
  };
}
