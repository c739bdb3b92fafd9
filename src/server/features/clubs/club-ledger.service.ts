import { clubShareOf } from '#shared/rules/clubs.ts';
import type { Tx } from '../../db/client.ts';
import type { ClubReversalCause } from '../../db/schema/index.ts';
import { insertReversal, reversedOfItem, saleOfItem } from './club-ledger.queries.ts';

/**
 * The club ledger (ADR 023, docs/product.md#a-clubs-money): the orders area calls these in the
 * transaction that places an order or decides a refund, so a sale and its share, or a refund and
 * the share it takes back, are recorded exactly when the money moves, or not at all. A sale and
 * its share are recorded at placement by the database function `shop_finish_order` (ADR 026).
 */

/**
 * A refund of an item (nothing for the shop's own products): the ledger takes back the share of
 * the refunded paise at the sale's recorded rate. The club keeps exactly `clubShareOf` of what is
 * left of the sale after every refund (the share before less the share after), so refunds in
 * parts round no differently from one refund of the whole. At most what is left of the sale is
 * reversed. Callers hold the order's lock, so two refunds of one item never interleave.
 */
export async function reverseClubShare(
  tx: Tx,
  refund: {
    orderItemId: number;
    amountPaise: number;
    cause: ClubReversalCause;
    at: Date;
    /** Pieces cancelled; none for a damaged item's refund. */
    quantity?: number;
  },
): Promise<void> {
  if (refund.amountPaise <= 0) return;
  const found = await saleOfItem(tx, refund.orderItemId);
  if (!found) return;
  const { sale, reversedPaise } = found;
  const before = sale.amountPaise - reversedPaise;
  const amountPaise = Math.min(refund.amountPaise, before);
  if (amountPaise <= 0) return;
  const rate = sale.shareBasisPoints;
  await insertReversal(tx, {
    sale,
    orderItemId: refund.orderItemId,
    cause: refund.cause,
    quantity: refund.quantity ?? 0,
    amountPaise,
    sharePaise: clubShareOf(before, rate) - clubShareOf(before - amountPaise, rate),
    at: refund.at,
  });
}

/**
 * A cancel of an item: what it was charged, less what of this item a refund took back already,
 * is reversed (a cash order's cancelled piece is never paid; an online one is refunded).
 */
export async function reverseCancelledItem(
  tx: Tx,
  item: { id: number; quantity: number; chargedPaise: number },
  at: Date,
): Promise<void> {
  const left = item.chargedPaise - (await reversedOfItem(tx, item.id));
  await reverseClubShare(tx, {
    orderItemId: item.id,
    amountPaise: left,
    cause: 'cancelled',
    quantity: item.quantity,
    at,
  });
}
