import { eq } from 'drizzle-orm';
import { formatPaise } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { payments, type Payment } from '../../../db/schema.ts';
import { sendRefundMails } from './payments.mails.ts';
import { recordPaymentEvent } from './payments.queries.ts';

/**
 * Giving a payment's money back (ADR 013: the money side of a cancellation or refund goes here;
 * the stock side is ../stock.ts). Today: a completed payment that did not become an order.
 */

/**
 * Refunds `payment` (as just written or read: it carries its refund id and state); the refund id
 * makes it once-only. A refund under way at the gateway is asked how it went, so the admin sees
 * when it is done.
 */
export async function refundPayment(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments'>,
  payment: Payment,
) {
  const ref = payment.merchantOrderRef;
  if (!payment.refundRef || payment.refundState === 'COMPLETED') return;
  try {
    const { state } =
      payment.refundState === 'PENDING'
        ? await deps.payments.refundStatus(payment.refundRef)
        : await deps.payments.refund({
            merchantRefundId: payment.refundRef,
            merchantOrderId: ref,
            amountPaise: payment.amountPaise,
          });
    await deps.db
      .update(payments)
      .set({ refundState: state, updatedAt: deps.clock() })
      .where(eq(payments.id, payment.id));
    await recordPaymentEvent(deps.db, payment.id, 'refund', {
      state,
      refundRef: payment.refundRef,
    });
    if (payment.refundState === 'REQUESTED' && state !== 'FAILED')
      await sendRefundMails(deps, payment);
  } catch (err) {
    deps.log.error({ err, ref }, 'refund not started yet (the reconciliation job retries)');
  }
}

/** What the buyer reads when their payment was refunded instead of becoming an order. */
export const refundedMessage = (amountPaise: number) =>
  `Your payment went through, but the last pieces sold out before it did. We have refunded ${formatPaise(amountPaise)}; it reaches your account in 5–7 working days.`;
