import { z } from 'zod';
import { IdLike, Ok, OptionalEmail, maybe } from './common.ts';
import { Product } from './catalog.ts';
import { DELIVERY_METHODS } from '../rules/delivery.ts';
import { PAYMENT_METHODS } from '../rules/orders.ts';
import { ITEM_STEPS } from '../rules/order-steps.ts';
import { CANCELLED_BY } from '../rules/order-cancel.ts';

export const DeliveryMethod = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** A postal address on an order; all '' when the order is not delivered home. */
export const DeliveryAddresses = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});
export type DeliveryAddresses = z.infer<typeof DeliveryAddresses>;

/**
 * Who takes a home delivery and their mobile, from the saved address chosen at checkout
 * (docs/product.md#saved-addresses); absent when the order has none.
 */
export const OrderRecipient = z.object({ name: z.string(), phoneNumber: z.string() });
export type OrderRecipient = z.infer<typeof OrderRecipient>;

/** An item's step (docs/product.md#order-steps). */
export const ItemStep = z.enum(ITEM_STEPS);

/** A step an item reached and when (epoch ms); the first is always `placed`, at the order's date. */
export const StepEntry = z.object({ step: ItemStep, at: z.number() });
export type StepEntry = z.infer<typeof StepEntry>;

/** The same for the admin: who moved it there ('' for placed, or an account since deleted). */
export const AdminStepEntry = StepEntry.extend({ by: z.string() });
export type AdminStepEntry = z.infer<typeof AdminStepEntry>;

/** How an item was cancelled (docs/product.md#cancelling-an-order). */
export const ItemCancel = z.object({
  at: z.number(),
  by: z.enum(CANCELLED_BY),
  reason: z.string(),
  /**
   * Some pieces of a line cancelled: how many pieces the line had, and the line that keeps the
   * rest (`orderItem_id`); absent when the whole line was cancelled.
   */
  ofPieces: z.number().int().optional(),
  fromItem: z.number().int().optional(),
});
export type ItemCancel = z.infer<typeof ItemCancel>;

/**
 * A line that is a pre-order (docs/product.md#drops), as an order's items, the quote and the cart
 * carry it (optional additions): its drop, and the drop's expected ready day (`YYYY-MM-DD`),
 * which the line is ready by instead of the delivery method's working days.
 */
export const PreOrderLabel = z.object({
  dropId: z.number().int(),
  dropName: z.string(),
  readyBy: z.string(),
});
export type PreOrderLabel = z.infer<typeof PreOrderLabel>;

/** One ordered line. `price` is the unit price in rupees; `deliveredDate` is epoch ms or null. */
export const OrderItem = z.object({
  orderItem_id: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  teeName: z.string(),
  instiName: z.string(),
  /** The number printed on the piece ('0'–'99'); absent without one (an addition). */
  teeNumber: z.string().optional(),
  isDelivered: z.boolean(),
  deliveredDate: z.number().nullable(),
  /**
   * This item's share of the order's coupon saving (rupees, 0 without one); the item
   * was charged price × quantity − discount.
   */
  discount: z.number().optional(),
  deliveryAddresses: DeliveryAddresses,
  product: Product.pick({
    product_id: true,
    name: true,
    style: true,
    imageUrl: true,
    isInstibuzz: true,
  }),
  /** Where the item is, and the steps it reached with their times, oldest first. */
  step: ItemStep.optional(),
  steps: z.array(StepEntry).optional(),
  /**
   * When a cancelled item was cancelled (epoch ms), by whom (`student` or `admin`) and
   * why ('' when the student gave no reason); absent for an item not cancelled.
   */
  cancelled: ItemCancel.optional(),
  /**
   * On products/my-order: whether its student may cancel the item now, by the rules the
   * cancel itself applies (not packed yet; a pre-order only until its drop closes).
   */
  cancellable: z.boolean().optional(),
  /** On products/my-order, pre-orders only: when its drop closes, the end of a cancel. */
  cancelUntil: z.number().optional(),
  /** A pre-order: its drop and the drop's ready day (docs/product.md#drops). */
  preOrder: PreOrderLabel.optional(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * An order. `date` is epoch ms; `transactionId` is absent for cash on delivery; `subTotal` is
 * the sum of the lines (rupees), a coupon's `discount` comes off and `deliveryCharges` on top; `hostelAddress` is '' unless
 * the method is hostel.
 */
export const Order = z.object({
  order_id: z.number().int(),
  /**
   * What a person reads and types, `7KQ4-M9X2` (docs/product.md#order-numbers): every page,
   * file and mail names the order by it; `order_id` stays the row id the calls carry.
   */
  orderNumber: z.string().optional(),
  date: z.number(),
  transactionId: z.string().optional(),
  subTotal: z.number(),
  deliveryCharges: z.number(),
  /** The coupon's saving on the goods (rupees, 0 without one), taken off `subTotal`. */
  discount: z.number().optional(),
  /** The coupon code used, when one was. */
  couponCode: z.string().optional(),
  deliveryMethod: DeliveryMethod,
  hostelAddress: z.string(),
  /** Hostel delivery: the room the student gave; absent without one (an addition). */
  hostelRoom: z.string().optional(),
  deliveryAddresses: DeliveryAddresses,
  recipient: OrderRecipient.optional(),
  user: z.object({ name: z.string(), phoneNumber: z.string(), email: z.string() }),
  productsOrdered: z.array(OrderItem),
  /** The tax invoice's number (docs/product.md#tax-invoices). */
  invoiceNumber: z.string().optional(),
  /** Goes up with each change of the order's steps; the admin sends it back. */
  version: z.number().int().optional(),
});
export type Order = z.infer<typeof Order>;

/** products/orders and products/allOrders (admin): newest first, listed under `products`. */
export const OrdersBody = z.object({ email: OptionalEmail });
export type OrdersBody = z.infer<typeof OrdersBody>;
export const OrdersReply = z.object({ status: Ok, products: z.array(Order) });
export type OrdersReply = z.infer<typeof OrdersReply>;

/** products/get-individual-order/{orderItem_id}: owner or admin. `orderId` is optional. */
export const IndividualOrderBody = z.object({ orderId: maybe(IdLike) });
export type IndividualOrderBody = z.infer<typeof IndividualOrderBody>;
export const IndividualOrderReply = z.object({
  status: Ok,
  order: Order.pick({
    order_id: true,
    date: true,
    deliveryMethod: true,
    deliveryAddresses: true,
    hostelAddress: true,
    recipient: true,
    hostelRoom: true,
    transactionId: true,
    subTotal: true,
    deliveryCharges: true,
    invoiceNumber: true,
    discount: true,
    couponCode: true,
  }).extend({
    /** What was charged in all, in rupees. */
    totalAmount: z.number(),
    /** How it was paid. */
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** The 4-digit code the student shows when collecting a pickup or hostel order; '' for home delivery. */
    handoverCode: z.string(),
  }),
  orderItem: OrderItem,
});
export type IndividualOrderReply = z.infer<typeof IndividualOrderReply>;
