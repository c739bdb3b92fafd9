import { z } from 'zod';
import { EXCHANGE_REASON_MAX, EXCHANGE_RETURNS, EXCHANGE_STATES } from '../rules/exchanges.ts';
import { SIZES } from '../rules/sizes.ts';
import { HandoverCode } from './admin-orders.ts';
import { IdLike, Ok, OptionalEmail, intLike, maybe } from './common.ts';
import { safeLine } from './forms.ts';

/**
 * Size exchanges (additions, docs/product.md#size-exchange): the student asks on the order page
 * for another size of a delivered item; the admin approves or declines, then swaps it with the
 * order's handover code.
 */

/** A short reason on one line: required, no control characters. */
export const ExchangeReason = z
  .string({ error: 'Say why you want another size' })
  .trim()
  .min(3, { error: 'Say why in a few words' })
  .max(EXCHANGE_REASON_MAX, { error: `Keep it under ${EXCHANGE_REASON_MAX} characters` })
  .refine(safeLine, { error: 'Use letters, numbers and punctuation only' });

/** orders/exchange (student): swap this delivered item for `size` of the same product. */
export const ExchangeAskBody = z.object({
  email: OptionalEmail,
  orderItem_id: IdLike,
  size: z.enum(SIZES, { error: 'Choose a size' }),
  reason: ExchangeReason,
});
export type ExchangeAskBody = z.infer<typeof ExchangeAskBody>;

/** The order page's form: the same rules and messages as the call. */
export const ExchangeForm = ExchangeAskBody.pick({ size: true, reason: true });
export type ExchangeForm = z.infer<typeof ExchangeForm>;

/** One exchange request as the student sees it (times are epoch ms). */
export const Exchange = z.object({
  exchange_id: z.number().int(),
  orderItem_id: z.number().int(),
  fromSize: z.enum(SIZES),
  toSize: z.enum(SIZES),
  quantity: z.number().int(),
  reason: z.string(),
  state: z.enum(EXCHANGE_STATES),
  askedDate: z.number(),
  /** When the admin approved or declined it, and the reason given for a decline. */
  decidedDate: z.number().nullable(),
  declineReason: z.string(),
  swappedDate: z.number().nullable(),
});
export type Exchange = z.infer<typeof Exchange>;

export const ExchangeAskReply = z.object({ status: Ok, message: z.string(), exchange: Exchange });
export type ExchangeAskReply = z.infer<typeof ExchangeAskReply>;

/**
 * Whether an item of the order can be exchanged now: `refusal` is '' when it can, else why not
 * (in the page's words); `sizes` are the product's other sizes in stock at this moment.
 */
export const ExchangeOption = z.object({
  orderItem_id: z.number().int(),
  refusal: z.string(),
  /** The last moment to ask (epoch ms), once delivered. */
  until: z.number().nullable(),
  sizes: z.array(z.enum(SIZES)),
});
export type ExchangeOption = z.infer<typeof ExchangeOption>;

/** The order page's exchanges (an optional field of products/my-order). */
export const OrderExchanges = z.object({
  requests: z.array(Exchange),
  options: z.array(ExchangeOption),
});
export type OrderExchanges = z.infer<typeof OrderExchanges>;

/** One exchange request for the admin: who did what, and the order's version to act on it. */
export const AdminExchange = Exchange.extend({
  order_id: z.number().int(),
  orderNumber: z.string(),
  version: z.number().int(),
  productName: z.string(),
  customerName: z.string(),
  /** Whether the swap needs the order's handover code (pickup and hostel orders). */
  needsCode: z.boolean(),
  decidedBy: z.string(),
  swappedBy: z.string(),
  /** How the swap was confirmed (code, reason, none) and the admin's reason, if typed. */
  swapCheck: z.string(),
  swapNote: z.string(),
  returned: z.enum(EXCHANGE_RETURNS).nullable(),
});
export type AdminExchange = z.infer<typeof AdminExchange>;

/** admin/exchanges: one order's requests (every state), or every request still to act on. */
export const AdminExchangesBody = z.object({ order_id: maybe(IdLike) });
export type AdminExchangesBody = z.infer<typeof AdminExchangesBody>;
export const AdminExchangesReply = z.object({ status: Ok, exchanges: z.array(AdminExchange) });
export type AdminExchangesReply = z.infer<typeof AdminExchangesReply>;

/** An admin's reason on one line; optional unless the call says otherwise. */
const AdminReason = z
  .string()
  .trim()
  .max(300, { error: 'Keep it under 300 characters' })
  .refine(safeLine, { error: 'Use letters, numbers and punctuation only' })
  .nullish()
  .transform((v) => v ?? '');

/** admin/exchange/decide: approve or decline (a decline needs a reason, mailed to the student). */
export const ExchangeDecideBody = z
  .object({
    exchange_id: IdLike,
    version: intLike({ min: 1 }),
    decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
    reason: AdminReason,
  })
  .refine((b) => b.decision === 'approve' || b.reason.length >= 3, {
    error: 'Say why the exchange is declined',
    path: ['reason'],
  });
export type ExchangeDecideBody = z.infer<typeof ExchangeDecideBody>;

/**
 * admin/exchange/swap: the student handed the old piece back and took the new size. Pickup and
 * hostel orders need the handover code, or a reason typed instead; `returned` says where the old
 * piece goes.
 */
export const ExchangeSwapBody = z.object({
  exchange_id: IdLike,
  version: intLike({ min: 1 }),
  handoverCode: maybe(HandoverCode),
  reason: AdminReason,
  returned: z.enum(EXCHANGE_RETURNS, { error: 'Say whether the old piece goes back to stock' }),
});
export type ExchangeSwapBody = z.infer<typeof ExchangeSwapBody>;

export const ExchangeActReply = z.object({
  status: Ok,
  message: z.string(),
  exchange: AdminExchange,
});
export type ExchangeActReply = z.infer<typeof ExchangeActReply>;
