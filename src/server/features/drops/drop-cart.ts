import { DropRefusal } from './drop-fast-answers.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refuseNonMember, type DropBuyer } from './drop-members.service.ts';
import { refuseUnlessLive } from './drop-sale.ts';
import { dropById, governingDrops, type DropRecord } from './drops.queries.ts';

/**
 * The drop a cart change is a pre-order in, or undefined for a stock product. A drop id sent
 * by the client must be the product's drop (DROP_NOT_FOUND, DROP_PRODUCT_NOT_IN_DROP); the drop
 * must be live at the server's `now` (DROP_NOT_OPEN, DROP_CLOSED), and the buyer one of its
 * members (DROP_MEMBERS_ONLY; a link-only drop without its secret DROP_NOT_FOUND); an addition
 * with the link's secret (`buyer.key`) keeps the account as the drop's member. The student's pieces in it
 * are read by the cart along with its own facts, in one query, from drops' `drop_pieces` view
 * (db/schema/drop-views.ts).
 */
export async function liveDropFor(
  db: Db,
  productId: number,
  now: Date,
  claimedDropId?: number,
  buyer?: DropBuyer,
): Promise<DropRecord | undefined> {
  const record = (await governingDrops(db, [productId])).get(productId);
  if (claimedDropId !== undefined && record?.drop.id !== claimedDropId) {
    if (!(await dropById(db, claimedDropId))) throw new DomainError('DROP_NOT_FOUND');
    throw new DomainError('DROP_PRODUCT_NOT_IN_DROP');
  }
  if (!record) return undefined;
  if (buyer) await refuseNonMember(db, record.drop, buyer, buyer.key !== undefined);
  try {
    refuseUnlessLive(record, now);
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== 'DROP_NOT_OPEN') throw err;
    throw new DropRefusal(err, { kind: 'not-open', productId, record });
  }
  return record;
}
