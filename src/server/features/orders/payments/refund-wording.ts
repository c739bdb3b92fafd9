import { formatPaise } from '#shared/rules/money.ts';
import { REFUND_TIME } from '#shared/rules/refund-status.ts';
import type { Payment, Refund } from '../../../db/schema/index.ts';

// The words of a refund, one wording for the payment page, the student's mail and the shop's mail
// (docs/product.md#refunds).

/**
 * Why a paid payment did not become an order, in the one wording the payment page, the student's
 * mail and the shop's mail all use.
 */
export function unplacedReason(payment: Payment, refund: Pick<Refund, 'reason'>): string {
  const charged = formatPaise(payment.chargedPaise ?? payment.amountPaise);
  if (refund.reason === 'amount-mismatch') {
    return `The payment gateway charged ${charged} for an order of ${formatPaise(payment.amountPaise)}, so no order was placed.`;
  }
  if (refund.reason === 'coupon-used-up') {
    return `Your payment of ${charged} went through after its coupon reservation had lapsed, and by then the coupon code could not be used again (its uses had run out, or you had used it as many times as it allows), so no order was placed.`;
  }
  if (refund.reason === 'drop-closed') {
    return `Your payment of ${charged} went through after its pre-order reservation had lapsed, and by then the drop had closed or your pre-order limit was reached, so no order was placed.`;
  }
  return `Your payment of ${charged} went through, but the last pieces sold out before it did, so no order was placed.`;
}

// How long a refund takes to reach the account: one wording with the student's order page.
export { REFUND_TIME };

/** What the buyer reads when their payment was refunded instead of becoming an order. */
export function refundedMessage(payment: Payment, refund: Pick<Refund, 'reason' | 'amountPaise'>) {
  return `${unplacedReason(payment, refund)} We have refunded ${formatPaise(refund.amountPaise)} in full; it reaches your account in ${REFUND_TIME}. Your cart is as you left it.`;
}
