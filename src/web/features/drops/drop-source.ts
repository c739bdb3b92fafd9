import { paths } from '#shared/web-paths.ts';

/**
 * Whose drop page this is: the admin's (no `club`) or a club's manager's for one of the club's
 * drops (`club`: its slug), so the print run, roster and bagging screens serve both, each
 * through its own calls and links (docs/product.md#drops).
 */
export interface DropSource {
  dropId: number;
  club?: string | undefined;
}

/** A drop's pages for its organiser: the list of drops, the print run, roster and bagging list. */
export const dropPages = ({ dropId, club }: DropSource) =>
  club
    ? {
        list: paths.clubDrops(club),
        print: paths.clubDrop(club, dropId, 'print'),
        roster: paths.clubDrop(club, dropId, 'roster'),
        bagging: paths.clubDrop(club, dropId, 'bagging'),
      }
    : {
        list: paths.drops,
        print: paths.dropPrint(dropId),
        roster: paths.dropRoster(dropId),
        bagging: paths.dropBagging(dropId),
      };
