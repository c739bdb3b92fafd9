import { formatPaise } from '#shared/rules/money.ts';
import type { Tx } from '../../../db/client.ts';
import { transactionWithLock } from '../../../db/locks.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Payment, Refund } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { GatewayError, type GatewayPayment } from '../../../adapters/payments/payment-gateway.ts';
import { sendOrderMails } from '../../../adapters/mail/outbox.ts';
import { releaseHolds } from '../stock.ts';
import { releaseCouponUses } from '../coupons/coupon-uses.queries.ts';
import { placeFromPayment, type UnplacedReason } from '../placement/paid-order.ts';
import { closePayment, paymentById, paymentByRef, recordPaymentEvent } from './payments.queries.ts';
import { refundsOfPayment, requestRefund, sendRefund } from './refund-payment.ts';

/**
 * Finalising an online payment (docs/product.md#payment-return, ADR 009). One finalisation,
 * called by the browser's return, the gateway's webhook and the reconciliation job, asks the
 * gateway how the payment went and, under a per-payment lock, places the order exactly once,
 * releases the hold, or refunds a payment that completed after its stock was gone. The order
 * itself is placement's to write (`placeFromPayment`); this file writes the payment and its
 * refund. The gateway's answer is the only truth: webhook bodies only say "ask now".
 */

export type PaymentDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'pins'
>;

export type Finalised =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'already'; orderId: number }
  | { outcome: 'pending' }
  | { outcome: 'failed' }
  | { outcome: 'refunded'; payment: Payment; refund: Refund };

type Source = 'return' | 'webhook' | 'reconcile';

type Settled = Finalised & { mailIds?: number[] };

/** Decides under the payment's lock; the gateway's report was fetched just before. */
async function settle(
  deps: PaymentDeps,
  tx: Tx,
  payment: Payment,
  report: GatewayPayment,
): Promise<Settled> {
  const now = deps.clock();
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  if (payment.state === 'completed') {
    // Completed without an order: it was refunded (the ledger holds why and how much).
    const [refund] = await refundsOfPayment(tx, payment.id);
    if (refund) return { outcome: 'refunded', payment, refund };
  }
  const close = (state: 'failed' | 'completed', note: string, extra: Partial<Payment> = {}) =>
    closePayment(tx, payment.id, { state, note, updatedAt: now, ...extra });
  /** Paid, but no order: every paisa the gateway charged goes back, with the reason. */
  const refundAll = async (reason: UnplacedReason | 'amount-mismatch', note: string) => {
    const paid = await close('completed', note, {
      providerTransactionId: transactionId,
      chargedPaise: report.amountPaise,
    });
    const refund = await requestRefund(
      tx,
      paid,
      { key: 'unplaced', amountPaise: report.amountPaise, reason },
      now,
    );
    return { outcome: 'refunded' as const, payment: paid, refund };
  };

  if (report.state === 'PENDING') return { outcome: 'pending' };
  if (report.state === 'FAILED') {
    await releaseHolds(tx, { paymentId: payment.id }, now);
    await releaseCouponUses(tx, { paymentId: payment.id }, now);
    if (payment.state === 'pending') await close('failed', 'The payment failed or expired');
    return { outcome: 'failed' };
  }
  // COMPLETED. A charge of any other amount than the order's is never accepted: what the gateway
  // charged is refunded, exactly (docs/product.md#refunds). A checkout frozen before coupons and
  // free delivery existed has neither figure.
  const snapshot = {
    ...payment.checkout,
    totals: { discount: 0, freeDeliveryGap: null, ...payment.checkout.totals },
  };
  const transactionId = report.transactionId ?? payment.merchantOrderRef;
  if (report.amountPaise !== payment.amountPaise) {
    await releaseHolds(tx, { paymentId: payment.id }, now);
    await releaseCouponUses(tx, { paymentId: payment.id }, now);
    return refundAll(
      'amount-mismatch',
      `Charged ${formatPaise(report.amountPaise)} for an order of ${formatPaise(payment.amountPaise)}: refunded`,
    );
  }
  const placed = await placeFromPayment(
    deps,
    tx,
    {
      paymentId: payment.id,
      userId: payment.userId,
      merchantOrderRef: payment.merchantOrderRef,
      transactionId,
      checkout: snapshot,
    },
    now,
    async (orderId, note) => {
      await close('completed', note, {
        providerTransactionId: transactionId,
        chargedPaise: report.amountPaise,
        orderId,
      });
    },
  );
  if (placed.outcome === 'refused') return refundAll(placed.reason, placed.note);
  return placed;
}

/**
 * The one finalisation, of the payment row its caller read (each caller reads it once, for its
 * own check); the row is read again only under the payment's lock, where the decision is made.
 * Idempotent: any number of calls from any source, in any order, make at most one order per
 * payment, and a payment never goes back from completed to failed.
 */
export async function finalisePayment(
  deps: PaymentDeps,
  payment: Payment,
  source: Source,
): Promise<Finalised> {
  const ref = payment.merchantOrderRef;
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  let report: GatewayPayment;
  try {
    report = await deps.payments.paymentStatus(ref);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { err, ref, source },
      'payment status unknown for now (the reconciliation job retries)',
    );
    return { outcome: 'pending' };
  }
  await recordPaymentEvent(deps.db, payment.id, source, report);
  // (A placed order's last statement carries the commit: placement's `finishOrderAndCommit`.)
  const result = await transactionWithLock(deps.db, `payment:${ref}`, async (tx) => {
    const fresh = await paymentById(tx, payment.id);
    return settle(deps, tx, fresh!, report);
  });
  const { mailIds, ...finalised } = result;
  if (mailIds) await sendOrderMails(deps, mailIds);
  if (finalised.outcome === 'refunded') await sendRefund(deps, finalised.refund);
  return finalised;
}

/** payment/order/validate: the caller's own payment only (another's reads as not found). */
export async function validatePayment(
  deps: PaymentDeps,
  caller: Caller,
  { ref }: { ref: string },
): Promise<Finalised> {
  const payment = await paymentByRef(deps.db, ref);
  if (!payment || payment.userId !== caller.userId) throw new DomainError('PAYMENT_NOT_FOUND');
  return finalisePayment(deps, payment, 'return');
}
