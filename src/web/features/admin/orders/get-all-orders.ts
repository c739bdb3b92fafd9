import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AllOrdersReply } from '#shared/contract/admin-orders.ts';
import { ORDERS_PAGE_SIZE } from '#shared/rules/admin.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { toAdminOrder } from '#web/features/admin/order-actions/admin-order.ts';
import { filtersOf, type OrdersView } from './orders-view.ts';

const toOrdersPage = (reply: AllOrdersReply) => ({
  ...reply,
  products: reply.products.map(toAdminOrder),
});

/** products/allOrders, one page; the previous page stays on screen while the next loads. */
export const allOrdersQuery = (view: OrdersView) =>
  queryOptions({
    queryKey: adminKeys.orders(view),
    queryFn: ({ signal }) =>
      api('products/allOrders', {
        body: { ...filtersOf(view), page: view.page, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    // The cache keeps the wire reply; `select` gives the domain orders.
    select: toOrdersPage,
  });
