import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndividualOrderReply } from '#shared/contract/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { orderKeys } from '#web/lib/query-keys.ts';
import { type OrderItem, toOrderItem } from './get-orders.ts';

/** One ordered item with its order, in the web's own names (ADR 017). */
export type OrderOfItem = Omit<IndividualOrderReply, 'orderItem'> & { orderItem: OrderItem };

const toOrderOfItem = (reply: IndividualOrderReply): OrderOfItem => ({
  ...reply,
  orderItem: toOrderItem(reply.orderItem),
});

/**
 * products/get-individual-order/{orderItem_id}: one ordered item with its order (delivery,
 * payment, total and handover code). Only its owner (or the admin) gets it; others get 404. The
 * cache keeps the wire reply; `select` gives the domain item.
 */
export const orderItemQuery = (email: string, orderItemId: number) =>
  queryOptions({
    queryKey: orderKeys.item(email, orderItemId),
    queryFn: ({ signal }) =>
      api('products/get-individual-order/:id', { params: { id: orderItemId }, body: {}, signal }),
    select: toOrderOfItem,
  });

export function useOrderItem(orderItemId: number) {
  const session = useSession();
  return useQuery({ ...orderItemQuery(session?.email ?? '', orderItemId), enabled: !!session });
}
