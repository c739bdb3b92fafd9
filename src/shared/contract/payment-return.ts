import { z } from 'zod';
import { Ok, OptionalEmail, optionalText } from './common.ts';
import { IgnoredAmount, destination } from './payment.ts';

/**
 * payment/order/validate: `id` is the payment reference from /paymentValid/{id}. The other
 * fields are what a client of the original contract posts; the server uses what it stored when the payment began.
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
/** Finalised before (by the webhook, say): a client of the original contract checks this exact message. */
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

/** payment/webhook: the gateway's callback; only the fields we read are named. */
export const PaymentWebhookBody = z.looseObject({
  event: z.string().optional(),
  payload: z
    .looseObject({
      merchantOrderId: z.string().optional(),
      /** Refund events (`pg.refund.*`) name the refund. */
      merchantRefundId: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});
export type PaymentWebhookBody = z.infer<typeof PaymentWebhookBody>;
