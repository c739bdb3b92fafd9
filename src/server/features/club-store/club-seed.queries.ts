import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubManagers, clubs, users, type ClubRow } from '../../db/schema/index.ts';

/** A club with one manager, written at once (the dev seed: end-to-end tests, demos). */
export async function insertClubWithManager(
  db: Db,
  club: typeof clubs.$inferInsert,
  managerEmail: string,
): Promise<ClubRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, managerEmail.toLowerCase()));
    if (!user) return undefined;
    const [row] = await tx.insert(clubs).values(club).returning();
    await tx.insert(clubManagers).values({ clubId: row!.id, userId: user.id });
    return row;
  });
}
