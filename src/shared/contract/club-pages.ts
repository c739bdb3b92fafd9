import { z } from 'zod';
import { CLUB_SLUG_MAX, CLUB_SLUG_PATTERN } from '../rules/clubs.ts';
import { Ok } from './common.ts';
import { Product } from './catalog.ts';
import { PublicDrop } from './drops.ts';

/** What students read of clubs (docs/product.md#a-clubs-page). All additions. */

/** club-pages/{slug}: any text is taken, a slug no club can have answers 404 as an unknown one. */
export const ClubPageParams = z.object({ slug: z.string().max(CLUB_SLUG_MAX * 4) });
export type ClubPageParams = z.infer<typeof ClubPageParams>;

/** Whether `slug` has a club address's shape (a shape no club has is not looked up). */
export const isClubSlug = (slug: string) =>
  slug.length <= CLUB_SLUG_MAX && CLUB_SLUG_PATTERN.test(slug);

/** A club as its page and the clubs' list show it. `logoUrl` '' when it has none. */
export const PublicClub = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  about: z.string(),
});
export type PublicClub = z.infer<typeof PublicClub>;

/**
 * club-pages/{slug}: the club, its products on sale (newest first, as the shop lists them) and its
 * upcoming and live drops (soonest first, as `drops` shows them), with the server's time.
 */
export const ClubPageReply = z.object({
  status: Ok,
  club: PublicClub,
  products: z.array(Product),
  serverNow: z.number(),
  drops: z.array(PublicDrop),
});
export type ClubPageReply = z.infer<typeof ClubPageReply>;

/** club-pages: every club by name, each saying whether one of its drops is live now. */
export const ClubListReply = z.object({
  status: Ok,
  clubs: z.array(PublicClub.extend({ liveDrop: z.boolean() })),
});
export type ClubListReply = z.infer<typeof ClubListReply>;
