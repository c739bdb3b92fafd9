import type { AppDeps } from '../../deps.ts';
import { insertClubWithManager } from './club-seed.queries.ts';

/** The dev seed's club (UPI payouts, 10 %), managed by the account with `managerEmail`. */
export function seedClub(
  { db }: Pick<AppDeps, 'db'>,
  input: { slug: string; name: string; tag: string; selfPublish: boolean; managerEmail: string },
) {
  const { managerEmail, ...club } = input;
  return insertClubWithManager(
    db,
    {
      ...club,
      tag: club.tag.toLowerCase(),
      shareBasisPoints: 1000,
      payoutMethod: 'upi',
      upiId: 'club@okaxis',
    },
    managerEmail,
  );
}
