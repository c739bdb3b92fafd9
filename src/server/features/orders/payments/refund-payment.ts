import { formatPaise } from '#shared/rules/money.ts';
import type { Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Payment, Refund, RefundReason } from '../../../db/schema/index.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { Outcome } from '../../../lib/replies.ts';
import { GatewayError } from '../../../adapters/payments/payment-gateway.ts';
import { sendRefundMails } from './payments.mails.ts';
import { paymentById, paymentByRef, recordPaymentEvent } from './payments.queries.ts';
import {
  insertRefund,
  recordRefundState,
  refundByKey,
  refundedPaise,
  refundsOfPayment,
  updateRefund,
} from './refunds.queries.ts';

// A payment's refunds and what they add up to, for cancels, remedies and the admin's order page.
export { refundedPaise, refundsOfPayment };

/**
 * Giving a payment's money back (ADR 013: the money side of a cancellation or refund goes here;
 * the stock side is ../stock.ts), as a ledger (docs/product.md#refunds): every refund is a row,
 * asked for inside the transaction that decides it (`requestRefund`, under the payment's lock) and
 * sent to the gateway after that transaction commits (`sendRefund`). The gateway's webhooks and the
 * reconciliation job follow a refund until the gateway says completed or failed.
 */

type RefundDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments'>;

export interface RefundRequest {
  /** Unique per payment: asking again with the same key finds the same refund. */
  key: string;
  amountPaise: number;
  reason: RefundReason;
  orderItemId?: number | undefined;
  requestedBy?: number | undefined;
  note?: string | undefined;
}

/**
 * Writes a refund of a completed payment, once per `key`; the caller holds the payment's lock
 * (`payment:{ref}`), so two requests cannot both fit in what is left. Refused when the amount is
 * more than what the payment charged less what was refunded: REFUND_TOO_LARGE, nothing written.
 */
export async function requestRefund(
  tx: Tx,
  payment: Payment,
  request: RefundRequest,
  now: Date,
): Promise<Refund> {
  const earlier = await refundByKey(tx, payment.id, request.key);
  if (earlier && earlier.state !== 'failed') return earlier;
  const charged = payment.chargedPaise ?? 0;
  const left = charged - (await refundedPaise(tx, payment.id));
  if (
    !Number.isInteger(request.amountPaise) ||
    request.amountPaise <= 0 ||
    request.amountPaise > left
  ) {
    throw new DomainError(
      'REFUND_TOO_LARGE',
      `Only ${formatPaise(Math.max(0, left))} of this payment can still be refunded.`,
    );
  }
  const values = {
    amountPaise: request.amountPaise,
    reason: request.reason,
    orderItemId: request.orderItemId ?? null,
    requestedBy: request.requestedBy ?? null,
    note: request.note ?? '',
    updatedAt: now,
  };
  if (earlier) {
    // A failed refund asked for again: a new gateway id, since the gateway keeps the failed one.
    const attempt = Number(/-(\d+)$/.exec(earlier.merchantRefundId)?.[1] ?? '1') + 1;
    return updateRefund(tx, earlier.id, {
      ...values,
      state: 'requested',
      settledAt: null,
      merchantRefundId: `${baseRefundId(payment, request.key)}-${attempt}`,
    });
  }
  return insertRefund(tx, {
    ...values,
    paymentId: payment.id,
    key: request.key,
    merchantRefundId: baseRefundId(payment, request.key),
    createdAt: now,
  });
}

/**
 * The gateway's id of a refund: readable, unique per payment and key, at most 63 characters (the
 * gateway's limit), from the shop's reference and the key.
 */
function baseRefundId(payment: Payment, key: string) {
  const tail = key === 'unplaced' ? '' : `-${key.replace(/[^A-Za-z0-9]+/g, '').slice(0, 20)}`;
  return `R${payment.merchantOrderRef}${tail}`.slice(0, 60);
}

/**
 * Sends a refund to the gateway, or asks how it went when the gateway already has it; records the
 * answer. The merchant refund id makes a second send harmless (the gateway refunds once). The
 * student and the shop are told once, when the gateway takes it.
 */
export async function sendRefund(deps: RefundDeps, refund: Refund): Promise<Refund> {
  if (refund.state === 'completed' || refund.state === 'failed') return refund;
  const payment = await paymentById(deps.db, refund.paymentId);
  if (!payment) return refund;
  let state;
  try {
    ({ state } =
      refund.state === 'pending'
        ? await deps.payments.refundStatus(refund.merchantRefundId)
        : await deps.payments.refund({
            merchantRefundId: refund.merchantRefundId,
            merchantOrderId: payment.merchantOrderRef,
            amountPaise: refund.amountPaise,
          }));
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.error(
      { err, ref: payment.merchantOrderRef, refund: refund.merchantRefundId },
      'refund not confirmed yet (the reconciliation job retries)',
    );
    return refund;
  }
  const now = deps.clock();
  const next = state === 'COMPLETED' ? 'completed' : state === 'FAILED' ? 'failed' : 'pending';
  // Only a refund still unfinished moves: a webhook and the job asking at once record it once.
  const row = await recordRefundState(deps.db, refund.id, next, now);
  if (!row) return refund;
  await recordPaymentEvent(deps.db, payment.id, 'refund', {
    state,
    refundRef: refund.merchantRefundId,
    amountPaise: refund.amountPaise,
  });
  if (refund.state === 'requested' && next !== 'failed') await sendRefundMails(deps, payment, row);
  if (next === 'failed') {
    deps.log.error(
      { ref: payment.merchantOrderRef, refund: refund.merchantRefundId },
      'the gateway refused a refund: the admin sees it on Problems',
    );
  }
  return row;
}

/**
 * The payment `ref` read again under its lock (`payment:{ref}`, the lock finalisation takes), for
 * a decision about its money inside `tx`.
 */
export async function lockedPayment(tx: Tx, ref: string): Promise<Payment | undefined> {
  await lockForTransaction(tx, `payment:${ref}`);
  return paymentByRef(tx, ref);
}

/**
 * admin/problems/retryRefund: the payment's newest refund, refused by the gateway, is asked for
 * again (same key and amount, a new gateway id) and sent now. The admin who asked is recorded.
 */
export async function retryRefund(
  deps: RefundDeps,
  caller: Caller,
  { ref }: { ref: string },
): Promise<Outcome> {
  const refund = await deps.db.transaction(async (tx) => {
    const payment = await lockedPayment(tx, ref);
    if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
    const [last] = (await refundsOfPayment(tx, payment.id)).reverse();
    if (!last || last.state !== 'failed') {
      throw new DomainError('CONFLICT', 'This payment has no refused refund to send again.');
    }
    return requestRefund(
      tx,
      payment,
      { ...last, orderItemId: last.orderItemId ?? undefined, requestedBy: caller.userId },
      deps.clock(),
    );
  });
  const sent = await sendRefund(deps, refund);
  if (sent.state === 'failed') {
    throw new DomainError(
      'PAYMENT_UNAVAILABLE',
      'The gateway refused the refund again. Refund it from the gateway dashboard and write to the student.',
    );
  }
  return { message: `Refund ${sent.merchantRefundId} sent again: ${sent.state}.` };
}
