import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { OrderItemRecord, OrderRecord } from './order-record.ts';
import { orderById, orderByNumber, orderOfItem, ordersOf } from './orders.queries.ts';

/** A customer's orders (docs/product.md#my-orders). */

export function myOrders({ db }: Pick<AppDeps, 'db'>, { userId }: Caller): Promise<OrderRecord[]> {
  return ordersOf(db, userId);
}

/**
 * One ordered item with its order, for the order detail page. Only the owner or an admin may
 * read it; anyone else gets ORDER_NOT_FOUND, exactly as for an id that does not exist.
 */
export async function orderItemDetail(
  { db }: Pick<AppDeps, 'db'>,
  caller: Caller,
  { orderItemId }: { orderItemId: number },
): Promise<{ order: OrderRecord; item: OrderItemRecord }> {
  const order = await orderOfItem(db, orderItemId);
  const mayRead = order && (order.userId === caller.userId || caller.role === 'admin');
  const item = mayRead ? order.items.find((i) => i.id === orderItemId) : undefined;
  if (!order || !item) throw new DomainError('ORDER_NOT_FOUND');
  return { order, item };
}

/**
 * How the order page finds an order: by its number (in its written form; '' is none), its id,
 * or one of its items' ids. The contract (`products/my-order`) sends exactly one.
 */
export interface OrderLookup {
  orderNumber?: string | undefined;
  orderId?: number | undefined;
  orderItemId?: number | undefined;
}

/**
 * One order, whole (docs/product.md#order-page), for its owner or an admin (as
 * get-individual-order: the admin's inbox links orders). Anyone else's order is ORDER_NOT_FOUND
 * exactly as a missing one, so a number or id tried at random tells nothing.
 */
export async function myOrder(
  { db }: Pick<AppDeps, 'db'>,
  caller: Caller,
  { orderNumber, orderId, orderItemId }: OrderLookup,
): Promise<OrderRecord> {
  const order = orderNumber
    ? await orderByNumber(db, orderNumber)
    : orderId
      ? await orderById(db, orderId)
      : orderItemId
        ? await orderOfItem(db, orderItemId)
        : undefined;
  const mayRead = order && (order.userId === caller.userId || caller.role === 'admin');
  if (!mayRead) throw new DomainError('ORDER_NOT_FOUND');
  return order;
}
