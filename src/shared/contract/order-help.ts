import { z } from 'zod';
import { IdLike, Ok, maybe } from './common.ts';
import {
  HELP_ANSWER_MAX,
  HELP_ISSUES,
  HELP_MESSAGE_MAX,
  HELP_MESSAGE_MIN,
  HELP_STATES,
} from '../rules/order-help.ts';

/**
 * Help with an order (docs/product.md#help-with-an-order): a student tells the shop what went
 * wrong with one of their orders, or about a payment that made no order, and reads the answer.
 */
const message = z
  .string({ error: 'Tell us what happened' })
  .trim()
  .min(HELP_MESSAGE_MIN, {
    error: `Tell us what happened (at least ${HELP_MESSAGE_MIN} characters)`,
  })
  .max(HELP_MESSAGE_MAX, { error: `Keep it under ${HELP_MESSAGE_MAX} characters` });

const reference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, {
    error: 'Enter the transaction id or payment reference as shown (6–64 letters, digits, - or _)',
  });

/**
 * orders/help (a user's multipart form): the text fields. `orderId` is absent only
 * for "paid but no order", which then needs the payment's reference; `items` lists the order's
 * items it is about (comma separated on the wire; none means the whole order).
 */
export const HelpRequestFields = z
  .object({
    orderId: maybe(IdLike),
    issue: z.enum(HELP_ISSUES, { error: 'Choose what the problem is' }),
    message,
    items: z
      .string()
      .trim()
      .max(400)
      .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: 'Not found' })
      .default('')
      .transform((s) => [...new Set(s ? s.split(',').map(Number) : [])]),
    transactionId: maybe(reference),
  })
  .superRefine((v, ctx) => {
    if (v.issue === 'paid_no_order' && !v.transactionId) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionId'],
        message: 'Enter the transaction id or payment reference of your payment',
      });
    }
    if (v.issue !== 'paid_no_order' && v.orderId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderId'], message: 'Choose the order' });
    }
  });
export type HelpRequestFields = z.infer<typeof HelpRequestFields>;

/** The web's form for the same fields (items as the checked orderItem_ids); same messages. */
export const HelpRequestForm = z
  .object({
    issue: z.enum(HELP_ISSUES, { error: 'Choose what the problem is' }),
    message,
    items: z.array(z.string()),
    transactionId: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.issue !== 'paid_no_order') return;
    const checked = reference.safeParse(v.transactionId);
    if (!checked.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactionId'],
        message: v.transactionId.trim()
          ? (checked.error.issues[0]?.message ?? '')
          : 'Enter the transaction id or payment reference of your payment',
      });
    }
  });
export type HelpRequestForm = z.infer<typeof HelpRequestForm>;

/** One help request as its student sees it. */
export const HelpRequest = z.object({
  id: z.number().int(),
  /** `HLP-00042`: what the mails and the admin quote. */
  reference: z.string(),
  orderId: z.number().int().nullable(),
  /** orderItem_ids it is about ([] = the whole order, or no order). */
  items: z.array(z.number().int()),
  issue: z.enum(HELP_ISSUES),
  message: z.string(),
  transactionId: z.string(),
  /** The photo's URL, or ''. */
  photoUrl: z.string(),
  /** epoch ms */
  date: z.number(),
  state: z.enum(HELP_STATES),
  answer: z.string(),
  answeredAt: z.number().nullable(),
});
export type HelpRequest = z.infer<typeof HelpRequest>;

export const HelpRequestReply = z.object({ status: Ok, message: z.string(), request: HelpRequest });
export type HelpRequestReply = z.infer<typeof HelpRequestReply>;

/** orders/help/mine: the caller's requests, newest first: one order's, or those with no order. */
export const MyHelpRequestsBody = z.object({
  orderId: maybe(z.union([IdLike, z.literal('none')])),
});
export type MyHelpRequestsBody = z.infer<typeof MyHelpRequestsBody>;

export const MyHelpRequestsReply = z.object({ status: Ok, requests: z.array(HelpRequest) });
export type MyHelpRequestsReply = z.infer<typeof MyHelpRequestsReply>;

/** admin/inbox/answer (admin): the answer to a help request; mailed to the student, closes it. */
export const HelpAnswerBody = z.object({
  id: IdLike,
  answer: z
    .string({ error: 'Write the answer' })
    .trim()
    .min(2, { error: 'Write the answer' })
    .max(HELP_ANSWER_MAX, { error: `Keep it under ${HELP_ANSWER_MAX} characters` }),
});
export type HelpAnswerBody = z.infer<typeof HelpAnswerBody>;
