import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clubInvitations,
  clubManagers,
  clubs,
  users,
  type ClubRow,
} from '../../db/schema/index.ts';

/** Clubs' managers and invitations SQL. */

export type InvitationRow = typeof clubInvitations.$inferSelect;

export interface ManagerLine {
  userId: number;
  name: string;
  email: string;
  since: Date;
}

export async function managersOf(db: Db, clubId: number): Promise<ManagerLine[]> {
  return db
    .select({
      userId: clubManagers.userId,
      name: users.name,
      email: users.email,
      since: clubManagers.createdAt,
    })
    .from(clubManagers)
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(eq(clubManagers.clubId, clubId))
    .orderBy(asc(clubManagers.createdAt), asc(users.id));
}

/** Invitations neither accepted nor revoked (the expired ones too), newest first. */
export async function openInvitationsOf(db: Db, clubId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(clubInvitations)
    .where(
      and(
        eq(clubInvitations.clubId, clubId),
        isNull(clubInvitations.acceptedAt),
        isNull(clubInvitations.revokedAt),
      ),
    )
    .orderBy(desc(clubInvitations.createdAt), desc(clubInvitations.id));
}

export async function managesByEmail(db: Db, clubId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: clubManagers.userId })
    .from(clubManagers)
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(and(eq(clubManagers.clubId, clubId), eq(users.email, email)))
    .limit(1);
  return row !== undefined;
}

/** A new invitation; an older open one to the same address for the club is revoked (resent). */
export async function insertInvitation(
  tx: Tx,
  values: Pick<InvitationRow, 'clubId' | 'email' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
  now: Date,
): Promise<InvitationRow> {
  await tx
    .update(clubInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(clubInvitations.clubId, values.clubId),
        eq(clubInvitations.email, values.email),
        isNull(clubInvitations.acceptedAt),
        isNull(clubInvitations.revokedAt),
      ),
    );
  const [row] = await tx
    .insert(clubInvitations)
    .values({ ...values, createdAt: now })
    .returning();
  return row!;
}

/** The invitation a link's token hash names, with its club. */
export async function invitationByHash(
  db: Db,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; club: ClubRow } | undefined> {
  const [row] = await db
    .select({ invitation: clubInvitations, club: clubs })
    .from(clubInvitations)
    .innerJoin(clubs, eq(clubs.id, clubInvitations.clubId))
    .where(eq(clubInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The invitation row, locked until the transaction ends (a link is accepted once). */
export async function lockInvitation(tx: Tx, id: number): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(clubInvitations)
    .where(eq(clubInvitations.id, id))
    .for('update');
  return row;
}

export async function markAccepted(tx: Tx, id: number, userId: number, now: Date): Promise<void> {
  await tx
    .update(clubInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(clubInvitations.id, id));
}

export async function addManager(
  tx: Tx,
  clubId: number,
  userId: number,
  addedBy: number | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(clubManagers)
    .values({ clubId, userId, addedBy, createdAt: now })
    .onConflictDoNothing();
}

/** Revokes an open invitation; false when there is none with this id. */
export async function revokeInvitation(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(clubInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(clubInvitations.id, id),
        isNull(clubInvitations.acceptedAt),
        isNull(clubInvitations.revokedAt),
      ),
    )
    .returning({ id: clubInvitations.id });
  return rows.length > 0;
}

/** Removes a manager; false when they did not manage the club. */
export async function deleteManager(db: Db, clubId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(clubManagers)
    .where(and(eq(clubManagers.clubId, clubId), eq(clubManagers.userId, userId)))
    .returning({ userId: clubManagers.userId });
  return rows.length > 0;
}
