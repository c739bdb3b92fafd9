import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrderFilters } from '#shared/contract/admin-orders.ts';
import { istDayEnd, istDayStart } from '#shared/rules/admin.ts';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  orders,
  payments,
  refunds,
  users,
  type DeliveryCheck,
  type OrderStatus,
  type RefundState,
} from '../../db/schema/index.ts';
import type { OrderItemRecord, OrderRecord } from '../orders/index.ts';

/** An ordered item as the admin sees it: who marked it delivered and how it was confirmed. */
export interface AdminOrderItemRecord extends OrderItemRecord {
  deliveredBy: string;
  deliveryCheck: DeliveryCheck | null;
  deliveryNote: string;
}

export interface AdminOrderRecord extends OrderRecord {
  status: OrderStatus;
  items: AdminOrderItemRecord[];
  /** Cash on Delivery: when the cash was recorded as received, and the admin's e-mail. */
  cashReceivedAt: Date | null;
  cashReceivedBy: string;
}

/**
 * The WHERE of the orders list: staff orders left out, then the page's filters. Everything is
 * answered by the database (indexes on created_at and status, created_at; items by order_id).
 * `search` is the search box's condition (`resolveSearch`, admin-order-search.queries.ts).
 */
export function orderConditions(
  filters: OrderFilters,
  hiddenEmails: readonly string[],
  search: SQL | undefined,
): SQL {
  const where: (SQL | undefined)[] = [];
  if (hiddenEmails.length > 0) where.push(notInArray(orders.customerEmail, [...hiddenEmails]));
  if (filters.deliveryStatus === 'delivered') where.push(eq(orders.status, 'delivered'));
  if (filters.deliveryStatus === 'notDelivered') where.push(eq(orders.status, 'placed'));
  if (filters.deliveryStatus === 'cancelled') where.push(eq(orders.status, 'cancelled'));
  if (filters.brand !== 'all') {
    const ownBrand = filters.brand === 'ownBrand';
    where.push(
      sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.isOwnBrand} = ${ownBrand})`,
    );
  }
  if (search) where.push(search);
  if (filters.from) where.push(gte(orders.createdAt, new Date(istDayStart(filters.from))));
  if (filters.to) where.push(lt(orders.createdAt, new Date(istDayEnd(filters.to))));
  return and(...where) ?? sql`true`;
}

const orderBy = (sort: OrderFilters['sort']) =>
  sort === 'oldest'
    ? [asc(orders.createdAt), asc(orders.id)]
    : [desc(orders.createdAt), desc(orders.id)];

/** Ids of the matching orders in list order (a page of them when `page` is given). */
export async function matchingOrderIds(
  db: Db,
  where: SQL,
  sort: OrderFilters['sort'],
  page?: { limit: number; offset: number },
): Promise<number[]> {
  const query = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy(sort));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((r) => r.id);
}

export async function countOrders(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  return Number(row?.n ?? 0);
}

/** The rows of the orders with these ids and of their items (items in id order). */
export async function adminOrderRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { orders: [], items: [] };
  const [orderRows, items] = await Promise.all([
    db
      .select({ order: orders, cashReceivedBy: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.cashReceivedBy))
      .where(inArray(orders.id, [...ids])),
    db
      .select({ item: orderItems, deliveredBy: users.email })
      .from(orderItems)
      .leftJoin(users, eq(users.id, orderItems.deliveredBy))
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.id)),
  ]);
  return { orders: orderRows, items };
}

/** A refund of an order's payment, as the CSV export lists it (the refunds ledger). */
export interface OrderRefundRecord {
  /** The item it gives back, or null (the delivery charge, a whole payment). */
  orderItemId: number | null;
  amountPaise: number;
  state: RefundState;
  /** The shop's refund id at the gateway. */
  ref: string;
}

/** The refunds of these orders' payments, oldest first, by order id. */
export async function refundsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderRefundRecord[]>> {
  const out = new Map<number, OrderRefundRecord[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select({
      orderId: payments.orderId,
      orderItemId: refunds.orderItemId,
      amountPaise: refunds.amountPaise,
      state: refunds.state,
      ref: refunds.merchantRefundId,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(refunds.id));
  for (const { orderId, ...refund } of rows) {
    if (orderId === null) continue;
    out.set(orderId, [...(out.get(orderId) ?? []), refund]);
  }
  return out;
}
