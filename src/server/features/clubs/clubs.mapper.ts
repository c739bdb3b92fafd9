import type { AdminClub, ClubInvitation, ClubManager } from '#shared/contract/clubs.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import type { ClubFields } from '#shared/contract/clubs.ts';
import type { ClubValues } from './clubs-admin.queries.ts';
import type { InvitationRow, ManagerLine } from './club-managers.queries.ts';

/** Clubs' rows as the contract gives them, and the admin's form as a row's values. */

export function toAdminClub(row: ClubRow): AdminClub {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tag: row.tag,
    logoUrl: row.logoUrl,
    about: row.about,
    shareBasisPoints: row.shareBasisPoints,
    payoutMethod: row.payoutMethod,
    upiId: row.upiId,
    bankAccount: row.bankAccount,
    ifsc: row.ifsc,
    selfPublish: row.selfPublish,
    applicationId: row.applicationId,
    version: row.version,
  };
}

/** The form's fields as a row: only the chosen payout method's details are kept. */
export function clubValues(fields: ClubFields): ClubValues {
  const upi = fields.payoutMethod === 'upi';
  return {
    slug: fields.slug,
    name: fields.name,
    tag: fields.tag,
    logoUrl: fields.logoUrl,
    about: fields.about,
    shareBasisPoints: fields.sharePercent,
    payoutMethod: fields.payoutMethod,
    upiId: upi ? fields.upiId : '',
    bankAccount: upi ? '' : fields.bankAccount,
    ifsc: upi ? '' : fields.ifsc,
    selfPublish: fields.selfPublish,
  };
}

export const toClubManager = (m: ManagerLine): ClubManager => ({
  userId: m.userId,
  name: m.name,
  email: m.email,
  since: m.since.getTime(),
});

export const toClubInvitation = (row: InvitationRow, now: Date): ClubInvitation => ({
  id: row.id,
  email: row.email,
  invitedAt: row.createdAt.getTime(),
  expiresAt: row.expiresAt.getTime(),
  expired: row.expiresAt <= now,
});

/** How the club is paid, as its managers read it (the account number mostly hidden). */
export function payoutText(row: ClubRow): string {
  if (row.payoutMethod === 'upi') return `UPI ${row.upiId}`;
  return `Bank account ending ${row.bankAccount.slice(-4)} (${row.ifsc})`;
}
