import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubManagers, clubs, type ClubRow } from '../../db/schema/index.ts';

/** Clubs' access SQL: which club an address names and who manages it. */

export async function clubBySlug(db: Db, slug: string): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.slug, slug)).limit(1);
  return row;
}

export async function isClubManager(db: Db, clubId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: clubManagers.userId })
    .from(clubManagers)
    .where(and(eq(clubManagers.clubId, clubId), eq(clubManagers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The clubs a student manages, by name. */
export async function clubsManagedBy(db: Db, userId: number): Promise<ClubRow[]> {
  const rows = await db
    .select({ club: clubs })
    .from(clubManagers)
    .innerJoin(clubs, eq(clubs.id, clubManagers.clubId))
    .where(eq(clubManagers.userId, userId))
    .orderBy(clubs.name);
  return rows.map((row) => row.club);
}
