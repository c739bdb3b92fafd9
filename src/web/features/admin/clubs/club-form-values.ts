import { z } from 'zod';
import { CLUB_MESSAGES, ClubFields, type AdminClub } from '#shared/contract/clubs.ts';
import { basisPointsToPercent } from '#shared/rules/club-share.ts';
import type { ClubPayoutMethod } from '#shared/rules/clubs.ts';

/** What the admin's club form holds: text as typed; the server reads it with ClubFields. */
export interface ClubFormValues {
  name: string;
  slug: string;
  tag: string;
  logoUrl: string;
  about: string;
  sharePercent: string;
  payoutMethod: ClubPayoutMethod;
  upiId: string;
  bankAccount: string;
  ifsc: string;
  selfPublish: boolean;
  /** A new club only: the first manager to invite. */
  inviteEmail: string;
}

/** The form's check: the club's fields as the server checks them, and the invitee's address. */
export const ClubFormSchema = ClubFields.and(
  z.object({
    inviteEmail: z
      .string()
      .trim()
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: CLUB_MESSAGES.email }),
  }),
);

export const emptyClub = (carried: Partial<ClubFormValues> = {}): ClubFormValues => ({
  name: '',
  slug: '',
  tag: '',
  logoUrl: '',
  about: '',
  sharePercent: '',
  payoutMethod: 'upi',
  upiId: '',
  bankAccount: '',
  ifsc: '',
  selfPublish: false,
  inviteEmail: '',
  ...carried,
});

export const clubFormValues = (club: AdminClub): ClubFormValues => ({
  name: club.name,
  slug: club.slug,
  tag: club.tag,
  logoUrl: club.logoUrl,
  about: club.about,
  sharePercent: basisPointsToPercent(club.shareBasisPoints),
  payoutMethod: club.payoutMethod,
  upiId: club.upiId,
  bankAccount: club.bankAccount,
  ifsc: club.ifsc,
  selfPublish: club.selfPublish,
  inviteEmail: '',
});

/** The club's fields of the form (the invitee goes apart). */
export function clubBody(values: ClubFormValues) {
  const { inviteEmail: _invitee, ...club } = values;
  return club;
}

/** A name as an address: "Robotics Club!" → "robotics-club". */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
