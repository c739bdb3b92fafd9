import { isClubSlug } from '#shared/contract/club-pages.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import { clubBySlug, clubsManagedBy, isClubManager } from './club-access.queries.ts';

/**
 * Who may act for a club (ADR 023): its managers and the shop's admin. Every club call asks
 * this first, on the server, with the club named by the address: a club that does not exist and
 * a club the caller does not manage both answer 404 `CLUB_NOT_FOUND`, so a manager of one club
 * learns nothing of another. A manager removed while signed in is refused at their next call,
 * since the row is read on every call.
 */
export async function clubForManager(
  deps: Pick<AppDeps, 'db'>,
  caller: Caller,
  slug: string,
): Promise<ClubRow> {
  const club = await clubNamed(deps, slug);
  if (!club) throw new DomainError('CLUB_NOT_FOUND');
  if (caller.role === 'admin') return club;
  if (!(await isClubManager(deps.db, club.id, caller.userId))) {
    throw new DomainError('CLUB_NOT_FOUND');
  }
  return club;
}

/** The club an address names, for anyone (its public page); undefined when there is none. */
export async function clubNamed(
  deps: Pick<AppDeps, 'db'>,
  slug: string,
): Promise<ClubRow | undefined> {
  // An address that is no slug (control characters, a NUL PostgreSQL refuses) names no club.
  return isClubSlug(slug) ? clubBySlug(deps.db, slug) : undefined;
}

/** The clubs the caller manages (all of them for the admin's own list is the admin's call). */
export async function managedClubs(deps: Pick<AppDeps, 'db'>, caller: Caller): Promise<ClubRow[]> {
  return clubsManagedBy(deps.db, caller.userId);
}
