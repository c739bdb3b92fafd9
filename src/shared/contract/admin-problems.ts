import { z } from 'zod';
import { IdLike, Ok } from './common.ts';

/**
 * What went wrong with money and mail, for the admin (admin/problems): payments that were
 * paid but did not become an order (refunded because the stock was gone or the amount was wrong,
 * or neither), and mails the shop could not deliver.
 */

/**
 * refundPending: the refund is asked for (or under way at the gateway); refundFailed: the gateway
 * refused it, the admin must refund by hand; refunded: done, for the record; unplaced: paid, no
 * order and no refund.
 */
export const PAYMENT_PROBLEMS = ['refundPending', 'refundFailed', 'refunded', 'unplaced'] as const;
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];

export const ProblemPayment = z.object({
  /** The shop's payment reference (the gateway's merchant order id). */
  ref: z.string(),
  /** The order it became, or null. */
  orderId: z.number().int().nullable(),
  /** The order's number as its student reads it (`7KQ4-M9X2`), when there is an order. */
  orderNumber: z.string().optional(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** The gateway's transaction id, or ''. */
  transactionId: z.string(),
  state: z.enum(['pending', 'completed', 'failed']),
  problem: z.enum(PAYMENT_PROBLEMS),
  /** The refund's id at the gateway, or ''. */
  refundRef: z.string(),
  /** The refund's state at the gateway (REQUESTED, PENDING, COMPLETED, FAILED), or ''. */
  refundState: z.string(),
  /** Rupees the newest refund gives back (0 without one). */
  refundAmount: z.number(),
  /** Why the payment ended as it did. */
  note: z.string(),
  /** epoch ms: started, and last changed. */
  date: z.number(),
  updated: z.number(),
});
export type ProblemPayment = z.infer<typeof ProblemPayment>;

export const ProblemMail = z.object({
  id: z.number().int(),
  to: z.string(),
  /** The subject (a code in it is hidden). */
  subject: z.string(),
  /** Which mail it is: otp-signup, order-placed, payment-refunded, ... */
  kind: z.string(),
  /** failed: given up after the last try; pending: still being tried, for a while now. */
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int(),
  /** The mail server's last answer, without credentials. */
  lastError: z.string(),
  /** epoch ms: written, and the next try (null once failed). */
  date: z.number(),
  nextAttempt: z.number().nullable(),
  /** Its content expired (an OTP whose code ran out): it cannot be sent again. */
  expired: z.boolean(),
});
export type ProblemMail = z.infer<typeof ProblemMail>;

/** admin/problems (admin): newest first, up to PROBLEMS_LIMIT of each. */
export const ProblemsReply = z.object({
  status: Ok,
  payments: z.array(ProblemPayment),
  mails: z.array(ProblemMail),
  /** How many there are in all, and how many still need the admin (not refunded yet, failed). */
  totals: z.object({
    payments: z.number().int(),
    paymentsOpen: z.number().int(),
    mails: z.number().int(),
    mailsFailed: z.number().int(),
  }),
});
export type ProblemsReply = z.infer<typeof ProblemsReply>;

/** Rows of each list a reply holds. */
export const PROBLEMS_LIMIT = 100;

/** admin/problems/retryMail (admin): a failed mail goes back in the queue and is tried now. */
export const RetryMailBody = z.object({ id: IdLike });
export type RetryMailBody = z.infer<typeof RetryMailBody>;

/**
 * admin/problems/retryRefund (admin): the payment's newest refund, which the gateway
 * refused, is sent again; `ref` is the payment's reference as the Problems list shows it.
 */
export const RetryRefundBody = z.object({
  ref: z.string().trim().min(1, { error: 'Payment not found' }).max(100),
});
export type RetryRefundBody = z.infer<typeof RetryRefundBody>;
