import { z } from 'zod';
import { IdLike, Ok, intLike, maybe } from './common.ts';

/**
 * What reaches the shop through its forms: size requests, service tickets and enquiries,
 * collaboration applications, and students' help requests about their orders.
 */
export const INBOX_KINDS = ['sizeRequest', 'ticket', 'collab', 'help'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATES = ['open', 'handled', 'all'] as const;

/** admin/inbox (admin): newest first, 30 a page. */
export const InboxBody = z.object({
  kind: z.enum([...INBOX_KINDS, 'all']).default('all'),
  state: z.enum(INBOX_STATES).default('open'),
  page: maybe(intLike({ min: 1, max: 100_000 })),
});
export type InboxBody = z.infer<typeof InboxBody>;

export const InboxEntry = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number().int(),
  /** epoch ms */
  date: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** One line: "Size M × 2 of Quad Tee", "Service enquiry: design, sales", "Designer". */
  title: z.string(),
  /** What they wrote. */
  message: z.string(),
  /** A link they sent (collaboration portfolio), or ''. */
  link: z.string(),
  handledAt: z.number().nullable(),
  handledBy: z.string(),
  /** Help requests only: the order (null: "paid but no order") and an item of it, for its page. */
  orderId: z.number().int().nullable().optional(),
  /** Help requests only: the order's number as its student reads it (`7KQ4-M9X2`). */
  orderNumber: z.string().optional(),
  orderItemId: z.number().int().nullable().optional(),
  /** Help requests only: the student's photo ('' for none) and the admin's answer ('' for none). */
  photoUrl: z.string().optional(),
  answer: z.string().optional(),
});
export type InboxEntry = z.infer<typeof InboxEntry>;

export const InboxReply = z.object({
  status: Ok,
  entries: z.array(InboxEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Open entries per kind, for the tabs. */
  open: z.object({
    sizeRequest: z.number(),
    ticket: z.number(),
    collab: z.number(),
    help: z.number(),
  }),
});
export type InboxReply = z.infer<typeof InboxReply>;

/** admin/inbox/handled (admin): mark an entry handled (or open again). */
export const InboxHandledBody = z.object({
  kind: z.enum(INBOX_KINDS),
  id: IdLike,
  handled: z.boolean().default(true),
});
export type InboxHandledBody = z.infer<typeof InboxHandledBody>;
