import { z } from 'zod';
import { NOTIFY_KINDS } from '../rules/notify.ts';
import { MSG } from './messages.ts';
import { IdLike, OptionalEmail, Ok, maybe } from './common.ts';
import { emailField, OtpField, sizeField } from './fields.ts';

/** Notify me (docs/product.md#notify-me): the calls' bodies and replies, and the web's forms. */

/** notify/code: a visitor asks for a code to prove the e-mail is theirs. */
export const NotifyCodeBody = z.object({ email: emailField(MSG.enterEmail) });
export type NotifyCodeBody = z.infer<typeof NotifyCodeBody>;

/** The web's second step for a visitor: the code from the mail. */
export const NotifyOtpForm = z.object({ otp: OtpField });
export type NotifyOtpForm = z.infer<typeof NotifyOtpForm>;

/**
 * notify/subscribe (token optional): tell me when this drop opens, or when this sold-out size is
 * back. Signed in: the account's e-mail. A visitor sends `email` and the `otp` mailed to it.
 */
export const NotifySubscribeBody = z
  .object({
    productId: IdLike,
    kind: z.enum(NOTIFY_KINDS, { error: 'Choose what to be told about' }),
    size: maybe(sizeField()),
    email: OptionalEmail.pipe(z.email({ error: MSG.invalidEmail }).optional()),
    otp: maybe(OtpField),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'back-in-stock' && !body.size) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: MSG.selectSize });
    }
    if (body.kind === 'drop-opens' && body.size) {
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: 'A drop is told about without a size',
      });
    }
  });
export type NotifySubscribeBody = z.infer<typeof NotifySubscribeBody>;

/** An unsubscribe link's signed token (from the mail's link), checked by the server. */
export const UnsubscribeBody = z.object({ token: z.string().trim().max(1000) });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/** notify/unsubscribe/check: whose link it is (partly hidden) and how many asks wait. */
export const UnsubscribeCheckReply = z.object({
  status: Ok,
  email: z.string(),
  waiting: z.number().int(),
});
export type UnsubscribeCheckReply = z.infer<typeof UnsubscribeCheckReply>;
