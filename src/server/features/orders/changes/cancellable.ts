import { eq } from 'drizzle-orm';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { studentMayCancelItem } from '#shared/rules/order-cancel.ts';
import type { Db } from '../../../db/client.ts';
import { orderItems } from '../../../db/schema.ts';
import { cancelEnds, cancelStillOpen } from '../../drops/index.ts';

/**
 * The order page's cancel buttons (docs/product.md#cancelling-an-order): each item says whether
 * its student may cancel it now, by the two rules `cancelMyOrder` applies (not packed yet, and a
 * pre-order only until its drop closes), and a pre-order when that ends, so the page hides a
 * button the server would refuse and says why.
 */
export async function withCancellable(db: Db, view: OrderView, now: Date): Promise<OrderView> {
  const rows = await db
    .select({ id: orderItems.id, dropId: orderItems.dropId })
    .from(orderItems)
    .where(eq(orderItems.orderId, view.order_id));
  const ends = await cancelEnds(db, rows);
  const dropOf = new Map(rows.map((r) => [r.id, r.dropId]));
  return {
    ...view,
    productsOrdered: view.productsOrdered.map((item) => {
      const dropId = dropOf.get(item.orderItem_id);
      const end = dropId == null ? undefined : ends.get(dropId);
      return {
        ...item,
        cancellable: studentMayCancelItem(item) && (!end || cancelStillOpen(end, now)),
        ...(end ? { cancelUntil: end.closesAt.getTime() } : {}),
      };
    }),
  };
}
