import { createHash, randomBytes } from 'node:crypto';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import type { Tx } from '../../db/client.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { clubInvitationMail } from './clubs.mails.ts';
import { clubById } from './clubs-admin.queries.ts';
import {
  addManager,
  deleteManager,
  insertInvitation,
  invitationByHash,
  lockInvitation,
  managesByEmail,
  markAccepted,
  revokeInvitation,
  type InvitationRow,
} from './club-managers.queries.ts';

/**
 * A club's managers (ADR 023): the admin invites by e-mail with a one-time link of which only
 * the token's SHA-256 is stored; only an account with the invited e-mail accepts it, once.
 */

export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Stores an invitation in the caller's transaction with its mail; answers the outbox ids to
 * send once the transaction commits.
 */
export async function storeInvitation(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  caller: Caller,
  club: ClubRow,
  email: string,
): Promise<number[]> {
  const now = deps.clock();
  if (await managesByEmail(tx, club.id, email)) throw new DomainError('CLUB_MANAGER_EXISTS');
  const token = randomBytes(32).toString('base64url');
  await insertInvitation(
    tx,
    {
      clubId: club.id,
      email,
      tokenHash: hashToken(token),
      invitedBy: caller.userId,
      expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
    },
    now,
  );
  const mail = clubInvitationMail(mailBrand(deps.config), {
    to: email,
    clubName: club.name,
    url: `${deps.config.publicUrl}/club-invite/${token}`,
    validDays: INVITATION_VALID_DAYS,
  });
  return enqueueMail(tx, [mail], now);
}

/** admin/clubs/invite: a new link to the address (an older open one to it stops working). */
export async function inviteManager(
  deps: MailDeps,
  caller: Caller,
  input: { clubId: number; inviteeEmail: string },
): Promise<string> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const club = await clubById(tx, input.clubId);
    if (!club) throw new DomainError('CLUB_NOT_FOUND');
    return storeInvitation(tx, deps, caller, club, input.inviteeEmail);
  });
  await sendSoon(deps, mailIds);
  return `Invitation sent to ${input.inviteeEmail}`;
}

export async function withdrawInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  invitationId: number,
): Promise<void> {
  if (!(await revokeInvitation(deps.db, invitationId, deps.clock()))) {
    throw new DomainError('CLUB_INVITE_NOT_FOUND', 'This invitation is already accepted or gone.');
  }
}

/** admin/clubs/remove-manager: their access ends at once (clubForManager reads the row). */
export async function removeManager(
  deps: Pick<AppDeps, 'db'>,
  input: { clubId: number; userId: number },
): Promise<void> {
  if (!(await deleteManager(deps.db, input.clubId, input.userId))) {
    throw new DomainError('CLUB_MANAGER_NOT_FOUND');
  }
}

type InvitationState = 'pending' | 'accepted' | 'expired' | 'revoked';

function stateOf(row: InvitationRow, now: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

const REFUSALS = {
  accepted: 'CLUB_INVITE_USED',
  revoked: 'CLUB_INVITE_REVOKED',
  expired: 'CLUB_INVITE_EXPIRED',
} as const;

/** club-invite/check: what the link is for, whoever opens it (the token is the secret). */
export async function checkInvitation(deps: Pick<AppDeps, 'db' | 'clock'>, token: string) {
  const found = await invitationByHash(deps.db, hashToken(token));
  if (!found) throw new DomainError('CLUB_INVITE_NOT_FOUND');
  return {
    clubName: found.club.name,
    clubSlug: found.club.slug,
    email: found.invitation.email,
    state: stateOf(found.invitation, deps.clock()),
  };
}

/**
 * club-invite/accept: the signed-in caller becomes a manager if the link is open and was sent
 * to their e-mail; the invitation is then used up.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  token: string,
): Promise<{ message: string; clubSlug: string }> {
  const found = await invitationByHash(deps.db, hashToken(token));
  if (!found) throw new DomainError('CLUB_INVITE_NOT_FOUND');
  const { club } = found;
  await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const invitation = await lockInvitation(tx, found.invitation.id);
    if (!invitation) throw new DomainError('CLUB_INVITE_NOT_FOUND');
    const state = stateOf(invitation, now);
    if (state !== 'pending') throw new DomainError(REFUSALS[state]);
    if (invitation.email !== caller.email.toLowerCase()) {
      throw new DomainError(
        'CLUB_INVITE_WRONG_ACCOUNT',
        `This invitation is for ${invitation.email}, and you are signed in as ${caller.email}. Sign in with the invited address to accept it.`,
      );
    }
    await addManager(tx, club.id, caller.userId, invitation.invitedBy, now);
    await markAccepted(tx, invitation.id, caller.userId, now);
  });
  return { message: `You now manage ${club.name}`, clubSlug: club.slug };
}
