import type { ClubListReply, ClubPageReply } from '#shared/contract/club-pages.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { searchProducts, toProductReply } from '../catalog/index.ts';
import { openDrops } from '../drops/index.ts';
import { clubNamed } from '../clubs/index.ts';
import { toPublicClub } from './club-page.mapper.ts';
import { clubsByName } from './club-page.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'catalog' | 'config'>;

/**
 * A club's page (docs/product.md#a-clubs-page): the club, its products on sale as the shop lists
 * them (from the catalogue cache) and its drops among the open ones. CLUB_NOT_FOUND for a slug
 * no club has, as for the managers' calls.
 */
export async function clubPage(
  deps: Deps,
  caller: Visitor,
  slug: string,
): Promise<Omit<ClubPageReply, 'status'>> {
  const club = await clubNamed(deps, slug);
  if (!club) throw new DomainError('CLUB_NOT_FOUND');
  const [products, open] = await Promise.all([
    searchProducts(deps, caller, { club: club.slug }),
    openDrops(deps),
  ]);
  return {
    club: toPublicClub(club),
    products: products.map(toProductReply),
    serverNow: open.serverNow,
    drops: open.drops.filter((d) => d.club?.slug === club.slug),
  };
}

/** Every club by name, each saying whether one of its drops is live (Home's strip, /clubs). */
export async function clubList(deps: Deps): Promise<Omit<ClubListReply, 'status'>> {
  const [rows, open] = await Promise.all([clubsByName(deps.db), openDrops(deps)]);
  const live = new Set(
    open.drops.flatMap((d) => (d.state === 'live' && d.club ? d.club.slug : [])),
  );
  return { clubs: rows.map((row) => ({ ...toPublicClub(row), liveDrop: live.has(row.slug) })) };
}
