import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/index.ts';

/** Stores a started session. */
export async function insertSession(db: Db, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

/** A session with its user's e-mail and role (every signed-in call reads it). */
const sessionUser = preparedQuery((db) =>
  db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.jti, sql.placeholder('jti')), eq(sessions.userId, sql.placeholder('userId'))),
    )
    .prepare('session_user'),
);

/** The session `jti` of user `userId` with that user's e-mail and role, if both exist. */
export async function sessionWithUser(db: Db, jti: string, userId: number) {
  const [row] = await sessionUser(db).execute({ jti, userId });
  return row;
}

/** Marks one open session revoked at `at`. */
export async function revokeSessionRow(db: Db, jti: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.jti, jti), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password reset). Pass the transaction of the change. */
export async function revokeAllSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user but `keep` (a password changed while signed in). */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keep: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.jti, keep), isNull(sessions.revokedAt)));
}
