import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/index.ts';

/** The user's account row, if it exists. */
export async function userById(db: Db, userId: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** The profile fields a customer may change. */
export interface ProfileChange {
  gender: string;
  phone: string;
  updatedAt: Date;
}

/** Saves profile fields of the user; false when the user is gone. */
export async function saveProfile(db: Db, userId: number, change: ProfileChange): Promise<boolean> {
  const updated = await db
    .update(users)
    .set(change)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Saves the user's name; false when the user is gone. */
export async function saveName(db: Db, userId: number, name: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ name, updatedAt: at })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
