import { shortDay } from './order-cancel.ts';
import { formatRupees } from './money.ts';

/**
 * How a refund reads to the student (docs/product.md#refunds): one wording for the order page
 * and the mails, from the refunds ledger's state.
 */

/** How long a refund takes to reach the account, as the shop's refund policy says. */
export const REFUND_TIME = '7–10 business days';

/** A refund's states, as the refunds ledger keeps them. */
export const REFUND_STATES_SHOWN = ['requested', 'pending', 'completed', 'failed'] as const;

/** A refund as the student's order page gets it (rupees, epoch ms). */
export interface RefundStatus {
  amount: number;
  state: (typeof REFUND_STATES_SHOWN)[number];
  started: number;
  settled: number | null;
}

/**
 * "Refund of ₹649 started on 26 Nov; it reaches your account in 7–10 business days", then
 * "Refunded ₹649 on 28 Nov", or, when the gateway refused it, "Refund delayed — the shop is on it".
 */
export function refundStatusLine(r: RefundStatus): string {
  const amount = formatRupees(r.amount);
  if (r.state === 'completed') return `Refunded ${amount} on ${shortDay(r.settled ?? r.started)}`;
  if (r.state === 'failed') return `Refund of ${amount} delayed — the shop is on it`;
  return `Refund of ${amount} started on ${shortDay(r.started)}; it reaches your account in ${REFUND_TIME}`;
}
