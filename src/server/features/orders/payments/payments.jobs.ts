import type { Database } from '../../../db/client.ts';
import { startPeriodicJob, type PeriodicJob } from '../../../lib/periodic-job.ts';
import { expiredPlacementHolds, paymentsWithExpiredHolds, releaseHolds } from '../stock.ts';
import { releaseCouponUses } from '../coupons/coupon-uses.queries.ts';
import { finalisePayment, type PaymentDeps } from './finalise-payment.ts';
import { stalePendingPayments } from './payments.queries.ts';
import { sendRefund } from './refund-payment.ts';
import { unfinishedRefunds } from './refunds.queries.ts';

type Deps = PaymentDeps;

/** The advisory lock held while reconciling (one server instance at a time). */
const RECONCILE_LOCK = 'payment-reconcile';

/**
 * One reconciliation round: payments still pending after a minute are finalised (covers a lost
 * webhook and a browser that never came back, and a crash between payment and order); holds
 * past their time give their stock back (a payment that completes later still gets its order
 * when the stock is there, else a refund; a placement's hold whose process died before its
 * order was written comes back the same way); refunds not sent yet are sent, and
 * refunds under way are followed until the gateway says completed or failed.
 */
export async function reconcilePayments(
  deps: Deps,
): Promise<{ finalised: number; released: number }> {
  const now = deps.clock();
  let finalised = 0;
  for (const payment of await stalePendingPayments(deps.db, new Date(now.getTime() - 60_000))) {
    const result = await finalisePayment(deps, payment, 'reconcile').catch((err: unknown) => {
      deps.log.error({ err, ref: payment.merchantOrderRef }, 'reconciliation: finalisation failed');
      return { outcome: 'pending' as const };
    });
    if (result.outcome !== 'pending') finalised++;
  }
  let released = 0;
  for (const paymentId of await paymentsWithExpiredHolds(deps.db, now)) {
    // Its coupon use goes back with its stock (a payment completing later takes one again).
    released += await deps.db.transaction(async (tx) => {
      await releaseCouponUses(tx, { paymentId }, now);
      return releaseHolds(tx, { paymentId }, now);
    });
  }
  // Stock held for an order whose process died before writing it (placement/place-order.ts).
  released += await releaseHolds(deps.db, await expiredPlacementHolds(deps.db, now), now);
  // Refunds not sent yet are sent; those under way are asked how they went (a lost refund webhook).
  for (const refund of await unfinishedRefunds(deps.db)) {
    await sendRefund(deps, refund).catch((err: unknown) => {
      deps.log.error({ err, refund: refund.merchantRefundId }, 'reconciliation: refund failed');
    });
  }
  return { finalised, released };
}

export type Reconciler = Pick<PeriodicJob<void>, 'runOnce' | 'stop'>;

/** Runs `reconcilePayments` every `intervalMs` under an advisory lock (skipped when busy). */
export function startPaymentReconciler(
  deps: Deps & { database: Pick<Database, 'tryWithLock'> },
  intervalMs: number,
): Reconciler {
  return startPeriodicJob({
    intervalMs,
    idle: undefined,
    onError: (err) => deps.log.error({ err }, 'payment reconciliation failed'),
    run: async () => {
      await deps.database.tryWithLock(RECONCILE_LOCK, () => reconcilePayments(deps));
    },
  });
}
