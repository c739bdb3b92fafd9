import { and, asc, eq, gte, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, products, productSizes } from '../../db/schema/index.ts';

/** Figures for the summary strip and the pick list, each one query answered by the database. */

const notHidden = (hidden: readonly string[]): SQL | undefined =>
  hidden.length > 0 ? notInArray(orders.customerEmail, [...hidden]) : undefined;

export async function ordersSince(db: Db, since: Date, hidden: readonly string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(gte(orders.createdAt, since), ne(orders.status, 'cancelled'), notHidden(hidden)));
  return Number(row?.n ?? 0);
}

/**
 * What an order keeps once its cancelled items are given up (docs/product.md#cancelling-an-order):
 * its total less what each cancelled item was charged. A wholly cancelled order is left out.
 */
const keptPaise = sql`${orders.totalPaise} - coalesce((select sum(${orderItems.unitPricePaise} * ${orderItems.quantity} - ${orderItems.discountPaise}) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.step} = 'cancelled'), 0)`;

/**
 * Money received since `since` (docs/product.md#admin): an online order exists only once its
 * payment completed, so it counts from when it was placed; a cash order counts from when the
 * admin recorded its cash as received, and not before. Each half uses its own index.
 */
export async function receivedSince(db: Db, since: Date, hidden: readonly string[]) {
  const sum = (when: SQL) =>
    db
      .select({ paise: sql<number>`coalesce(sum(${keptPaise}), 0)::bigint` })
      .from(orders)
      .where(and(when, ne(orders.status, 'cancelled'), notHidden(hidden)));
  const [[online], [cash]] = await Promise.all([
    sum(and(gte(orders.createdAt, since), eq(orders.paymentMethod, 'online'))!),
    sum(gte(orders.cashReceivedAt, since)),
  ]);
  return Number(online?.paise ?? 0) + Number(cash?.paise ?? 0);
}

/** An item still to hand over: not delivered, not cancelled, of an order still open. */
const stillToDeliver = and(
  eq(orderItems.isDelivered, false),
  ne(orderItems.step, 'cancelled'),
  eq(orders.status, 'placed'),
);

/** Pieces still to hand over, per delivery method. */
export async function piecesToDeliver(db: Db, hidden: readonly string[]) {
  const rows = await db
    .select({ method: orders.deliveryMethod, n: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(stillToDeliver, notHidden(hidden)))
    .groupBy(orders.deliveryMethod);
  const out: Record<DeliveryMethod, number> = { pickup: 0, hostel: 0, delivery: 0 };
  for (const r of rows) out[r.method] = Number(r.n);
  return out;
}

/** Sizes of products on sale with `max` or fewer left. */
export async function lowSizes(db: Db, max: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      size: productSizes.size,
      quantity: productSizes.quantity,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(eq(products.active, true), sql`${productSizes.quantity} <= ${max}`))
    .orderBy(asc(products.name), asc(productSizes.id));
}

/** How many sizes each of these products has. */
export async function sizeCounts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ productId: productSizes.productId, n: sql<number>`count(*)::int` })
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds))
    .groupBy(productSizes.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

export interface UndeliveredItem {
  orderId: number;
  orderNumber: string;
  productId: number | null;
  productName: string;
  productStyle: Style;
  isOwnBrand: boolean;
  size: Size;
  quantity: number;
  teeName: string;
  institutionName: string;
  /** Who takes the order's parcel ('' when not given). */
  recipientName: string;
  recipientPhone: string;
  teeNumber: string;
}

/** Items still to deliver (oldest orders first), for the pick list. */
export async function undeliveredItems(
  db: Db,
  hidden: readonly string[],
  method: DeliveryMethod | 'all',
): Promise<UndeliveredItem[]> {
  return db
    .select({
      orderId: orderItems.orderId,
      orderNumber: orders.orderNumber,
      productId: orderItems.productId,
      productName: orderItems.productName,
      productStyle: orderItems.productStyle,
      isOwnBrand: orderItems.isOwnBrand,
      size: orderItems.size,
      quantity: orderItems.quantity,
      teeName: orderItems.teeName,
      institutionName: orderItems.institutionName,
      recipientName: orders.recipientName,
      recipientPhone: orders.recipientPhone,
      teeNumber: orderItems.teeNumber,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        stillToDeliver,
        notHidden(hidden),
        method === 'all' ? undefined : eq(orders.deliveryMethod, method),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}
