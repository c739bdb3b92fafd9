import { and, asc, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dropMembers, drops, orderItems, orders, users } from '../../db/schema/index.ts';

/** What a drop's roster is read from (docs/product.md#members-only-drops). */

/** Every piece ordered in the drop (cancelled ones left out), with its student, in order. */
export function orderedPieces(db: Db, dropId: number) {
  return db
    .select({
      email: users.email,
      studentName: users.name,
      orderNumber: orders.orderNumber,
      productName: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      teeName: orderItems.teeName,
      teeNumber: orderItems.teeNumber,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderItems.dropId, dropId), ne(orderItems.step, 'cancelled')))
    .orderBy(asc(orders.id), asc(orderItems.id));
}

/** The drop's members, with the account's name where the e-mail has one. */
export function membersOf(db: Db, dropId: number) {
  return db
    .select({ email: dropMembers.email, via: dropMembers.via, name: users.name })
    .from(dropMembers)
    .leftJoin(users, eq(users.email, dropMembers.email))
    .where(eq(dropMembers.dropId, dropId))
    .orderBy(asc(dropMembers.email));
}

/** Names of the accounts of these e-mails. */
export async function namesOf(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((r) => [r.email, r.name]));
}

/**
 * Marks the drop reminded at `now` unless it was reminded after `since`: the one reminder a day
 * is decided by this conditional update, so two clicks (or two organisers) send one.
 */
export async function claimReminder(db: Db, dropId: number, now: Date, since: Date) {
  const rows = await db
    .update(drops)
    .set({ remindedAt: now })
    .where(and(eq(drops.id, dropId), or(isNull(drops.remindedAt), lte(drops.remindedAt, since))))
    .returning({ id: drops.id });
  return rows.length > 0;
}
