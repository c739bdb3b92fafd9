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
export const IgnoredAmount = maybe(NumberLike);

const PinText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => String(v ?? '').replace(/\s/g, ''));

/** Where the order goes, as the spec's client posts it (nulls read as ''). */
export const destination = {
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
  .object({
    email: OptionalEmail,
    amount: IgnoredAmount,
    deliveryMethod: DeliveryMethodInput,
    ...destination,
  })
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
