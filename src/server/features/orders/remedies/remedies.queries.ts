import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import {
  helpRequests,
  itemRemedies,
  orderItems,
  orders,
  payments,
  productSizes,
  refunds,
  users,
  type ItemRemedy,
  type OrderItemRow,
  type RefundState,
} from '../../../db/schema/index.ts';

/** A remedy with what its pages show: its item, order, student, refund and the admin who closed it. */
export interface RemedyRecord {
  remedy: ItemRemedy;
  orderId: number;
  /** What the pages name the order by (`7KQ4-M9X2`). */
  orderNumber: string;
  userId: number;
  productName: string;
  customerName: string;
  customerEmail: string;
  refundState: RefundState | null;
  refundSettledAt: Date | null;
  doneByEmail: string | null;
}

const doneBy = alias(users, 'done_by_user');

function remedyRecords(db: Db) {
  return db
    .select({
      remedy: itemRemedies,
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      productName: orderItems.productName,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      refundState: refunds.state,
      refundSettledAt: refunds.settledAt,
      doneByEmail: doneBy.email,
    })
    .from(itemRemedies)
    .innerJoin(orderItems, eq(orderItems.id, itemRemedies.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(refunds, eq(refunds.id, itemRemedies.refundId))
    .leftJoin(doneBy, eq(doneBy.id, itemRemedies.doneBy));
}

/** One order's remedies, oldest first. */
export function remediesOfOrder(db: Db, orderId: number): Promise<RemedyRecord[]> {
  return remedyRecords(db).where(eq(orderItems.orderId, orderId)).orderBy(asc(itemRemedies.id));
}

/** One remedy by id, or undefined. */
export async function remedyById(db: Db, id: number): Promise<RemedyRecord | undefined> {
  const [row] = await remedyRecords(db).where(eq(itemRemedies.id, id));
  return row;
}

/** Payouts still requested (oldest first), then up to `paidLimit` paid ones (newest first). */
export async function payoutRecords(db: Db, paidLimit: number): Promise<RemedyRecord[]> {
  const payout = eq(itemRemedies.kind, 'payout');
  const [waiting, paid] = await Promise.all([
    remedyRecords(db)
      .where(and(payout, eq(itemRemedies.state, 'requested')))
      .orderBy(asc(itemRemedies.createdAt), asc(itemRemedies.id)),
    remedyRecords(db)
      .where(and(payout, eq(itemRemedies.state, 'paid')))
      .orderBy(desc(itemRemedies.doneAt), desc(itemRemedies.id))
      .limit(paidLimit),
  ]);
  return [...waiting, ...paid];
}

/** The remedy already decided for this request's item, if any. */
export async function remedyOf(
  db: Db,
  helpRequestId: number,
  orderItemId: number,
): Promise<ItemRemedy | undefined> {
  const [row] = await db
    .select()
    .from(itemRemedies)
    .where(
      and(eq(itemRemedies.helpRequestId, helpRequestId), eq(itemRemedies.orderItemId, orderItemId)),
    );
  return row;
}

/** The help request a remedy is decided on. */
export async function helpRequestOf(db: Db, id: number) {
  const [row] = await db
    .select({
      id: helpRequests.id,
      userId: helpRequests.userId,
      orderId: helpRequests.orderId,
      orderItemIds: helpRequests.orderItemIds,
      issue: helpRequests.issue,
    })
    .from(helpRequests)
    .where(eq(helpRequests.id, id));
  return row;
}

/** Remedies of these items already started (any request): an item is refunded once this way. */
export async function damagedRefundOfItem(db: Db, orderItemId: number) {
  const [row] = await db
    .select({ id: itemRemedies.id, helpRequestId: itemRemedies.helpRequestId })
    .from(itemRemedies)
    .leftJoin(refunds, eq(refunds.id, itemRemedies.refundId))
    .where(
      and(
        eq(itemRemedies.orderItemId, orderItemId),
        inArray(itemRemedies.kind, ['refund', 'payout']),
        sql`coalesce(${refunds.state}, '') <> 'failed'`,
      ),
    );
  return row;
}

/** Records a remedy decided now. */
export async function insertRemedy(
  tx: Tx,
  values: typeof itemRemedies.$inferInsert,
): Promise<ItemRemedy> {
  const [row] = await tx.insert(itemRemedies).values(values).returning();
  return row!;
}

/** The gateway reference of an order's online payment, or undefined. */
export async function paymentRefOfOrder(db: Db, orderId: number): Promise<string | undefined> {
  const [paid] = await db
    .select({ ref: payments.merchantOrderRef })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return paid?.ref;
}

/** Who owns an order and how it was paid, or undefined. */
export async function orderOwner(db: Db, orderId: number) {
  const [order] = await db
    .select({ userId: orders.userId, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** An order's items. */
export function itemsOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/** The sizes and stock of these products (none asked: none). */
export async function sizesOfProducts(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]));
}

/** The student's UPI id for a payout, with when they gave it. */
export async function setPayoutUpi(tx: Tx, id: number, upiId: string, at: Date): Promise<void> {
  await tx.update(itemRemedies).set({ upiId, upiGivenAt: at }).where(eq(itemRemedies.id, id));
}

/** A payout becomes paid, with the admin's reference, only from `requested`. */
export async function recordPayoutPaid(
  tx: Tx,
  id: number,
  paid: { reference: string; at: Date; by: number },
): Promise<void> {
  await tx
    .update(itemRemedies)
    .set({ state: 'paid', reference: paid.reference, doneAt: paid.at, doneBy: paid.by })
    .where(and(eq(itemRemedies.id, id), eq(itemRemedies.state, 'requested')));
}

/** A replacement is handed over, with how that was checked. */
export async function recordReplacementHandedOver(
  tx: Tx,
  id: number,
  done: {
    check: NonNullable<ItemRemedy['handoverCheck']>;
    note: string;
    at: Date;
    by: number;
  },
): Promise<void> {
  await tx
    .update(itemRemedies)
    .set({
      state: 'handed_over',
      handoverCheck: done.check,
      handoverNote: done.note,
      doneAt: done.at,
      doneBy: done.by,
    })
    .where(eq(itemRemedies.id, id));
}
