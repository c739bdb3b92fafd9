import type { OrderLine } from '../../db/checkout-snapshot.ts';
import type { Db, Tx } from '../../db/client.ts';
import { dropStockBack } from '../drops/index.ts';
import { demandBySize, dropCapReached, soldOut } from './stock-demand.ts';
import {
  consumingHolds,
  dropLeft,
  holdDropCounter,
  holdSize,
  insertHolds,
  releaseHolds as releaseHoldRows,
  sizeQuantity,
  takeFromDropCounter,
  takeFromSize,
  type HoldsOf,
} from './stock.queries.ts';

/**
 * Where an order gets its stock (ADR 013). Stock never goes below zero, even with many buyers on
 * several server processes: every change is one conditional update per size, quantities of the
 * same size summed first (stock-demand.ts). The words, one each:
 * - take: decrement the sizes inside the order's (or payment's) transaction, no record;
 * - hold: decrement them before that transaction and record a `stock_holds` row per size;
 * - attach: give a placement's holds to the payment they were taken for;
 * - consume: a hold's stock is sold (the order is written);
 * - release: a hold's stock goes back to its size (failed payment, unused or expired hold; the
 *   reconciliation job releases a crashed process's holds too).
 * Holds are named by their ids (a placement's) or by their payment (`HoldsOf`). A pre-order's
 * line takes from its drop's counter (`drop_stock.taken`, under its cap) instead of the size's
 * stock, with the same words and the same holds (ADR 019). The statements are stock.queries.ts.
 */

export { refuseShortStock, sameDemand } from './stock-demand.ts';
export {
  attachHolds,
  consumingHolds,
  expiredPlacementHolds,
  holdSize,
  paymentsWithExpiredHolds,
  restockSize,
  takeFromProductSize,
  type HoldsOf,
} from './stock.queries.ts';

/**
 * Gives back the stock of the holds still held (stock.queries.ts) and, when any were, clears the
 * instances' sold-out marks of the drops (docs/decisions/027): a released hold may be a drop's
 * last pieces coming back. Inside a transaction too; the marks' quiet time covers its commit.
 */
export async function releaseHolds(db: Db, holds: HoldsOf, at: Date): Promise<number> {
  const released = await releaseHoldRows(db, holds, at);
  if (released > 0) dropStockBack('in-transaction');
  return released;
}

/**
 * Takes the stock of every line or none (throws OUT_OF_STOCK naming the first short size). Each
 * size's row stays locked until the transaction ends, and every buyer of that size waits for it:
 * call this last, after the transaction's other writes, so the lock is held for this and the
 * commit only.
 */
export async function takeStock(tx: Tx, lines: readonly OrderLine[]): Promise<void> {
  for (const d of demandBySize(lines)) {
    if (d.dropStockId !== undefined) {
      if (!(await takeFromDropCounter(tx, d.dropStockId, d.quantity))) {
        throw dropCapReached(d, await dropLeft(tx, d.dropStockId));
      }
      continue;
    }
    if (!(await takeFromSize(tx, d.sizeId, d.quantity))) {
      throw soldOut(d, await sizeQuantity(tx, d.sizeId));
    }
  }
}

/**
 * Holds the stock of every line, or none (throws OUT_OF_STOCK naming the first short size),
 * before the order or payment is written. Each size is taken and recorded by one statement that
 * commits on its own: a size's row is locked inside the database only, never across a round trip
 * or the order's writes, so buyers of one size do not queue behind each other's orders. The
 * holds have no payment yet; returns their ids for `consumeHolds`, `attachHolds`, `releaseHolds`.
 */
export async function holdStock(
  db: Db,
  lines: readonly OrderLine[],
  expiresAt: Date,
): Promise<number[]> {
  const holdIds: number[] = [];
  for (const d of demandBySize(lines)) {
    const held =
      d.dropStockId !== undefined
        ? await holdDropCounter(db, d.dropStockId, d.quantity, expiresAt)
        : await holdSize(db, d, expiresAt);
    if (held !== undefined) {
      holdIds.push(held);
      continue;
    }
    if (holdIds.length > 0) await releaseHolds(db, holdIds, new Date());
    if (d.dropStockId !== undefined) throw dropCapReached(d, await dropLeft(db, d.dropStockId));
    // One unit short means none left; for more, say how many there are.
    const left = d.quantity > 1 ? await sizeQuantity(db, d.sizeId) : 0;
    throw soldOut(d, left);
  }
  return holdIds;
}

/**
 * Holds the stock of a payment inside its transaction (the payment's row is written first). A
 * new payment uses `holdStock` then `attachHolds`, which keeps the size's row lock out of the
 * transaction; this is for the rare path where the payment is decided under the cart lock.
 */
export async function holdStockForPayment(
  tx: Tx,
  paymentId: number,
  lines: readonly OrderLine[],
  expiresAt: Date,
) {
  await insertHolds(
    tx,
    demandBySize(lines).map((d) => ({
      paymentId,
      ...(d.dropStockId === undefined
        ? { productSizeId: d.sizeId }
        : { dropStockId: d.dropStockId }),
      quantity: d.quantity,
      expiresAt,
    })),
  );
  // Last: the sizes' rows stay locked from here to the commit (see takeStock).
  await takeStock(tx, lines);
}

/**
 * Marks held stock as sold, in the order's transaction. For a placement's holds: false when any
 * of them is not held (expired and given back), and the caller must then not write the
 * order. For a payment's: false when none is held (released or never taken).
 */
export async function consumeHolds(tx: Tx, holds: HoldsOf, at: Date): Promise<boolean> {
  return allConsumed(holds, (await consumingHolds(tx, holds, at)).length);
}

/** Whether `consumed` rows of `consumingHolds` mean the holds were consumed (`consumeHolds`). */
export const allConsumed = (holds: HoldsOf, consumed: number) =>
  'paymentId' in holds ? consumed > 0 : consumed === holds.length;
