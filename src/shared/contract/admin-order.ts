import { z } from 'zod';
import { IdLike, MessageReply, Ok } from './common.ts';
import { AdminOrder } from './admin-orders.ts';
import { CreditNoteView } from './my-orders.ts';

/**
 * The admin's page of one order (/allOrders/{id}, docs/product.md#admin) and "cash received":
 * the order with every item, its online payment with the gateway's reports and
 * any refund, and who recorded a cash order's money and when.
 */

export const AdminOrderBody = z.object({ order_id: IdLike });
export type AdminOrderBody = z.infer<typeof AdminOrderBody>;

/** One report kept for a payment (payment_events): where it came from and what it said. */
export const AdminPaymentEvent = z.object({
  /** start, return (the browser came back), webhook, reconcile (the periodic check), refund. */
  source: z.string(),
  /** What the gateway said: STARTED, PENDING, COMPLETED, FAILED, a refund's state… */
  state: z.string(),
  /** Rupees the report names, or null. */
  amount: z.number().nullable(),
  transactionId: z.string(),
  /** UPI_INTENT, CARD, NET_BANKING… as the gateway names it, or ''. */
  paymentMode: z.string(),
  date: z.number(),
});
export type AdminPaymentEvent = z.infer<typeof AdminPaymentEvent>;

/** One refund of the payment (the refunds ledger, docs/product.md#refunds). */
export const AdminRefund = z.object({
  /** The shop's refund id at the gateway. */
  ref: z.string(),
  /** Rupees. */
  amount: z.number(),
  state: z.enum(['requested', 'pending', 'completed', 'failed']),
  /** sold-out, amount-mismatch, cancelled, damaged. */
  reason: z.string(),
  note: z.string(),
  date: z.number(),
  /** When the gateway said completed or failed, or null. */
  settled: z.number().nullable(),
  /** The order item it gives back, or null (a whole payment, a delivery charge). */
  orderItem_id: z.number().int().nullable().optional(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;

export const AdminPayment = z.object({
  /** The shop's payment reference (the gateway's merchant order id). */
  ref: z.string(),
  provider: z.string(),
  state: z.enum(['pending', 'completed', 'failed']),
  amount: z.number(),
  transactionId: z.string(),
  /** Why the payment ended so. */
  note: z.string(),
  /** Its refunds, oldest first. */
  refunds: z.array(AdminRefund),
  date: z.number(),
  updated: z.number(),
  /** Oldest first. */
  events: z.array(AdminPaymentEvent),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** admin/order (admin). */
export const AdminOrderReply = z.object({
  status: Ok,
  order: AdminOrder,
  /** The online payment that became this order; null for cash on delivery. */
  payment: AdminPayment.nullable(),
  /** The credit notes of what was cancelled, oldest first (docs/product.md#credit-notes). */
  creditNotes: z.array(CreditNoteView).optional(),
});
export type AdminOrderReply = z.infer<typeof AdminOrderReply>;

/** admin/cash-received (admin): records a cash order's money as received, once. */
export const CashReceivedBody = AdminOrderBody;
export type CashReceivedBody = z.infer<typeof CashReceivedBody>;
export const CashReceivedReply = MessageReply.extend({
  /** True when it was recorded before (nothing changed). */
  alreadyRecorded: z.boolean(),
  /** When it was recorded (epoch ms) and by which admin. */
  cashReceivedDate: z.number(),
  cashReceivedBy: z.string(),
});
export type CashReceivedReply = z.infer<typeof CashReceivedReply>;
