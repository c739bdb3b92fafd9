import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, dropMembers, users } from '../../db/schema/index.ts';

/** A drop's members (docs/product.md#members-only-drops): who is on its list, and adding them. */

/** The account's e-mail (stored lower-cased), or undefined. */
export async function emailOfUser(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** Whether the e-mail is on the drop's members (its list, or came with its link). */
export async function isListed(db: Db, dropId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: dropMembers.id })
    .from(dropMembers)
    .where(and(eq(dropMembers.dropId, dropId), eq(dropMembers.email, email)))
    .limit(1);
  return row !== undefined;
}

/** Adds e-mails to a drop's members; one already there stays as it is. The number added. */
export async function addMembers(
  db: Db,
  dropId: number,
  emails: readonly string[],
  via: 'list' | 'link',
): Promise<number> {
  if (emails.length === 0) return 0;
  let added = 0;
  // In slices, so a 5,000-row list stays under PostgreSQL's parameter limit.
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .insert(dropMembers)
      .values(emails.slice(i, i + 1000).map((email) => ({ dropId, email, via })))
      .onConflictDoNothing({ target: [dropMembers.dropId, dropMembers.email] })
      .returning({ id: dropMembers.id });
    added += rows.length;
  }
  return added;
}

/** Members of each of these drops. */
export async function memberCounts(db: Db, dropIds: readonly number[]) {
  if (dropIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ dropId: dropMembers.dropId, n: count() })
    .from(dropMembers)
    .where(inArray(dropMembers.dropId, [...dropIds]))
    .groupBy(dropMembers.dropId);
  return new Map(rows.map((r) => [r.dropId, Number(r.n)]));
}

/** The club's name, for "This drop is for members of Hockey Club." */
export async function clubName(db: Db, clubId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: clubs.name }).from(clubs).where(eq(clubs.id, clubId));
  return row?.name;
}
