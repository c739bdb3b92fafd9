import { and, count, desc, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { HelpIssue } from '#shared/rules/order-help.ts';
import type { Db } from '../../../db/client.ts';
import { helpRequests, orderItems, orders, users } from '../../../db/schema/index.ts';

/** A help request as the service works with it. */
export interface HelpRecord {
  id: number;
  userId: number;
  orderId: number | null;
  orderItemIds: number[];
  issue: HelpIssue;
  message: string;
  transactionId: string;
  photoUrl: string;
  answer: string;
  answeredAt: Date | null;
  handledAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: helpRequests.id,
  userId: helpRequests.userId,
  orderId: helpRequests.orderId,
  orderItemIds: helpRequests.orderItemIds,
  issue: helpRequests.issue,
  message: helpRequests.message,
  transactionId: helpRequests.transactionId,
  photoUrl: helpRequests.photoUrl,
  answer: helpRequests.answer,
  answeredAt: helpRequests.answeredAt,
  handledAt: helpRequests.handledAt,
  createdAt: helpRequests.createdAt,
};

/** An order's owner and its item ids (oldest first), or undefined when there is no such order. */
export async function orderOwnership(
  db: Db,
  orderId: number,
): Promise<{ userId: number; itemIds: number[] } | undefined> {
  const rows = await db
    .select({ userId: orders.userId, itemId: orderItems.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .orderBy(orderItems.id);
  if (rows.length === 0) return undefined;
  return { userId: rows[0]!.userId, itemIds: rows.map((r) => r.itemId) };
}

/** An order's number (`7KQ4-M9X2`), which its mails name it by and its page's address ends with. */
export async function orderNumberOf(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.orderNumber ?? null;
}

/** A student's requests made since `since`, and those still open (neither answered nor handled). */
export async function helpCounts(
  db: Db,
  userId: number,
  since: Date,
): Promise<{ recent: number; open: number }> {
  const n = async (where: SQL | undefined) =>
    Number((await db.select({ n: count() }).from(helpRequests).where(where))[0]?.n ?? 0);
  const mine = eq(helpRequests.userId, userId);
  const [recent, open] = await Promise.all([
    n(and(mine, gte(helpRequests.createdAt, since))),
    n(and(mine, isNull(helpRequests.handledAt))),
  ]);
  return { recent, open };
}

export type NewHelp = Pick<
  HelpRecord,
  'userId' | 'orderId' | 'orderItemIds' | 'issue' | 'message' | 'transactionId' | 'photoUrl'
> & { createdAt: Date };

export async function insertHelpRequest(db: Db, values: NewHelp): Promise<HelpRecord> {
  const [row] = await db.insert(helpRequests).values(values).returning(columns);
  return row!;
}

/** A student's requests, newest first: one order's, those without an order, or all. */
export function helpRequestsOf(
  db: Db,
  userId: number,
  orderId: number | 'none' | undefined,
): Promise<HelpRecord[]> {
  const which =
    orderId === undefined
      ? undefined
      : orderId === 'none'
        ? isNull(helpRequests.orderId)
        : eq(helpRequests.orderId, orderId);
  return db
    .select(columns)
    .from(helpRequests)
    .where(and(eq(helpRequests.userId, userId), which))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id));
}

/**
 * Writes the admin's answer (and marks the request handled by them) unless it was already
 * answered; undefined when there is none to answer.
 */
export async function writeAnswer(
  db: Db,
  id: number,
  answer: { text: string; at: Date; by: number },
): Promise<HelpRecord | undefined> {
  const [row] = await db
    .update(helpRequests)
    .set({
      answer: answer.text,
      answeredAt: answer.at,
      handledAt: answer.at,
      handledBy: answer.by,
    })
    .where(and(eq(helpRequests.id, id), isNull(helpRequests.answeredAt)))
    .returning(columns);
  return row;
}

/** The name and e-mail a student's mails go to. */
export async function studentOf(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const [student] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return student!;
}

/** Whether a request with this id exists (to tell "already answered" from "not found"). */
export async function helpRequestExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(eq(helpRequests.id, id));
  return row !== undefined;
}
