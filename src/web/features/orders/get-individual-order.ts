import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { orderKeys } from '#web/lib/query-keys.ts';

/**
 * products/get-individual-order/{orderItem_id}: one ordered item with its order (delivery,
 * payment, total and handover code). Only its owner (or the admin) gets it; others get 404.
 */
export const orderItemQuery = (email: string, orderItemId: number) =>
  queryOptions({
    queryKey: orderKeys.item(email, orderItemId),
    queryFn: ({ signal }) =>
      api('products/get-individual-order/:id', { params: { id: orderItemId }, body: {}, signal }),
  });

export function useOrderItem(orderItemId: number) {
  const session = useSession();
  return useQuery({ ...orderItemQuery(session?.email ?? '', orderItemId), enabled: !!session });
}
