import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { clubManagers, clubs, type ClubRow } from '../../db/schema/index.ts';

/** Clubs and their managers written straight to the database, for the clubs' API tests. */

/** A club with a unique slug and tag (UPI payouts, 10 % share) unless told otherwise. */
export async function makeClub(
  db: Db,
  values: Partial<typeof clubs.$inferInsert> = {},
): Promise<ClubRow> {
  const key = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(clubs)
    .values({
      slug: `club-${key}`,
      name: `Club ${key}`,
      tag: `club${key}`,
      shareBasisPoints: 1000,
      payoutMethod: 'upi',
      upiId: 'club@okaxis',
      ...values,
    })
    .returning();
  return row!;
}

/** Makes the user (a signed-up test user, or any `{ claims.sub }`/id) a manager of the club. */
export async function makeManager(
  db: Db,
  clubId: number,
  user: number | { claims: { sub?: unknown } },
): Promise<void> {
  const userId = typeof user === 'number' ? user : Number(user.claims.sub);
  await db.insert(clubManagers).values({ clubId, userId });
}
