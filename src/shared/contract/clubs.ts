import { z } from 'zod';
import { IdLike, Ok, maybe, optionalText } from './common.ts';
import {
  BANK_ACCOUNT_PATTERN,
  CLUB_PAYOUT_METHODS,
  CLUB_SLUG_MAX,
  CLUB_SLUG_PATTERN,
  IFSC_PATTERN,
  UPI_ID_PATTERN,
} from '../rules/clubs.ts';
import { percentToBasisPoints } from '../rules/club-share.ts';

/**
 * Clubs' core (docs/product.md#clubs, ADR 023): the admin's clubs, their managers and
 * invitations, and what a manager sees of the clubs they run. All additions.
 */

export const CLUB_MESSAGES = {
  name: "Enter the club's name",
  slug: 'Use lower-case letters, digits and single dashes, e.g. robotics-club',
  tag: 'Enter the tag its products carry: lower-case letters, digits and dashes, e.g. robotics',
  share: 'Enter a share from 0 to 100 %, with at most two decimals, e.g. 12.5',
  upiId: 'Enter a UPI id like robotics@okaxis',
  bankAccount: 'Enter the account number: 9 to 18 digits',
  ifsc: 'Enter an IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits',
  email: 'Enter an e-mail address like name@college.edu',
} as const;

/** The fields of the admin's club form, as typed; the server reads them with ClubFields. */
export const ClubFields = z
  .object({
    name: z.string().trim().min(1, { error: CLUB_MESSAGES.name }).max(80, 'Keep the name short'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(CLUB_SLUG_MAX, { error: CLUB_MESSAGES.slug })
      .regex(CLUB_SLUG_PATTERN, { error: CLUB_MESSAGES.slug }),
    tag: z
      .string()
      .trim()
      .toLowerCase()
      .max(40, { error: CLUB_MESSAGES.tag })
      .regex(CLUB_SLUG_PATTERN, { error: CLUB_MESSAGES.tag }),
    /** An image the admin uploaded (products/upload-images), or ''. */
    logoUrl: z
      .string()
      .trim()
      .max(500)
      .refine((u) => u === '' || /^(\/|https?:\/\/)/.test(u), { error: 'Upload the logo again' })
      .default(''),
    about: optionalText(1000),
    /** A percentage as typed ("12.5"); the server keeps it as basis points. */
    sharePercent: z
      .union([z.string(), z.number()], { error: CLUB_MESSAGES.share })
      .transform((v, ctx) => {
        const bp = percentToBasisPoints(String(v));
        if (bp === null || bp > 10_000) {
          ctx.addIssue({ code: 'custom', message: CLUB_MESSAGES.share });
          return z.NEVER;
        }
        return bp;
      }),
    payoutMethod: z.enum(CLUB_PAYOUT_METHODS, { error: 'Choose UPI or bank account' }),
    upiId: z.string().trim().max(300).default(''),
    bankAccount: z
      .string()
      .transform((v) => v.replace(/\s+/g, ''))
      .default(''),
    ifsc: z.string().trim().toUpperCase().default(''),
    selfPublish: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    if (b.payoutMethod === 'upi' && !UPI_ID_PATTERN.test(b.upiId)) {
      ctx.addIssue({ code: 'custom', path: ['upiId'], message: CLUB_MESSAGES.upiId });
    }
    if (b.payoutMethod === 'bank') {
      if (!BANK_ACCOUNT_PATTERN.test(b.bankAccount)) {
        ctx.addIssue({ code: 'custom', path: ['bankAccount'], message: CLUB_MESSAGES.bankAccount });
      }
      if (!IFSC_PATTERN.test(b.ifsc)) {
        ctx.addIssue({ code: 'custom', path: ['ifsc'], message: CLUB_MESSAGES.ifsc });
      }
    }
  });
export type ClubFieldsInput = z.input<typeof ClubFields>;
export type ClubFields = z.output<typeof ClubFields>;

const InviteEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, { error: CLUB_MESSAGES.email })
  .pipe(z.email({ error: CLUB_MESSAGES.email }));

/**
 * admin/clubs/create: a new club; `applicationId` is the collaboration application it is made
 * from, `inviteEmail` its first manager to invite (both optional).
 */
export const CreateClubBody = z.object({
  club: ClubFields,
  applicationId: maybe(IdLike),
  inviteEmail: maybe(InviteEmail),
});
export type CreateClubBody = z.input<typeof CreateClubBody>;

