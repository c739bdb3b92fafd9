import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { refunds, type Refund } from '../../../db/schema/index.ts';

/** Refunds' SQL: the ledger of money given back (`refunds`, one row per refund). */

/** Paise of `paymentId` already given back or on their way (failed refunds give theirs up). */
export async function refundedPaise(db: Db, paymentId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), ne(refunds.state, 'failed')));
  return Number(row?.sum ?? 0);
}

/** A refund by the shop's gateway id (the refund webhooks name it). */
export async function refundByGatewayId(db: Db, merchantRefundId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.merchantRefundId, merchantRefundId));
  return row;
}

/** Refunds asked for or under way at the gateway (for reconciliation). */
export function unfinishedRefunds(db: Db, limit = 100): Promise<Refund[]> {
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.state, ['requested', 'pending']))
    .orderBy(refunds.id)
    .limit(limit);
}

/** The refunds of a payment, oldest first. */
export function refundsOfPayment(db: Db, paymentId: number): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.id);
}

/** The payment's refund asked for with `key`, if any. */
export async function refundByKey(
  tx: Db,
  paymentId: number,
  key: string,
): Promise<Refund | undefined> {
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.key, key)));
  return row;
}

/** Writes a new refund. */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<Refund> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Changes a refund; answers it as changed. */
export async function updateRefund(
  tx: Tx,
  refundId: number,
  values: Partial<typeof refunds.$inferInsert>,
): Promise<Refund> {
  const [row] = await tx.update(refunds).set(values).where(eq(refunds.id, refundId)).returning();
  return row!;
}

/**
 * Records the gateway's answer on a refund still unfinished (requested or pending), so a webhook
 * and the job asking at once record it once; undefined when it was finished already.
 */
export async function recordRefundState(
  db: Db,
  refundId: number,
  state: Refund['state'],
  now: Date,
): Promise<Refund | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ state, updatedAt: now, settledAt: state === 'pending' ? null : now })
    .where(and(eq(refunds.id, refundId), inArray(refunds.state, ['requested', 'pending'])))
    .returning();
  return row;
}
