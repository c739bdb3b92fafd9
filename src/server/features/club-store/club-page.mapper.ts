import type { PublicClub } from '#shared/contract/club-pages.ts';
import type { ClubRow } from '../../db/schema/index.ts';

/** A club as students see it: never its share, payout details or managers. */
export const toPublicClub = (club: ClubRow): PublicClub => ({
  slug: club.slug,
  name: club.name,
  logoUrl: club.logoUrl,
  about: club.about,
});
