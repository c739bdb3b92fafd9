import type { z } from 'zod';
import type { CreateClubBody, UpdateClubBody } from '#shared/contract/clubs.ts';
import { sendSoon } from '../../adapters/mail/outbox.ts';
import { isUniqueViolation } from '../../db/connection-errors.ts';
import type { Db } from '../../db/client.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { clubValues, toAdminClub, toClubInvitation, toClubManager } from './clubs.mapper.ts';
import {
  applicationExists,
  clubById,
  clubsWithCounts,
  insertClub,
  linkTaggedProducts,
  lockClub,
  takenSlugOrTag,
  updateClubRow,
} from './clubs-admin.queries.ts';
import { managersOf, openInvitationsOf } from './club-managers.queries.ts';
import { storeInvitation } from './club-managers.service.ts';

/**
 * The admin's clubs (docs/product.md#clubs): create (maybe from a collaboration application,
 * maybe inviting its first manager), edit, list. A club's tag links the products carrying it.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'catalog'>;

export async function listClubs(deps: Pick<AppDeps, 'db' | 'clock'>) {
  return clubsWithCounts(deps.db, deps.clock());
}

export async function clubDetail(deps: Pick<AppDeps, 'db' | 'clock'>, id: number) {
  const club = await clubById(deps.db, id);
  if (!club) throw new DomainError('CLUB_NOT_FOUND');
  const now = deps.clock();
  const [managers, invitations] = await Promise.all([
    managersOf(deps.db, id),
    openInvitationsOf(deps.db, id),
  ]);
  return {
    club: toAdminClub(club),
    managers: managers.map(toClubManager),
    invitations: invitations.map((i) => toClubInvitation(i, now)),
  };
}

/** A slug or tag another club has: refused with the field named. */
async function refuseTaken(db: Db, slug: string, tag: string, exceptId: number | null) {
  const taken = await takenSlugOrTag(db, slug, tag, exceptId);
  if (taken.slug) {
    throw new DomainError(
      'CLUB_SLUG_TAKEN',
      `Another club already has the address /clubs/${slug}.`,
    );
  }
  if (taken.tag)
    throw new DomainError('CLUB_TAG_TAKEN', `Another club already has the tag ${tag}.`);
}

/** Two saves at once that both pass the check above meet the unique constraints instead. */
function takenByRace(err: unknown): never {
  if (isUniqueViolation(err)) {
    const text = String((err as { message?: string }).message ?? '') + JSON.stringify(err);
    throw new DomainError(text.includes('clubs_tag_unique') ? 'CLUB_TAG_TAKEN' : 'CLUB_SLUG_TAKEN');
  }
  throw err;
}

export async function createClub(
  deps: Deps,
  caller: Caller,
  body: z.output<typeof CreateClubBody>,
): Promise<{ club: ClubRow; linked: number }> {
  const values = clubValues(body.club);
  const made = await deps.db
    .transaction(async (tx) => {
      await refuseTaken(tx, values.slug, values.tag, null);
      if (body.applicationId !== undefined && !(await applicationExists(tx, body.applicationId))) {
        throw new DomainError('CLUB_APPLICATION_NOT_FOUND');
      }
      const club = await insertClub(tx, { ...values, applicationId: body.applicationId ?? null });
      const linked = await linkTaggedProducts(tx, club.id, club.tag);
      const mailIds = body.inviteEmail
        ? await storeInvitation(tx, deps, caller, club, body.inviteEmail)
        : [];
      return { club, linked, mailIds };
    })
    .catch(takenByRace);
  if (made.linked > 0) deps.catalog.changed();
  await sendSoon(deps, made.mailIds);
  return { club: made.club, linked: made.linked };
}

/** An edit made from an older version than the stored one is refused, nothing written. */
export async function updateClub(
  deps: Deps,
  body: z.output<typeof UpdateClubBody>,
): Promise<{ club: ClubRow; linked: number }> {
  const values = clubValues(body.club);
  const saved = await deps.db
    .transaction(async (tx) => {
      const current = await lockClub(tx, body.id);
      if (!current) throw new DomainError('CLUB_NOT_FOUND');
      if (current.version !== body.version) {
        throw new DomainError('CLUB_CHANGED', undefined, { current: toAdminClub(current) });
      }
      await refuseTaken(tx, values.slug, values.tag, current.id);
      const club = await updateClubRow(tx, current.id, values, deps.clock());
      const linked = club.tag === current.tag ? 0 : await linkTaggedProducts(tx, club.id, club.tag);
      return { club, linked };
    })
    .catch(takenByRace);
  if (saved.linked > 0) deps.catalog.changed();
  return saved;
}
