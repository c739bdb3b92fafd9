import type { OrderView } from '#shared/contract/my-orders.ts';
import { studentMayCancelItem } from '#shared/rules/order-cancel.ts';
import { cancelStillOpen } from '../../drops/index.ts';
import type { OrderRecord } from '../order-record.ts';

/**
 * The order page's cancel buttons (docs/product.md#cancelling-an-order): each item says whether
 * its student may cancel it now, by the two rules `cancelMyOrder` applies (not packed yet, and a
 * pre-order only until its drop closes), and a pre-order when that ends, so the page hides a
 * button the server would refuse and says why. The drop's close comes with the order's items.
 */
export function withCancellable(order: OrderRecord, view: OrderView, now: Date): OrderView {
  const closeOf = new Map(order.items.map((i) => [i.id, i.dropClosesAt]));
  return {
    ...view,
    productsOrdered: view.productsOrdered.map((item) => {
      const closesAt = closeOf.get(item.orderItem_id);
      return {
        ...item,
        cancellable:
          studentMayCancelItem(item) && (!closesAt || cancelStillOpen({ closesAt }, now)),
        ...(closesAt ? { cancelUntil: closesAt.getTime() } : {}),
      };
    }),
  };
}
