import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, OptionalEmail, intLike, maybe, optionalText } from './common.ts';
import { safeLine } from './forms.ts';
import { OrderNumberInput } from './my-orders.ts';
import { OrderStepState } from './order-steps.ts';
import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from '../rules/order-cancel.ts';

/**
 * Cancelling an order or an item (docs/product.md#cancelling-an-order), additions: the student
 * cancels until an item is packed; the admin any item not delivered, with a reason.
 */

const StudentReason = optionalText(CANCEL_REASON_MAX).refine(safeLine, {
  error: MSG.badCharacters,
});

/**
 * products/cancel-order (a student, their own order): the whole order, or one item of it with
 * `orderItem_id`. Someone else's order or item reads "Order not found", as a missing one does.
 */
export const CancelOrderBody = z.object({
  email: OptionalEmail,
  orderNumber: OrderNumberInput,
  orderItem_id: maybe(IdLike),
  reason: StudentReason,
});
export type CancelOrderBody = z.infer<typeof CancelOrderBody>;

/** What a cancel did: items cancelled now (0 when it was done before) and rupees sent back. */
export const CancelReply = z.object({
  status: Ok,
  message: z.string(),
  /** True when everything asked for was cancelled already (a repeat changes nothing). */
  alreadyCancelled: z.boolean(),
  cancelled: z.number().int(),
  /** Rupees of refunds started by this call (0 for cash orders). */
  refunded: z.number(),
});
export type CancelReply = z.infer<typeof CancelReply>;

/** The admin's reason: required, one line. */
export const AdminCancelReason = z
  .string({ error: 'Say why the item is cancelled' })
  .trim()
  .min(CANCEL_REASON_MIN, { error: 'Say why the item is cancelled' })
  .max(CANCEL_REASON_MAX, { error: MSG.tooLong })
  .refine(safeLine, { error: MSG.badCharacters });

/**
 * admin/orders/cancel-item (admin): one item not delivered, with the order's `version` as the
 * page showed it (a stale one is 409 ORDER_CHANGED, like the steps) and a reason. `quantity`:
 * how many of the line's pieces to cancel (1 to the line's quantity; the whole line without it).
 */
export const AdminCancelItemBody = z.object({
  orderItem_id: IdLike,
  version: intLike({ min: 1 }),
  reason: AdminCancelReason,
  quantity: maybe(intLike({ min: 1, max: 5, message: 'Choose how many pieces to cancel' })),
});
export type AdminCancelItemBody = z.infer<typeof AdminCancelItemBody>;
export const AdminCancelItemReply = CancelReply.extend({
  /** The order's latest state (its version for the next change). */
  order: OrderStepState,
});
export type AdminCancelItemReply = z.infer<typeof AdminCancelItemReply>;
