import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, OptionalEmail, maybe, optionalText } from './common.ts';
import { DELIVERY_METHODS } from '../rules/delivery.ts';
import { requiredText } from './fields.ts';
import { Style } from './catalog.ts';
import { CouponCodeInput } from './coupons.ts';
import { PreOrderLabel } from './orders.ts';

/** The coupon code the student entered; the server prices it (never the page). */
const couponCode = CouponCodeInput;

/** A delivery method as bodies send it ("Pickup" reads as "pickup"). */
export const DeliveryMethodInput = z
  .string({ error: MSG.chooseDeliveryMethod })
  .trim()
  .toLowerCase()
  .pipe(z.enum(DELIVERY_METHODS, { error: MSG.chooseDeliveryMethod }));

/** Hostel popup on the cart page. */
export const HostelForm = z.object({
  hostel: requiredText(MSG.enterHostel, 100),
  /** The room, optional (docs/product.md#drops, the handover's bagging list). */
  room: z.string().trim().max(20, { error: 'Keep the room under 20 characters' }).default(''),
});
export type HostelForm = z.infer<typeof HostelForm>;

/**
 * Posted amounts are accepted and never charged: the server computes every amount from the
 * cart. Whatever arrives (a number, "499", null, "abc") reads as a number or as not sent, only
 * to log a difference.
 */
export const IgnoredAmount = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
    return Number.isFinite(n) ? n : undefined;
  });

/**
 * `checkoutKey`: one random key per checkout (the web app makes it when /payment opens). A
 * retried or double-clicked PLACE ORDER with the same key answers the same order, never a second.
 */
export const CheckoutKey = maybe(
  z
    .string()
    .trim()
    .regex(/^[\w-]{8,64}$/, { error: 'Please reload the page and try again.' }),
);

const PinText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => String(v ?? '').replace(/\s/g, ''));

/** Where the order goes, as a client of the original contract posts it (nulls read as ''). */
export const destination = {
  hostel: optionalText(100),
  address1: optionalText(200),
  address2: optionalText(200),
  pinCode: PinText,
  city: optionalText(100),
  state: optionalText(100),
};

/** payment/confirm: cash on delivery, pickup only. */
export const ConfirmPaymentBody = z.object({
  email: OptionalEmail,
  amount: IgnoredAmount,
  deliveryMethod: DeliveryMethodInput,
  checkoutKey: CheckoutKey,
  couponCode,
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBody>;
export const ConfirmPaymentReply = z.object({
  status: Ok,
  message: z.string(),
  order_id: z.number().int(),
});
export type ConfirmPaymentReply = z.infer<typeof ConfirmPaymentReply>;

/**
 * payment/order: starts an online payment. Hostel delivery needs `hostel` ("Enter hostel name");
 * home delivery needs the five address fields ("Select a delivery address") and a valid PIN.
 */
export const PaymentOrderBody = z
  .object({
    email: OptionalEmail,
    amount: IgnoredAmount,
    deliveryMethod: DeliveryMethodInput,
    ...destination,
    /** Hostel delivery: the room, when the student gives one (an addition). */
    hostelRoom: optionalText(20),
    /** One of the caller's saved addresses (instead of the five fields). */
    addressId: maybe(IdLike),
    checkoutKey: CheckoutKey,
    couponCode,
  })
  .superRefine((b, ctx) => {
    if (b.deliveryMethod === 'hostel' && !b.hostel) {
      ctx.addIssue({ code: 'custom', path: ['hostel'], message: MSG.enterHostel });
    }
    if (b.deliveryMethod !== 'delivery' || b.addressId !== undefined) return;
    for (const key of ['address1', 'address2', 'city', 'state'] as const) {
      if (!b[key]) ctx.addIssue({ code: 'custom', path: [key], message: MSG.selectAddress });
    }
    if (!/^[1-9]\d{5}$/.test(b.pinCode)) {
      ctx.addIssue({ code: 'custom', path: ['pinCode'], message: MSG.invalidPinCode });
    }
  });
export type PaymentOrderBody = z.infer<typeof PaymentOrderBody>;

/** `link` is the gateway's pay page; the gateway sends the browser back to /paymentValid/{id}. */
export const PaymentOrderReply = z.object({ status: Ok, link: z.string(), message: z.string() });
export type PaymentOrderReply = z.infer<typeof PaymentOrderReply>;

/**
 * payment/quote: what the caller's cart costs for a delivery method, priced by the
 * server from the products (the /payment and /address pages show only these figures).
 */
export const QuoteBody = z.object({
  email: OptionalEmail,
  deliveryMethod: DeliveryMethodInput,
  couponCode,
});
export type QuoteBody = z.infer<typeof QuoteBody>;

/** A quote line's pre-order: its drop, ready day, and whether the drop takes cash on delivery. */
export const PreOrderTerms = PreOrderLabel.extend({ cashAllowed: z.boolean() });
export type PreOrderTerms = z.infer<typeof PreOrderTerms>;

/** One priced line: `price` is the unit price and `lineTotal` price × quantity, in rupees. */
export const QuoteLine = z.object({
  orderItem_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  style: Style,
  imageUrl: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  /** The line's share of the coupon's saving (rupees; 0 without one). */
  discount: z.number().optional(),
  teeName: z.string(),
  instiName: z.string(),
  /** The number printed on the piece ('0'–'99'); absent without one (an addition). */
  teeNumber: z.string().optional(),
  /** A pre-order's drop and its ready day (docs/product.md#drops); absent otherwise. */
  preOrder: PreOrderTerms.optional(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteReply = z.object({
  status: Ok,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** Methods this cart may use and pay for (only pickup while online payment is off). */
  allowedMethods: z.array(z.enum(DELIVERY_METHODS)),
  cashOnDeliveryAllowed: z.boolean(),
  /**
   * Why cash on delivery is not offered when a pre-order's drop is paid online only ("Quad Tee
   * is a pre-order in Fest Drop, which is paid online only."); absent otherwise.
   */
  cashOnDeliveryNote: z.string().optional(),
  lines: z.array(QuoteLine),
  totalMrp: z.number(),
  platformFee: z.number(),
  deliveryCharges: z.number(),
  totalAmount: z.number(),
  /** The coupon's saving on the goods, in rupees (0 without one). */
  discount: z.number().optional(),
  /**
   * The coupon code sent, and whether it is priced in; when not, `message` says why
   * ("This coupon code has expired.") and `code` is the refusal's error code.
   */
  coupon: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      message: z.string().optional(),
      error: z.string().optional(),
    })
    .optional(),
  /**
   * How much more the goods must cost (rupees) for this method to deliver free; absent
   * when it has no threshold or already delivers free.
   */
  freeDeliveryGap: z.number().optional(),
});
export type QuoteReply = z.infer<typeof QuoteReply>;
