import { and, count, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users, type NewUser, type User, type UserRole } from '../../db/schema/index.ts';

/** The account of an e-mail, if any. */
export async function userByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The id of the e-mail's account, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken?.id;
}

/** The name on the e-mail's account, if any. */
export async function userNameByEmail(
  db: Db,
  email: string,
): Promise<{ name: string } | undefined> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.email, email));
  return user;
}

/** Creates an account. */
/** Creates an account; answers its id. */
export async function insertUser(tx: Tx, user: NewUser): Promise<number> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}

/** Creates the accounts whose e-mails are free; the others are left as they are. */
export async function insertUsersIfFree(db: Db, rows: NewUser[]): Promise<void> {
  await db.insert(users).values(rows).onConflictDoNothing();
}

/** How many accounts exist. */
export async function userCount(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(users);
  return existing?.n ?? 0;
}

/** Which of `emails` have an account. */
export async function existingEmails(db: Db, emails: string[]): Promise<{ email: string }[]> {
  return db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
}

/** Replaces an account's password hash. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Replaces the password of the e-mail's account; the account (what a session needs), or
 * undefined without one.
 */
export async function setPasswordByEmail(
  tx: Tx,
  email: string,
  passwordHash: string,
  at: Date,
): Promise<{ id: number; email: string; name: string; phone: string; role: UserRole } | undefined> {
  const [user] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: at })
    .where(eq(users.email, email))
    .returning({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      role: users.role,
    });
  return user;
}

/** Sets an account's role. */
export async function setRole(db: Db, userId: number, role: UserRole): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Makes the accounts of `admins` admins (those already admins are left alone). */
export async function promoteAdmins(db: Db, admins: string[]): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, admins), ne(users.role, 'admin')));
}

/** Makes every admin whose e-mail is not in `admins` a customer. */
export async function demoteFormerAdmins(db: Db, admins: string[]): Promise<void> {
  await db
    .update(users)
    .set({ role: 'customer' })
    .where(and(notInArray(users.email, admins), eq(users.role, 'admin')));
}
