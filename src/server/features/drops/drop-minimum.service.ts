import type { DropMinimum } from '#shared/contract/drops.ts';
import type { AppDeps } from '../../deps.ts';
import { forgetDropReads } from './drops.service.ts';
import { toDropMinimum } from './drops.mapper.ts';
import {
  dropsToSettle,
  ordersWithLiveItems,
  pieceCounts,
  piecesStillHeld,
  recordOutcome,
  recordSettled,
} from './drop-minimum.queries.ts';
import { dropById } from './drops.queries.ts';

/**
 * A drop's print minimum at its close (docs/product.md#print-minimums). Once no online payment
 * holds a piece of it (a payment in progress at the close may still become an order, ADR 019),
 * the pieces ordered are counted and the outcome recorded once: reached, and the drop goes on to
 * its print run; missed, and every pre-order of it is cancelled through the orders area (ADR 021)
 * with every online payment refunded in full. Each order is its own transaction, so a crash
 * mid-way resumes with the orders left at the next round; the drop is settled when none is left.
 */

/**
 * How the orders area cancels one order's pre-orders of a missed drop (orders'
 * `cancelDropPreOrders`, bound by main.ts: drops does not import orders). Answers items cancelled.
 */
export type CancelDropOrder = (
  orderId: number,
  change: { dropId: number; reason: string; at: Date },
) => Promise<number>;

/** Reached: every product's minimum (kind `product`) or the drop's pieces (kind `total`). */
export function minimumReached(minimum: DropMinimum): boolean {
  if (minimum.kind === 'total') return minimum.ordered >= (minimum.pieces ?? 0);
  return minimum.products.every((p) => p.ordered >= (p.minimum ?? 0));
}

/** Why its pre-orders were cancelled, as the student's order page and mail say it. */
export const missedReason = (dropName: string) =>
  `${dropName} did not reach its minimum, so it is not printed`;

/** One round: decides the drops that closed, cancels the missed ones' orders. Answers drops settled. */
export async function settleMinimums(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  cancel: CancelDropOrder,
): Promise<number> {
  let settled = 0;
  for (const id of await dropsToSettle(deps.db, deps.clock())) {
    const record = await dropById(deps.db, id);
    if (!record) continue;
    const now = deps.clock();
    let outcome = record.drop.minimumOutcome;
    if (outcome === null) {
      if ((await piecesStillHeld(deps.db, id)) > 0) continue;
      const counts = (await pieceCounts(deps.db, [id])).get(id);
      const minimum = toDropMinimum(record, counts);
      if (!minimum) continue;
      outcome = minimumReached(minimum) ? 'reached' : 'missed';
      const row = await recordOutcome(deps.db, id, outcome, now);
      forgetDropReads(deps.db);
      deps.log.info(
        { drop: id, outcome, ordered: minimum.ordered, decided: Boolean(row) },
        'drops: print minimum decided',
      );
      if (outcome === 'reached') {
        settled++;
        continue;
      }
    }
    const reason = missedReason(record.drop.name);
    for (const orderId of await ordersWithLiveItems(deps.db, id)) {
      await cancel(orderId, { dropId: id, reason, at: now });
    }
    if ((await ordersWithLiveItems(deps.db, id)).length === 0) {
      await recordSettled(deps.db, id, now);
      settled++;
    }
  }
  return settled;
}
