import { z } from 'zod';
import { BULK_STEPS } from '../rules/order-steps.ts';
import { HandoverCode } from './admin-orders.ts';
import { IdLike, Ok, intLike, maybe, optionalText } from './common.ts';
import { AdminStepEntry, ItemStep } from './orders.ts';

/** The admin's calls that move orders along their steps (docs/product.md#order-steps). */

/** Where each item of an order is, and the order's version to send with the next step. */
export const OrderStepState = z.object({
  order_id: z.number().int(),
  version: z.number().int(),
  items: z.array(
    z.object({
      orderItem_id: z.number().int(),
      step: ItemStep,
      steps: z.array(AdminStepEntry),
    }),
  ),
});
export type OrderStepState = z.infer<typeof OrderStepState>;

/**
 * An order as the client saw it: its id and the `version` it was shown with. For `delivered`, a
 * pickup or hostel order also carries the student's handover code, or a reason typed instead.
 */
const SeenOrder = z.object({
  order_id: IdLike,
  version: intLike({ min: 1 }),
  handoverCode: maybe(HandoverCode),
  reason: optionalText(300),
});

/**
 * admin/orders/step (admin): moves every item of these orders that is behind `step` to it, at
 * once. Refused with 409 ORDER_CHANGED (and `current`, the orders' latest state) when any order
 * changed since the version sent; nothing is written then. `delivered` hands each order over on
 * its own (the handover rule: a pickup or hostel order needs its code or a reason): an order
 * refused is named in `refused` with why, the others are delivered.
 */
export const MoveOrdersBody = z.object({
  step: z.enum([...BULK_STEPS, 'delivered']),
  orders: z
    .array(SeenOrder)
    .min(1, { error: 'Choose at least one order' })
    .max(500, { error: 'Move at most 500 orders at once' }),
});
export type MoveOrdersBody = z.infer<typeof MoveOrdersBody>;
export const MoveOrdersReply = z.object({
  status: Ok,
  message: z.string(),
  /** Items moved, and orders left as they were (every item already at the step or further). */
  moved: z.number().int(),
  unchanged: z.array(z.number().int()),
  orders: z.array(OrderStepState),
  /** `delivered` only: the orders not handed over, each with the refusal's code and words. */
  refused: z
    .array(z.object({ order_id: z.number().int(), code: z.string(), message: z.string() }))
    .optional(),
});
export type MoveOrdersReply = z.infer<typeof MoveOrdersReply>;

/**
 * admin/orders/handover (admin): every item of the order not yet delivered is delivered with one
 * handover code (pickup and hostel), or a reason typed instead; one mail to the student.
 */
export const HandoverBody = z.object({
  order_id: IdLike,
  version: intLike({ min: 1 }),
  handoverCode: maybe(HandoverCode),
  reason: optionalText(300),
});
export type HandoverBody = z.infer<typeof HandoverBody>;
export const HandoverReply = z.object({
  status: Ok,
  message: z.string(),
  delivered: z.number().int(),
  deliveredDate: z.number(),
  order: OrderStepState,
});
export type HandoverReply = z.infer<typeof HandoverReply>;
