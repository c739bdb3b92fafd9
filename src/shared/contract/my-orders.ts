import { z } from 'zod';
import { IdLike, Ok, OptionalEmail, maybe } from './common.ts';
import { Order } from './orders.ts';
import { REFUND_STATES_SHOWN } from '../rules/refund-status.ts';
import { OrderExchanges } from './exchanges.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../rules/orders.ts';
import { normaliseOrderNumber } from '../rules/order-number.ts';

/**
 * Additions for the student's My Orders and order page (docs/product.md#my-orders): a whole
 * order with everything those pages show. The calls of the original contract (`products/orders`,
 * `products/get-individual-order/{orderItem_id}`) stay exactly as they were.
 */
/** A refund of an order as its owner reads it (rupees, epoch ms). */
export const OrderRefund = z.object({
  /** The item it gives back, or null (the delivery charge, or the whole payment). */
  orderItem_id: z.number().int().nullable(),
  amount: z.number(),
  state: z.enum(REFUND_STATES_SHOWN),
  /** sold-out, amount-mismatch, cancelled, damaged. */
  reason: z.string(),
  /** When it was asked for, and when the gateway said completed or failed (or null). */
  started: z.number(),
  settled: z.number().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** A credit note of an order (docs/product.md#credit-notes): what it credits, in rupees. */
export const CreditNoteView = z.object({
  /** For its PDF: GET `creditNotePath(order_id, id)`. */
  id: z.number().int(),
  /** `CN/2026-27/00001`. */
  number: z.string(),
  /** When it was issued (epoch ms): the cancel's moment. */
  issued: z.number(),
  /** What it credits, GST included. */
  amount: z.number(),
});
export type CreditNoteView = z.infer<typeof CreditNoteView>;

/**
 * A whole order: the contract's Order without the customer (the caller knows who they are), with
 * what My Orders, the order page and the thank-you page need besides.
 */
export const OrderView = Order.omit({ user: true }).extend({
  /** What a person reads and types: `7KQ4-M9X2` (#shared/rules/order-number.ts). */
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Rupees: what was charged in all (`subTotal` plus `deliveryCharges`). */
  totalAmount: z.number(),
  /** 4 digits shown when collecting a pickup or hostel order; '' for home delivery. */
  handoverCode: z.string(),
  /** The IST day (`YYYY-MM-DD`) by which it is ready, from its placed time and the settings. */
  readyBy: z.string(),
  /**
   * Only on products/my-order: the money given back on this order, oldest first, from
   * the refunds ledger (docs/product.md#refunds).
   */
  refunds: z.array(OrderRefund).optional(),
  /**
   * Only on products/my-order: the credit notes issued against its invoice for what was
   * cancelled, oldest first.
   */
  creditNotes: z.array(CreditNoteView).optional(),
  /** Only on products/my-order: the order's size exchanges and what may be exchanged now. */
  exchange: OrderExchanges.optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/** products/my-orders: the caller's orders, newest first, each whole. */
export const MyOrdersBody = z.object({ email: OptionalEmail });
export type MyOrdersBody = z.infer<typeof MyOrdersBody>;
export const MyOrdersReply = z.object({ status: Ok, orders: z.array(OrderView) });
export type MyOrdersReply = z.infer<typeof MyOrdersReply>;

/**
 * A typed order number in its written form; anything that cannot be one reads as '' (no order
 * has it), so a malformed number answers "not found" like a missing one.
 */
export const OrderNumberInput = z
  .string()
  .max(40)
  .transform((v) => normaliseOrderNumber(v) ?? '');

/**
 * products/my-order: one of the caller's orders, found by exactly one of its order number (the
 * order page), its `order_id` (the thank-you page after payment/confirm, which answers that) or
 * one of its items' `orderItem_id` (old per-item links). Someone else's order is "not found".
 */
export const MyOrderBody = z
  .object({
    email: OptionalEmail,
    orderNumber: maybe(OrderNumberInput),
    orderId: maybe(IdLike),
    orderItemId: maybe(IdLike),
  })
  .refine(
    (b) => [b.orderNumber, b.orderId, b.orderItemId].filter((v) => v !== undefined).length === 1,
    { error: 'Give one of orderNumber, orderId or orderItemId' },
  );
export type MyOrderBody = z.infer<typeof MyOrderBody>;
export const MyOrderReply = z.object({ status: Ok, order: OrderView });
export type MyOrderReply = z.infer<typeof MyOrderReply>;
