import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clubInvitations,
  clubManagers,
  clubs,
  collabApplications,
  products,
  type ClubRow,
} from '../../db/schema/index.ts';

/** The admin's clubs SQL: the club rows, and the products a club's tag links to it. */

export type ClubValues = Omit<typeof clubs.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface ClubCounts {
  managers: number;
  pendingInvitations: number;
  products: number;
}

/** Every club by name, with its managers, unanswered unexpired invitations and products. */
export async function clubsWithCounts(db: Db, now: Date): Promise<(ClubRow & ClubCounts)[]> {
  const managers = db
    .select({ clubId: clubManagers.clubId, n: count().as('managers_n') })
    .from(clubManagers)
    .groupBy(clubManagers.clubId)
    .as('m');
  const pending = db
    .select({ clubId: clubInvitations.clubId, n: count().as('pending_n') })
    .from(clubInvitations)
    .where(
      and(
        isNull(clubInvitations.acceptedAt),
        isNull(clubInvitations.revokedAt),
        sql`${clubInvitations.expiresAt} > ${now}`,
      ),
    )
    .groupBy(clubInvitations.clubId)
    .as('i');
  const owned = db
    .select({ clubId: products.clubId, n: count().as('products_n') })
    .from(products)
    .groupBy(products.clubId)
    .as('p');
  const rows = await db
    .select({
      club: clubs,
      managers: sql<number>`coalesce(${managers.n}, 0)`.mapWith(Number),
      pendingInvitations: sql<number>`coalesce(${pending.n}, 0)`.mapWith(Number),
      products: sql<number>`coalesce(${owned.n}, 0)`.mapWith(Number),
    })
    .from(clubs)
    .leftJoin(managers, eq(managers.clubId, clubs.id))
    .leftJoin(pending, eq(pending.clubId, clubs.id))
    .leftJoin(owned, eq(owned.clubId, clubs.id))
    .orderBy(asc(clubs.name), asc(clubs.id));
  return rows.map(({ club, ...counts }) => ({ ...club, ...counts }));
}

export async function clubById(db: Db, id: number): Promise<ClubRow | undefined> {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

/** The club's row, locked until the transaction ends (two admins' saves run in turn). */
export async function lockClub(tx: Tx, id: number): Promise<ClubRow | undefined> {
  const [row] = await tx.select().from(clubs).where(eq(clubs.id, id)).for('update');
  return row;
}

/** Which of the slug and tag another club (than `exceptId`) already has. */
export async function takenSlugOrTag(
  db: Db,
  slug: string,
  tag: string,
  exceptId: number | null,
): Promise<{ slug: boolean; tag: boolean }> {
  const rows = await db
    .select({ slug: clubs.slug, tag: clubs.tag })
    .from(clubs)
    .where(
      and(
        or(eq(clubs.slug, slug), eq(clubs.tag, tag)),
        exceptId === null ? undefined : ne(clubs.id, exceptId),
      ),
    );
  return { slug: rows.some((r) => r.slug === slug), tag: rows.some((r) => r.tag === tag) };
}

export async function applicationExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: collabApplications.id })
    .from(collabApplications)
    .where(eq(collabApplications.id, id))
    .limit(1);
  return row !== undefined;
}

export async function insertClub(tx: Tx, values: ClubValues): Promise<ClubRow> {
  const [row] = await tx.insert(clubs).values(values).returning();
  return row!;
}

/** Writes the edit and moves the version on (the caller checked the one it was made from). */
export async function updateClubRow(
  tx: Tx,
  id: number,
  values: ClubValues,
  now: Date,
): Promise<ClubRow> {
  const [row] = await tx
    .update(clubs)
    .set({ ...values, version: sql`${clubs.version} + 1`, updatedAt: now })
    .where(eq(clubs.id, id))
    .returning();
  return row!;
}

/**
 * Products carrying the tag that no club owns yet become the club's (`products.club_id`): the
 * tee tagged `robotics` (or `Robotics`) before the robotics club was made is its tee. Answers how
 * many.
 */
export async function linkTaggedProducts(tx: Tx, clubId: number, tag: string): Promise<number> {
  const rows = await tx
    .update(products)
    .set({ clubId })
    .where(
      and(
        isNull(products.clubId),
        sql`${tag} in (select lower(t) from unnest(${products.tags}) as t)`,
      ),
    )
    .returning({ id: products.id });
  return rows.length;
}
