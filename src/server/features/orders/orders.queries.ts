import { and, asc, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drops, orderItems, orders, users, type OrderRow } from '../../db/schema/index.ts';
import { toOrder, type OrderRecord, type PreOrderDrop } from './order-record.ts';
import { stepHistory } from './steps/order-steps.queries.ts';

/** Orders with their items, in two queries. */
async function withItems(db: Db, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const history = await stepHistory(
    db,
    items.map((i) => i.id),
  );
  const preOrderDrops = await preOrderDropsOf(db, items);
  return rows.map((row) => toOrder(row, items, history, preOrderDrops));
}

/** The name, expected ready day and close of each drop these items were pre-ordered in, by id. */
export async function preOrderDropsOf(
  db: Db,
  items: readonly { dropId: number | null }[],
): Promise<Map<number, PreOrderDrop>> {
  const dropIds = [...new Set(items.flatMap((i) => (i.dropId ? [i.dropId] : [])))];
  if (dropIds.length === 0) return new Map();
  const rows = await db
    .select({ id: drops.id, name: drops.name, readyBy: drops.readyBy, closesAt: drops.closesAt })
    .from(drops)
    .where(inArray(drops.id, dropIds));
  return new Map(rows.map(({ id, ...drop }) => [id, drop]));
}

/** A customer's orders, newest first. */
export async function ordersOf(db: Db, userId: number): Promise<OrderRecord[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** One order, or undefined. */
export async function orderById(db: Db, orderId: number): Promise<OrderRecord | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await withItems(db, rows))[0];
}

/** The order that holds an order item, or undefined. */
export async function orderOfItem(db: Db, itemId: number): Promise<OrderRecord | undefined> {
  const [item] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return item ? orderById(db, item.orderId) : undefined;
}

/** The order with this order number (in its written form), or undefined. */
export async function orderByNumber(db: Db, orderNumber: string): Promise<OrderRecord | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return (await withItems(db, rows))[0];
}

/**
 * Records a cash-on-delivery order's money as received, in one conditional update: only an open
 * cash order (not cancelled, not a staff order of `hiddenEmails`) without a receipt yet. True when
 * this call recorded it.
 */
export async function markCashReceived(
  db: Db,
  change: { orderId: number; at: Date; by: number; hiddenEmails: readonly string[] },
): Promise<boolean> {
  const hidden = change.hiddenEmails;
  const done = await db
    .update(orders)
    .set({ cashReceivedAt: change.at, cashReceivedBy: change.by, updatedAt: change.at })
    .where(
      and(
        eq(orders.id, change.orderId),
        eq(orders.paymentMethod, 'cod'),
        ne(orders.status, 'cancelled'),
        isNull(orders.cashReceivedAt),
        hidden.length > 0 ? notInArray(orders.customerEmail, [...hidden]) : undefined,
      ),
    )
    .returning({ id: orders.id });
  return done.length > 0;
}

/** The order and the e-mail of the admin who recorded its cash as received, if anyone did. */
export async function cashReceiptOf(
  db: Db,
  orderId: number,
): Promise<{ order: OrderRow; by: string | null } | undefined> {
  const [row] = await db
    .select({ order: orders, by: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.cashReceivedBy))
    .where(eq(orders.id, orderId));
  return row;
}
