import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderReply } from '#shared/contract/admin-order.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { toAdminOrder } from './get-all-orders.ts';

/** admin/order: one order with its payment and the gateway's reports (/allOrders/{id}). */
export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => api('admin/order', { body: { order_id: orderId }, signal }),
    // The cache keeps the wire reply; `select` gives the order in the web's names.
    select: (reply: AdminOrderReply) => ({ ...reply, order: toAdminOrder(reply.order) }),
  });

/** admin/cash-received; the order, the list and the summary's revenue refresh afterwards. */
export function useCashReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api('admin/cash-received', { body: { order_id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
