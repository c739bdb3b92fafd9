import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ItemStep } from '#shared/rules/order-steps.ts';
import type { Db } from '../../../db/client.ts';
import {
  orderItemSteps,
  orderItems,
  orders,
  users,
  type DeliveryCheck,
  type OrderItemRow,
  type OrderRow,
} from '../../../db/schema/index.ts';

/** A step an admin moved an item to: when, and the admin's e-mail ('' if the account is gone). */
export interface StepRecord {
  step: ItemStep;
  at: Date;
  by: string;
}

/** Where each item of an order is, with its steps, and the order's version. */
export interface OrderStepRecord {
  orderId: number;
  /** What messages name the order by (`7KQ4-M9X2`). */
  orderNumber: string;
  version: number;
  placedAt: Date;
  items: { id: number; step: ItemStep; steps: StepRecord[] }[];
}

/** The recorded steps of these items, oldest first, by item id. */
export async function stepHistory(
  db: Db,
  itemIds: readonly number[],
): Promise<Map<number, StepRecord[]>> {
  const byItem = new Map<number, StepRecord[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({
      itemId: orderItemSteps.orderItemId,
      step: orderItemSteps.step,
      at: orderItemSteps.at,
      by: users.email,
    })
    .from(orderItemSteps)
    .leftJoin(users, eq(users.id, orderItemSteps.by))
    .where(inArray(orderItemSteps.orderItemId, [...itemIds]))
    .orderBy(asc(orderItemSteps.at), asc(orderItemSteps.id));
  for (const { itemId, ...row } of rows) {
    const list = byItem.get(itemId) ?? [];
    list.push({ step: row.step, at: row.at, by: row.by ?? '' });
    byItem.set(itemId, list);
  }
  return byItem;
}

/**
 * These orders and their items, each order row locked until the transaction ends (in id order,
 * so two admins moving overlapping orders never wait on each other in a circle). Every change of
 * an item's step locks its order first (docs/product.md#order-steps).
 */
export async function lockOrders(
  tx: Db,
  orderIds: readonly number[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update');
  const items = await tx
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id) }));
}

/**
 * One item with its order and the e-mail of the admin who delivered it, if anyone did: its order
 * locked first (see lockOrders), then the item's row. Undefined when there is no such item.
 */
export async function lockItemWithOrder(
  tx: Db,
  itemId: number,
): Promise<{ item: OrderItemRow; order: OrderRow; by: string | null } | undefined> {
  await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      eq(
        orders.id,
        sql`(select ${orderItems.orderId} from ${orderItems} where ${orderItems.id} = ${itemId})`,
      ),
    )
    .for('update');
  const [row] = await tx
    .select({ item: orderItems, order: orders, by: users.email })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(users, eq(users.id, orderItems.deliveredBy))
    .where(eq(orderItems.id, itemId))
    .for('update', { of: orderItems });
  return row;
}

/** The orders that hold an item of this drop at this step, by id. */
export async function ordersWithDropItemsAt(
  db: Db,
  dropId: number,
  step: ItemStep,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.dropId, dropId), eq(orderItems.step, step)));
  return rows.map((r) => r.orderId);
}

/** The version and delivery method of these orders (what a bulk step needs to send). */
export async function orderVersions(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orders.id, version: orders.version, deliveryMethod: orders.deliveryMethod })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.id));
}

/** The latest step state of these orders, in the order of `orderIds`. */
export async function orderStates(db: Db, orderIds: readonly number[]): Promise<OrderStepRecord[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const [rows, items] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        version: orders.version,
        placedAt: orders.createdAt,
      })
      .from(orders)
      .where(inArray(orders.id, ids)),
    db
      .select({ id: orderItems.id, orderId: orderItems.orderId, step: orderItems.step })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
  ]);
  const history = await stepHistory(
    db,
    items.map((i) => i.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        orderId: id,
        orderNumber: row.orderNumber,
        version: row.version,
        placedAt: row.placedAt,
        items: items
          .filter((i) => i.orderId === id)
          .map((i) => ({ id: i.id, step: i.step, steps: history.get(i.id) ?? [] })),
      },
    ];
  });
}

/** A change of the order's state: its version goes up (the next step must name the new one). */
export async function bumpVersion(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: at })
    .where(eq(orders.id, orderId));
}

/**
 * Moves these items of one order to `step` and records who and when. The caller holds the
 * order's lock and has checked that each item is behind `step`.
 */
export async function recordStep(
  tx: Db,
  change: { orderId: number; itemIds: number[]; step: ItemStep; at: Date; by: number },
): Promise<void> {
  if (change.itemIds.length === 0) return;
  await tx
    .update(orderItems)
    .set({ step: change.step })
    .where(inArray(orderItems.id, change.itemIds));
  await tx.insert(orderItemSteps).values(
    change.itemIds.map((id) => ({
      orderItemId: id,
      step: change.step,
      at: change.at,
      by: change.by,
    })),
  );
  await bumpVersion(tx, change.orderId, change.at);
}

/**
 * Delivers these items of one order: the delivered step with who and when, how the handover was
 * confirmed, and the order marked delivered with its last item. The caller holds the order's
 * lock and has checked that the items are not delivered yet.
 */
export async function recordDelivered(
  tx: Db,
  change: {
    orderId: number;
    itemIds: number[];
    at: Date;
    by: number;
    check: DeliveryCheck;
    note: string;
  },
): Promise<void> {
  if (change.itemIds.length === 0) return;
  await tx
    .update(orderItems)
    .set({
      isDelivered: true,
      deliveredAt: change.at,
      deliveredBy: change.by,
      deliveryCheck: change.check,
      deliveryNote: change.check === 'reason' ? change.note : '',
      step: 'delivered',
    })
    .where(inArray(orderItems.id, change.itemIds));
  await tx.insert(orderItemSteps).values(
    change.itemIds.map((id) => ({
      orderItemId: id,
      step: 'delivered' as const,
      at: change.at,
      by: change.by,
    })),
  );
  await bumpVersion(tx, change.orderId, change.at);
  await tx
    .update(orders)
    .set({ status: 'delivered' })
    .where(
      and(
        eq(orders.id, change.orderId),
        eq(orders.status, 'placed'),
        // A cancelled item is never delivered: the rest decide (docs/product.md#cancelling-an-order).
        sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${change.orderId} and ${orderItems.isDelivered} = false and ${orderItems.step} <> 'cancelled')`,
      ),
    );
}
