import { z } from 'zod';
import { MSG } from './messages.ts';
import { NumberLike, Ok, OptionalEmail, maybe, optionalText } from './common.ts';
import { DELIVERY_METHODS } from '../rules/delivery.ts';
import { requiredText } from './fields.ts';

/** A delivery method as bodies send it ("Pickup" reads as "pickup"). */
export const DeliveryMethodInput = z
  .string({ error: MSG.chooseDeliveryMethod })
  .trim()
  .toLowerCase()
  .pipe(z.enum(DELIVERY_METHODS, { error: MSG.chooseDeliveryMethod }));

/** Hostel popup on the cart page. */
export const HostelForm = z.object({ hostel: requiredText(MSG.enterHostel, 100) });
export type HostelForm = z.infer<typeof HostelForm>;

/** Posted amounts are accepted and ignored: the server computes every amount from the cart. */
const IgnoredAmount = maybe(NumberLike);

const PinText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => String(v ?? '').replace(/\s/g, ''));

const destination = {
  hostel: optionalText(100),
  address1: optionalText(200),
  address2: optionalText(200),
  pinCode: PinText,
  city: optionalText(100),
  state: optionalText(100),
};

/** payment/confirm (B): cash on delivery, pickup only. */
export const ConfirmPaymentBody = z.object({
  email: OptionalEmail,
  amount: IgnoredAmount,
  deliveryMethod: DeliveryMethodInput,
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
  .object({ email: OptionalEmail, amount: IgnoredAmount, deliveryMethod: DeliveryMethodInput, ...destination })
  .superRefine((b, ctx) => {
    if (b.deliveryMethod === 'hostel' && !b.hostel) {
      ctx.addIssue({ code: 'custom', path: ['hostel'], message: MSG.enterHostel });
    }
    if (b.deliveryMethod !== 'delivery') return;
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
 * payment/order/validate (B): `id` is the payment reference from /paymentValid/{id}. The other
 * fields are what the spec's client posts; the server uses what it stored when the payment began.
 */
export const PaymentValidateBody = z.object({
  id: z
    .union([z.string(), z.number()], { error: 'Payment not found' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, { error: 'Payment not found' }).max(100)),
  email: OptionalEmail,
  amount: IgnoredAmount,
  deliveryMethod: optionalText(20),
  ...destination,
  deliveryCharges: IgnoredAmount,
});
export type PaymentValidateBody = z.infer<typeof PaymentValidateBody>;

/** Paid: the order exists now. */
export const PaymentSuccessReply = z.object({
  status: Ok,
  code: z.literal('PAYMENT_SUCCESS'),
  message: z.string(),
  order_id: z.number().int(),
});
/** Finalised before (by the webhook, say): the spec's client checks this exact message. */
export const OrderAlreadyPlacedReply = z.object({
  status: Ok,
  message: z.literal('orderAlreadyPlaced'),
  order_id: z.number().int().optional(),
});
/** The gateway has no outcome yet; ask again shortly. */
export const PaymentPendingReply = z.object({
  status: Ok,
  code: z.literal('PAYMENT_PENDING'),
  message: z.string().optional(),
});
/** A failed payment is a failure body with code PAYMENT_ERROR, not one of these. */
export const PaymentValidateReply = z.union([
  PaymentSuccessReply,
  OrderAlreadyPlacedReply,
  PaymentPendingReply,
]);
export type PaymentValidateReply = z.infer<typeof PaymentValidateReply>;

/** payment/webhook (NEW): the gateway's callback; only the fields we read are named. */
export const PaymentWebhookBody = z.looseObject({
  event: z.string().optional(),
  payload: z
    .looseObject({ merchantOrderId: z.string().optional(), state: z.string().optional() })
    .optional(),
});
export type PaymentWebhookBody = z.infer<typeof PaymentWebhookBody>;
