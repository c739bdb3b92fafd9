import { z } from 'zod';
import { IdLike, Ok } from './common.ts';
import { DROP_AUDIENCES, DROP_MEMBERS_MAX } from '../rules/drop-members.ts';
import { DROP_STATES } from '../rules/drops.ts';

/**
 * A members-only drop's list and its organiser's roster (docs/product.md#members-only-drops):
 * the admin's calls under admin/drops/…, a club manager's under clubs/{slug}/drops/{dropId}/….
 * All additions.
 */

/** admin/drops/members: e-mails typed (one a line or comma-separated) or a CSV file's text. */
export const DropMembersBody = z.object({
  id: IdLike,
  list: z
    .string()
    .max(DROP_MEMBERS_MAX * 120, { error: 'The list is too long: upload at most 5,000 members' }),
});
export type DropMembersBody = z.input<typeof DropMembersBody>;

/** The same for a club's drop (its id in the address). */
export const ClubDropMembersBody = DropMembersBody.omit({ id: true });

export const ClubDropIdParams = z.object({ slug: z.string().min(1).max(60), dropId: IdLike });

/** A row of the list that was not taken, by its line (1-based) and why. */
export const MemberListProblem = z.object({ line: z.number().int(), reason: z.string() });

export const DropMembersReply = z.object({
  status: Ok,
  message: z.string(),
  /** E-mails added by this call (already listed ones are not counted again). */
  added: z.number().int(),
  /** Members on the list now. */
  members: z.number().int(),
  problems: z.array(MemberListProblem),
});
export type DropMembersReply = z.infer<typeof DropMembersReply>;

/** One piece a member ordered (cancelled ones left out). */
export const RosterItem = z.object({
  orderNumber: z.string(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The name printed on it ('' when none). */
  name: z.string(),
  /** The number printed on it, when the drop takes numbers (null: none). */
  number: z.string().nullable(),
});

export const RosterMember = z.object({
  email: z.string(),
  /** The account's name, when the e-mail has one. */
  name: z.string().nullable(),
  /** How they are a member: on the list, came with the link, at the domain, or neither. */
  via: z.enum(['list', 'link', 'domain', 'other']),
  ordered: z.boolean(),
  items: z.array(RosterItem),
});
export type RosterMember = z.infer<typeof RosterMember>;

/** admin/drops/roster and clubs/{slug}/drops/{dropId}/roster */
export const RosterReply = z.object({
  status: Ok,
  serverNow: z.number(),
  drop: z.object({
    id: z.number().int(),
    name: z.string(),
    state: z.enum(DROP_STATES),
    audience: z.enum(DROP_AUDIENCES),
    memberDomain: z.string().nullable(),
    /** When the last reminder went (null: none), and when the next may go. */
    remindedAt: z.number().nullable(),
    nextReminderAt: z.number().nullable(),
  }),
  /** Those who have not ordered first, then by e-mail. */
  members: z.array(RosterMember),
  counts: z.object({
    members: z.number().int(),
    ordered: z.number().int(),
    notOrdered: z.number().int(),
    pieces: z.number().int(),
  }),
  /** The roster as CSV (one row a piece, and one per member who has not ordered). */
  csv: z.string(),
});
export type RosterReply = z.infer<typeof RosterReply>;

/** admin/drops/roster/remind and clubs/{slug}/drops/{dropId}/remind */
export const RemindReply = z.object({
  status: Ok,
  message: z.string(),
  /** Reminders put in the outbox by this call. */
  sent: z.number().int(),
});
export type RemindReply = z.infer<typeof RemindReply>;
