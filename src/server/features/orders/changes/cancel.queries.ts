import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { CancelledBy } from '#shared/rules/order-cancel.ts';
import type { OrderStatus } from '#shared/rules/orders.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { dropPiecesBack } from '../../drops/index.ts';
import {
  orderItemSteps,
  orderItems,
  orders,
  productSizes,
  type OrderItemRow,
  type OrderRow,
} from '../../../db/schema/index.ts';

/**
 * The statements of a cancel (docs/product.md#cancelling-an-order). For the writes the caller
 * holds the order's lock and has checked that each item may be cancelled.
 */

/** The order with this number and its owner, or undefined. */
export async function orderOwnerByNumber(db: Db, orderNumber: string) {
  const [found] = await db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  return found;
}

/** The order of an ordered item (to lock it first), or undefined. */
export async function orderIdOfItem(db: Db, orderItemId: number): Promise<number | undefined> {
  const [found] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  return found?.orderId;
}

/**
 * Some pieces of a line to cancel (docs/product.md#cancelling-an-order): the line keeps the rest
 * and a copy of it takes `pieces`, with their share of the coupon's saving and the line's steps
 * so far, to be cancelled as any item is. Answers the copy (the caller holds the order's lock).
 */
export async function splitPieces(
  tx: Tx,
  item: OrderItemRow,
  pieces: number,
): Promise<OrderItemRow> {
  const discountPaise = Math.round((item.discountPaise * pieces) / item.quantity);
  await tx
    .update(orderItems)
    .set({
      quantity: item.quantity - pieces,
      discountPaise: item.discountPaise - discountPaise,
    })
    .where(eq(orderItems.id, item.id));
  const { id: _id, ...copy } = item;
  const [split] = await tx
    .insert(orderItems)
    .values({
      ...copy,
      quantity: pieces,
      discountPaise,
      splitFromId: item.id,
      lineQuantity: item.quantity,
    })
    .returning();
  const steps = await tx
    .select({ step: orderItemSteps.step, at: orderItemSteps.at, by: orderItemSteps.by })
    .from(orderItemSteps)
    .where(eq(orderItemSteps.orderItemId, item.id));
  if (steps.length > 0) {
    await tx.insert(orderItemSteps).values(steps.map((s) => ({ ...s, orderItemId: split!.id })));
  }
  return split!;
}

/**
 * The items become `cancelled`, with who asked and why; the cancelled step is recorded with the
 * account and the time, as every step is; the order takes its new status and version.
 */
export async function recordCancel(
  tx: Tx,
  change: {
    order: OrderRow;
    items: readonly OrderItemRow[];
    status: OrderStatus;
    who: { userId: number | null; role: CancelledBy; reason: string };
    at: Date;
  },
): Promise<void> {
  const ids = change.items.map((i) => i.id);
  await tx
    .update(orderItems)
    .set({ step: 'cancelled', cancelledByRole: change.who.role, cancelReason: change.who.reason })
    .where(
      and(inArray(orderItems.id, ids), notInArray(orderItems.step, ['cancelled', 'delivered'])),
    );
  await tx.insert(orderItemSteps).values(
    ids.map((id) => ({
      orderItemId: id,
      step: 'cancelled' as const,
      at: change.at,
      by: change.who.userId,
    })),
  );
  await tx
    .update(orders)
    .set({ status: change.status, version: sql`${orders.version} + 1`, updatedAt: change.at })
    .where(eq(orders.id, change.order.id));
}

/**
 * The cancelled pieces go back on sale at once: each size's quantity goes up by what the items
 * took, one update per size in id order (as placement takes them, so no two transactions wait on
 * each other in a circle). Only the quantity changes, so the catalogue's trigger logs a stock
 * change and caches patch those sizes. An item whose product or size was deleted gives nothing.
 */
export async function stockBack(tx: Tx, items: readonly OrderItemRow[]): Promise<void> {
  // A pre-order took no size stock: its pieces go back to its drop's counter, after the sizes
  // (as placement takes them; docs/product.md#drops).
  const pieces = items.filter((i) => i.productId !== null && i.dropId === null);
  if (pieces.length === 0) return dropPiecesBack(tx, items);
  const sizes = await tx
    .select({ id: productSizes.id, productId: productSizes.productId, size: productSizes.size })
    .from(productSizes)
    .where(
      or(
        ...pieces.map((i) =>
          and(eq(productSizes.productId, i.productId!), eq(productSizes.size, i.size)),
        ),
      ),
    )
    .orderBy(asc(productSizes.id));
  for (const size of sizes) {
    const quantity = pieces
      .filter((i) => i.productId === size.productId && i.size === size.size)
      .reduce((sum, i) => sum + i.quantity, 0);
    await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + ${quantity}` })
      .where(eq(productSizes.id, size.id));
  }
  await dropPiecesBack(tx, items);
}
