import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { drops, itemRemedies, orderItems, orders } from '../../db/schema/index.ts';

/**
 * What a drop's print run reads of its orders (docs/product.md#drops): the pieces to print and
 * their running totals over time. Reads only: the orders area writes order items and their steps
 * (ADR 021).
 */

/** The drop's ordered items, cancelled ones left out, in id order. */
export function printRunItems(db: Db, dropId: number) {
  return db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: orderItems.quantity,
      teeName: orderItems.teeName,
      institutionName: orderItems.institutionName,
      teeNumber: orderItems.teeNumber,
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.dropId, dropId), ne(orderItems.step, 'cancelled')))
    .orderBy(asc(orderItems.id));
}

/**
 * Replacements of the drop's damaged or wrong pre-orders decided before it went to print: the size
 * the admin picked, with the item's names (orders/remedies).
 */
export function printRunReplacements(db: Db, dropId: number) {
  return db
    .select({
      productId: itemRemedies.productId,
      size: itemRemedies.size,
      teeName: orderItems.teeName,
      institutionName: orderItems.institutionName,
      teeNumber: orderItems.teeNumber,
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
    })
    .from(itemRemedies)
    .innerJoin(orderItems, eq(orderItems.id, itemRemedies.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(itemRemedies.dropId, dropId))
    .orderBy(asc(itemRemedies.id));
}

/** The drop is sent to print: when and by whom. */
export async function markSentToPrint(
  db: Db,
  change: { dropId: number; at: Date; by: number },
): Promise<void> {
  await db
    .update(drops)
    .set({ sentToPrintAt: change.at, sentToPrintBy: change.by, updatedAt: change.at })
    .where(eq(drops.id, change.dropId));
}

export interface PiecesPerStep {
  productId: number;
  size: Size;
  step: number;
  /** Pieces ordered up to the end of this step (a running sum in SQL). */
  upTo: number;
}

/**
 * One pass over the drop's items (order_items_drop_idx), each placed in its order's step of the
 * time axis (`steps` steps of `stepMinutes` from the opening); an order stamped outside the drop's
 * window (clock skew) counts in the nearest step. Cancelled items are left out.
 */
export async function piecesPerStep(
  db: Db,
  axis: { dropId: number; opensAt: Date; stepMinutes: number; steps: number },
): Promise<PiecesPerStep[]> {
  return rowsOf<PiecesPerStep>(
    await db.execute(sql`
            select "productId", size, step,
              sum(pieces) over (partition by "productId", size order by step)::int as "upTo"
            from (
              select i.product_id as "productId", i.size,
                least(greatest(floor(extract(epoch from (o.created_at - ${axis.opensAt.toISOString()}::timestamptz))
                  / ${axis.stepMinutes * 60}::int), 0), ${axis.steps - 1}::int)::int as step,
                sum(i.quantity)::int as pieces
              from order_items i
              join orders o on o.id = i.order_id
              where i.drop_id = ${axis.dropId}::int and i.step <> 'cancelled'
              group by 1, 2, 3
            ) per_step
            order by "productId", size, step`),
  );
}
