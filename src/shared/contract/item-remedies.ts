import { z } from 'zod';
import { IdLike, MessageReply, Ok, maybe, numberLike, optionalText } from './common.ts';
import { HandoverCode } from './admin-orders.ts';
import { SIZES } from '../rules/sizes.ts';
import { REMEDY_STATUSES, UPI_ID_MAX, UPI_ID_PATTERN } from '../rules/item-remedies.ts';

/**
 * Wrong or damaged items (docs/product.md#wrong-or-damaged-items), all additions: the admin
 * refunds an item of a help request or sends a replacement; a cash order's student gives the UPI
 * id their payout goes to; the admin marks payouts paid and replacements handed over.
 */

/** Rupees with at most two decimals, more than zero. */
const Rupees = numberLike('Enter the amount in rupees').pipe(
  z
    .number()
    .positive({ error: 'Enter an amount above ₹0' })
    .max(10_000_000, { error: 'Enter the amount in rupees' })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      error: 'Enter the amount in rupees and paise (at most two decimals)',
    }),
);

/** admin/help/remedy (admin): the remedy for one item of a help request. */
export const RemedyBody = z
  .object({
    /** The help request. */
    id: IdLike,
    orderItem_id: IdLike,
    remedy: z.enum(['refund', 'replacement'], { error: 'Choose refund or replacement' }),
    /** Refund: rupees to give back. */
    amount: maybe(Rupees),
    /** Replacement: the size of the new piece (the item's own when absent). */
    size: maybe(z.enum(SIZES, { error: 'Choose a size' })),
    note: optionalText(300),
  })
  .superRefine((v, ctx) => {
    if (v.remedy === 'refund' && v.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to refund' });
    }
  });
export type RemedyBody = z.infer<typeof RemedyBody>;

/** One remedy, as the student and the admin see it. */
export const ItemRemedy = z.object({
  id: z.number().int(),
  /** The help request's reference (`HLP-00042`) and id. */
  reference: z.string(),
  helpRequestId: z.number().int(),
  orderId: z.number().int(),
  /** The order's number as its student reads it (`7KQ4-M9X2`). */
  orderNumber: z.string().optional(),
  orderItem_id: z.number().int(),
  productName: z.string(),
  kind: z.enum(['refund', 'payout', 'replacement']),
  status: z.enum(REMEDY_STATUSES),
  /** Rupees given back (refund, payout); 0 for a replacement. */
  amount: z.number(),
  /** Payout: the student's UPI id ('' until given). */
  upiId: z.string(),
  /** Payout: the admin's reference once paid. */
  paidReference: z.string(),
  /** Replacement: the new piece's size. */
  size: z.string(),
  /** Replacement: 'code' or 'reason' once handed over. */
  handoverCheck: z.string(),
  note: z.string(),
  /** epoch ms: decided; settled (refunded, paid or handed over) or null. */
  date: z.number(),
  doneDate: z.number().nullable(),
  /** The admin who marked it paid or handed over ('' otherwise). */
  doneBy: z.string(),
});
export type ItemRemedy = z.infer<typeof ItemRemedy>;

export const RemedyReply = MessageReply.extend({
  remedy: ItemRemedy,
  /** True when this request's item already had this remedy (nothing changed). */
  alreadyRecorded: z.boolean(),
});
export type RemedyReply = z.infer<typeof RemedyReply>;

/** orders/remedies (the student's) and admin/order/remedies: one order's remedies, oldest first. */
export const OrderRemediesBody = z.object({ order_id: IdLike });
export type OrderRemediesBody = z.infer<typeof OrderRemediesBody>;
export const RemediesReply = z.object({ status: Ok, remedies: z.array(ItemRemedy) });
export type RemediesReply = z.infer<typeof RemediesReply>;

/** A UPI id as the student types it: `name@bank`, trimmed. */
export const UpiId = z
  .string({ error: 'Enter your UPI id, like name@bank' })
  .trim()
  .max(UPI_ID_MAX, { error: 'Enter your UPI id, like name@bank' })
  .regex(UPI_ID_PATTERN, { error: 'Enter your UPI id, like name@bank' });

/** orders/remedies/upi (the student's): where their payout goes. */
export const PayoutUpiBody = z.object({ id: IdLike, upiId: UpiId });
export type PayoutUpiBody = z.infer<typeof PayoutUpiBody>;

/** admin/payouts (admin): payouts waiting (for the UPI id or to be paid), then the latest paid. */
export const PayoutEntry = ItemRemedy.extend({
  customerName: z.string(),
  customerEmail: z.string(),
});
export type PayoutEntry = z.infer<typeof PayoutEntry>;
export const PayoutsReply = z.object({ status: Ok, payouts: z.array(PayoutEntry) });
export type PayoutsReply = z.infer<typeof PayoutsReply>;

/** admin/payouts/paid (admin): the payout was sent; the admin's reference (the UPI transaction id). */
export const PayoutPaidBody = z.object({
  id: IdLike,
  reference: z
    .string({ error: 'Enter the UPI transaction id' })
    .trim()
    .min(4, { error: 'Enter the UPI transaction id' })
    .max(64, { error: 'Enter the UPI transaction id' })
    .regex(/^[A-Za-z0-9 ._/-]+$/, { error: 'Letters, digits, spaces and . _ / - only' }),
});
export type PayoutPaidBody = z.infer<typeof PayoutPaidBody>;

/** admin/replacement/handed-over (admin): with the order's handover code, or a reason. */
export const ReplacementHandedOverBody = z.object({
  id: IdLike,
  handoverCode: maybe(HandoverCode),
  reason: optionalText(300),
});
export type ReplacementHandedOverBody = z.infer<typeof ReplacementHandedOverBody>;

/** admin/help/remedies (admin): what the admin decides from, for one help request. */
export const HelpRemediesBody = z.object({ id: IdLike });
export type HelpRemediesBody = z.infer<typeof HelpRemediesBody>;

export const RemedyChoiceItem = z.object({
  orderItem_id: z.number().int(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Rupees: what it was charged, and what can still go back. */
  charged: z.number(),
  left: z.number(),
  /** Pieces of the product in stock per size, for a replacement. */
  stock: z.array(z.object({ size: z.string(), quantity: z.number().int() })),
  /**
   * A pre-order whose drop is not sent to print yet names that drop: its replacement is
   * printed with the drop's run (any size it sells), not taken from `stock`.
   */
  printedWith: z.string().optional(),
});
export type RemedyChoiceItem = z.infer<typeof RemedyChoiceItem>;

export const HelpRemediesReply = z.object({
  status: Ok,
  /** Whether the request is about a wrong or damaged item (the only one with remedies here). */
  eligible: z.boolean(),
  orderId: z.number().int().nullable(),
  /** online: a refund through the gateway; cod: a payout by UPI. */
  paymentMethod: z.string(),
  items: z.array(RemedyChoiceItem),
  remedies: z.array(ItemRemedy),
});
export type HelpRemediesReply = z.infer<typeof HelpRemediesReply>;
