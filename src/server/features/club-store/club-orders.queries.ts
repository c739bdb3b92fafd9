import { and, desc, eq, sql } from 'drizzle-orm';
import type { ItemStep } from '#shared/rules/order-steps.ts';
import type { Db } from '../../db/client.ts';
import { helpRequests, orderItems, orders, products, sizeRequests } from '../../db/schema/index.ts';

/**
 * What a club's managers read of orders and messages: items of the club's products only, with
 * no more of the student than handing the item over needs (no address, phone or e-mail).
 */

const ofClub = (clubId: number, state?: ItemStep) =>
  and(eq(products.clubId, clubId), state ? eq(orderItems.step, state) : undefined);

/** One page of the club's items, newest first, and how many there are in all. */
export async function clubOrderItems(
  db: Db,
  clubId: number,
  { state, limit, offset }: { state?: ItemStep; limit: number; offset: number },
) {
  const rows = await db
    .select({
      itemId: orderItems.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      productId: orderItems.productId,
      productName: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
      state: orderItems.step,
      teeName: orderItems.teeName,
      studentName: orders.customerName,
      deliveryMethod: orders.deliveryMethod,
      hostelAddress: orders.hostelAddress,
      dropId: orderItems.dropId,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(ofClub(clubId, state))
    .orderBy(desc(orders.createdAt), desc(orderItems.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(ofClub(clubId, state));
  return { rows, total: Number(count?.n ?? 0) };
}

/** Help requests that name one of the club's items (the student's words and the order's number). */
export function helpAboutClub(db: Db, clubId: number) {
  return db
    .select({
      id: helpRequests.id,
      at: helpRequests.createdAt,
      issue: helpRequests.issue,
      message: helpRequests.message,
      handledAt: helpRequests.handledAt,
      orderNumber: orders.orderNumber,
      productName: orderItems.productName,
    })
    .from(helpRequests)
    .innerJoin(orders, eq(orders.id, helpRequests.orderId))
    .innerJoin(orderItems, sql`${orderItems.id} = any(${helpRequests.orderItemIds})`)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(products.clubId, clubId))
    .orderBy(desc(helpRequests.createdAt))
    .limit(200);
}

/** Requests for a size of one of the club's products (not who asked). */
export function sizeRequestsForClub(db: Db, clubId: number) {
  return db
    .select({
      id: sizeRequests.id,
      at: sizeRequests.createdAt,
      size: sizeRequests.size,
      quantity: sizeRequests.quantity,
      comments: sizeRequests.comments,
      handledAt: sizeRequests.handledAt,
      productName: products.name,
    })
    .from(sizeRequests)
    .innerJoin(products, eq(products.id, sizeRequests.productId))
    .where(eq(products.clubId, clubId))
    .orderBy(desc(sizeRequests.createdAt))
    .limit(200);
}
