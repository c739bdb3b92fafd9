import type { Size } from '#shared/rules/sizes.ts';
import { dropState, type DropState } from '#shared/rules/drops.ts';
import type { Db } from '../../db/client.ts';
import { membersOnlyNote } from './drop-members.service.ts';
import { governingDrops, piecesOfStudentIn, type DropRecord } from './drops.queries.ts';

/**
 * What the cart and the checkout show of a product's drop before anything is placed
 * (docs/product.md#drops): the pre-order label (drop, ready day), whether it takes cash, and
 * what the student may still pre-order of it. Placement checks the same rules again, exactly
 * (drop-sale.ts, ADR 019).
 */
export interface ProductPreOrder {
  dropId: number;
  dropName: string;
  /** The drop's expected ready day, `YYYY-MM-DD`. */
  readyBy: string;
  cashAllowed: boolean;
  state: DropState;
  perStudentLimit: number;
  /** Pieces of the product the student already has in the drop (ordered, or held by a payment). */
  already: number;
  /**
   * What the drop's cap has left for a size of the product, and whether that counter is the
   * size's own (else the product's, shared by its sizes); null when nothing caps it.
   */
  capFor: (size: Size) => { left: number; ownSize: boolean } | null;
  /** The student may not pre-order from this members-only drop: why. */
  membersOnly?: string;
}

/** The pre-order terms of the products that are in a drop, by product id (others absent). */
export async function preOrdersOfProducts(
  db: Db,
  userId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, ProductPreOrder>> {
  const byProduct = await governingDrops(db, productIds);
  const found = new Map<number, ProductPreOrder>();
  if (byProduct.size === 0) return found;
  const dropIds = [...new Set([...byProduct.values()].map((r) => r.drop.id))];
  const pieces = await piecesOfStudentIn(db, userId, dropIds);
  const notes = new Map<number, string | undefined>();
  for (const [productId, record] of byProduct) {
    const already = pieces.get(`${record.drop.id}:${productId}`) ?? 0;
    if (!notes.has(record.drop.id)) {
      notes.set(record.drop.id, await membersOnlyNote(db, record.drop, { userId }));
    }
    const membersOnly = notes.get(record.drop.id);
    const terms = preOrderTermsOf(record, productId, already, now);
    found.set(productId, membersOnly ? { ...terms, membersOnly } : terms);
  }
  return found;
}

/** A product's terms in a drop already read, with the student's pieces of it in that drop. */
export function preOrderTermsOf(
  record: DropRecord,
  productId: number,
  already: number,
  now: Date,
): ProductPreOrder {
  const { drop } = record;
  return {
    dropId: drop.id,
    dropName: drop.name,
    readyBy: drop.readyBy,
    cashAllowed: drop.cashAllowed,
    state: dropState(
      { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
      now.getTime(),
    ),
    perStudentLimit: drop.perStudentLimit,
    already,
    capFor: (size) => capOf(record, productId, size),
  };
}

/** The counter a size's pre-orders take from (as `counterFor`), and what its cap has left. */
function capOf(record: DropRecord, productId: number, size: Size) {
  const { counters, drop } = record;
  const own = counters.find((c) => c.productId === productId && c.size === size);
  const counter =
    own ??
    (drop.capKind === 'size'
      ? undefined
      : counters.find((c) => c.productId === productId && c.size === ''));
  // A size a size-capped drop does not sell: nothing left of it.
  if (!counter) return { left: 0, ownSize: true };
  if (counter.cap === null) return null;
  return { left: Math.max(0, counter.cap - counter.taken), ownSize: counter.size !== '' };
}
