import { queryOptions } from '@tanstack/react-query';
import type { AdminOrderReply } from '#shared/contract/admin-order.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { toAdminOrder } from '#web/features/admin/order-actions/admin-order.ts';

/** admin/order: one order with its payment and the gateway's reports (/allOrders/{id}). */
export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => api('admin/order', { body: { order_id: orderId }, signal }),
    // The cache keeps the wire reply; `select` gives the order in the web's names.
    select: (reply: AdminOrderReply) => ({ ...reply, order: toAdminOrder(reply.order) }),
  });