/** admin/clubs/update: the club's fields as edited from `version` (older: 409 CLUB_CHANGED). */
export const UpdateClubBody = z.object({
  id: IdLike,
  version: z.number().int().min(1),
  club: ClubFields,
});
export type UpdateClubBody = z.input<typeof UpdateClubBody>;

/** A club as the admin sees and edits it. */
export const AdminClub = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  tag: z.string(),
  logoUrl: z.string(),
  about: z.string(),
  shareBasisPoints: z.number().int(),
  payoutMethod: z.enum(CLUB_PAYOUT_METHODS),
  upiId: z.string(),
  bankAccount: z.string(),
  ifsc: z.string(),
  selfPublish: z.boolean(),
  applicationId: z.number().int().nullable(),
  version: z.number().int(),
});
export type AdminClub = z.infer<typeof AdminClub>;

/** One line of the admin's clubs list. */
export const AdminClubLine = AdminClub.extend({
  managers: z.number().int(),
  pendingInvitations: z.number().int(),
  products: z.number().int(),
});
export type AdminClubLine = z.infer<typeof AdminClubLine>;

export const AdminClubsReply = z.object({ status: Ok, clubs: z.array(AdminClubLine) });
export type AdminClubsReply = z.infer<typeof AdminClubsReply>;

export const ClubIdBody = z.object({ id: IdLike });

export const ClubManager = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** epoch ms */
  since: z.number(),
});
export type ClubManager = z.infer<typeof ClubManager>;

/** An invitation not accepted or revoked: waiting, or past its date. */
export const ClubInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  /** epoch ms */
  invitedAt: z.number(),
  expiresAt: z.number(),
  expired: z.boolean(),
});
export type ClubInvitation = z.infer<typeof ClubInvitation>;

/** admin/club: one club with its managers and open invitations. */
export const AdminClubReply = z.object({
  status: Ok,
  club: AdminClub,
  managers: z.array(ClubManager),
  invitations: z.array(ClubInvitation),
});
export type AdminClubReply = z.infer<typeof AdminClubReply>;

export const SavedClubReply = z.object({ status: Ok, message: z.string(), club: AdminClub });

/** admin/clubs/invite: `inviteeEmail`, since a body `email` must be the caller's own. */
export const InviteManagerBody = z.object({ clubId: IdLike, inviteeEmail: InviteEmail });
export const RevokeInvitationBody = z.object({ invitationId: IdLike });
export const RemoveManagerBody = z.object({ clubId: IdLike, userId: IdLike });

/** A club in the "My clubs" list of the student who manages it. */
export const ManagedClub = z.object({ slug: z.string(), name: z.string(), logoUrl: z.string() });
export type ManagedClub = z.infer<typeof ManagedClub>;
export const MyClubsReply = z.object({ status: Ok, clubs: z.array(ManagedClub) });
export type MyClubsReply = z.infer<typeof MyClubsReply>;

export const ClubSlugParams = z.object({ slug: z.string().trim().toLowerCase().max(80) });

/** clubs/{slug}/overview: the dashboard's first tab. */
export const ClubOverviewReply = z.object({
  status: Ok,
  club: z.object({
    slug: z.string(),
    name: z.string(),
    tag: z.string(),
    logoUrl: z.string(),
    about: z.string(),
    shareBasisPoints: z.number().int(),
    selfPublish: z.boolean(),
    /** "UPI robotics@okaxis" or "Bank account ending 4321 (SBIN0001234)". */
    payoutTo: z.string(),
  }),
  managers: z.array(z.object({ name: z.string(), email: z.string() })),
  counts: z.object({
    products: z.number().int(),
    drops: z.number().int(),
    orders: z.number().int(),
  }),
});
export type ClubOverviewReply = z.infer<typeof ClubOverviewReply>;

/** The one-time token of an invitation link (`/club-invite/{token}`). */
export const InviteTokenBody = z.object({
  token: z.string().trim().min(1).max(200, { error: 'This invitation link is not valid' }),
});

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const;

/** club-invite/check: what an invitation link is for, before signing in. */
export const InviteCheckReply = z.object({
  status: Ok,
  clubName: z.string(),
  clubSlug: z.string(),
  email: z.string(),
  state: z.enum(INVITATION_STATES),
});
export type InviteCheckReply = z.infer<typeof InviteCheckReply>;

export const InviteAcceptReply = z.object({
  status: Ok,
  message: z.string(),
  clubSlug: z.string(),
});
