import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refuseUnlessLive } from './drop-sale.ts';
import { dropById, governingDrops, piecesOfStudent, type DropRecord } from './drops.queries.ts';

/** A product the cart is adding as a pre-order, and what the student already has in its drop. */
export interface DropForCart {
  record: DropRecord;
  /** Pieces ordered, or held by the student's payments in progress. */
  already: number;
}

/**
 * The drop a cart addition is a pre-order in, or undefined for a stock product. A drop id sent
 * by the client must be the product's drop (DROP_NOT_FOUND, DROP_PRODUCT_NOT_IN_DROP); the drop
 * must be live at the server's `now` (DROP_NOT_OPEN, DROP_CLOSED).
 */
export async function dropForCart(
  db: Db,
  userId: number,
  productId: number,
  now: Date,
  claimedDropId?: number,
): Promise<DropForCart | undefined> {
  const record = (await governingDrops(db, [productId])).get(productId);
  if (claimedDropId !== undefined && record?.drop.id !== claimedDropId) {
    if (!(await dropById(db, claimedDropId))) throw new DomainError('DROP_NOT_FOUND');
    throw new DomainError('DROP_PRODUCT_NOT_IN_DROP');
  }
  if (!record) return undefined;
  refuseUnlessLive(record, now);
  return { record, already: await piecesOfStudent(db, userId, record.drop.id, productId) };
}
