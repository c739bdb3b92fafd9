import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXCHANGE_PENDING_STATES, type ExchangeState } from '#shared/rules/exchanges.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../../db/client.ts';
import {
  exchangeRequests,
  orderItems,
  orders,
  productSizes,
  users,
  type ExchangeRequestRow,
} from '../../../db/schema.ts';

/** An exchange request with what the admin's list shows of its order (docs/product.md#size-exchange). */
export interface ExchangeRecord extends ExchangeRequestRow {
  orderNumber: string;
  orderVersion: number;
  productName: string;
  customerName: string;
  handoverCode: string;
  decidedByEmail: string;
  swappedByEmail: string;
}

const decider = alias(users, 'decider');
const swapper = alias(users, 'swapper');

/** Exchange requests matching `where`, oldest first, with their order's details. */
async function exchangesWhere(
  db: Db,
  where: SQL | undefined,
  limit = 200,
): Promise<ExchangeRecord[]> {
  const rows = await db
    .select({
      request: exchangeRequests,
      orderNumber: orders.orderNumber,
      orderVersion: orders.version,
      customerName: orders.customerName,
      handoverCode: orders.handoverCode,
      productName: orderItems.productName,
      decidedByEmail: decider.email,
      swappedByEmail: swapper.email,
    })
    .from(exchangeRequests)
    .innerJoin(orders, eq(orders.id, exchangeRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, exchangeRequests.orderItemId))
    .leftJoin(decider, eq(decider.id, exchangeRequests.decidedBy))
    .leftJoin(swapper, eq(swapper.id, exchangeRequests.swappedBy))
    .where(where)
    .orderBy(asc(exchangeRequests.createdAt), asc(exchangeRequests.id))
    .limit(limit);
  return rows.map(({ request, ...r }) => ({
    ...request,
    ...r,
    decidedByEmail: r.decidedByEmail ?? '',
    swappedByEmail: r.swappedByEmail ?? '',
  }));
}

/** Every request of these orders, oldest first. */
export const exchangesOfOrders = (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : exchangesWhere(db, inArray(exchangeRequests.orderId, [...orderIds]));

/** Requests the admin still has to act on (open or approved), oldest first. */
export const pendingExchanges = (db: Db) =>
  exchangesWhere(db, inArray(exchangeRequests.state, [...EXCHANGE_PENDING_STATES]));

/** One request, or undefined. */
export async function exchangeById(db: Db, id: number): Promise<ExchangeRecord | undefined> {
  return (await exchangesWhere(db, eq(exchangeRequests.id, id)))[0];
}

/** The order of a request (to lock it first), or undefined. */
export async function orderOfExchange(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: exchangeRequests.orderId })
    .from(exchangeRequests)
    .where(eq(exchangeRequests.id, id));
  return row?.orderId;
}

/** The order of an ordered item (to lock it first), or undefined. */
export async function orderIdOfItem(db: Db, orderItemId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  return row?.orderId;
}

/** The states of this item's requests (none: never asked). */
export async function exchangeStatesOf(db: Db, orderItemId: number): Promise<ExchangeState[]> {
  const rows = await db
    .select({ state: exchangeRequests.state })
    .from(exchangeRequests)
    .where(eq(exchangeRequests.orderItemId, orderItemId));
  return rows.map((r) => r.state);
}

/** A product's sizes with their stock now, by size. */
export async function sizesOf(
  db: Db,
  productIds: readonly number[],
): Promise<{ id: number; productId: number; size: Size; quantity: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productSizes.id,
      productId: productSizes.productId,
      size: productSizes.size,
      quantity: productSizes.quantity,
    })
    .from(productSizes)
    .where(inArray(productSizes.productId, [...productIds]));
}

export async function insertExchange(
  tx: Db,
  row: typeof exchangeRequests.$inferInsert,
): Promise<number> {
  const [created] = await tx
    .insert(exchangeRequests)
    .values(row)
    .returning({ id: exchangeRequests.id });
  return created!.id;
}

/** Changes a request's state only from `from`: false when it had moved on meanwhile. */
export async function settleExchange(
  tx: Db,
  id: number,
  from: ExchangeRequestRow['state'],
  set: Partial<typeof exchangeRequests.$inferInsert>,
): Promise<boolean> {
  const done = await tx
    .update(exchangeRequests)
    .set(set)
    .where(and(eq(exchangeRequests.id, id), eq(exchangeRequests.state, from)))
    .returning({ id: exchangeRequests.id });
  return done.length > 0;
}

/** The item takes its new size (the old one stays on the request). */
export async function setItemSize(tx: Db, orderItemId: number, size: Size): Promise<void> {
  await tx.update(orderItems).set({ size }).where(eq(orderItems.id, orderItemId));
}
