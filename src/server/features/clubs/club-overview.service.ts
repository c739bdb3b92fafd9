import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { clubForManager, managedClubs } from './club-access.service.ts';
import { payoutText } from './clubs.mapper.ts';
import { clubCounts } from './club-overview.queries.ts';
import { managersOf } from './club-managers.queries.ts';

/** What a manager sees first of a club they run, and the clubs they run (docs/product.md#clubs). */

export async function clubOverview(deps: Pick<AppDeps, 'db'>, caller: Caller, slug: string) {
  const club = await clubForManager(deps, caller, slug);
  const [managers, counts] = await Promise.all([
    managersOf(deps.db, club.id),
    clubCounts(deps.db, club.id),
  ]);
  return {
    club: {
      slug: club.slug,
      name: club.name,
      tag: club.tag,
      logoUrl: club.logoUrl,
      about: club.about,
      shareBasisPoints: club.shareBasisPoints,
      selfPublish: club.selfPublish,
      payoutTo: payoutText(club),
    },
    managers: managers.map((m) => ({ name: m.name, email: m.email })),
    counts,
  };
}

export async function myClubs(deps: Pick<AppDeps, 'db'>, caller: Caller) {
  const clubs = await managedClubs(deps, caller);
  return clubs.map((c) => ({ slug: c.slug, name: c.name, logoUrl: c.logoUrl }));
}
