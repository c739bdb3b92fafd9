import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { orderOfItem, ordersOf, type OrderItemRecord, type OrderRecord } from './orders.queries.ts';

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
