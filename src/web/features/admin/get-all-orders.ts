import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BRAND_FILTERS,
  DELIVERY_FILTERS,
  ORDER_SORTS,
  type AdminOrder as WireAdminOrder,
  type AdminOrderItem as WireAdminOrderItem,
  type AllOrdersReply,
  type DeliveredBody,
} from '#shared/contract/admin-orders.ts';
import { ORDERS_PAGE_SIZE } from '#shared/rules/admin.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** The /allOrders filters, as they are kept in the page's address (so Back and links keep them). */
export interface OrdersView {
  deliveryStatus: (typeof DELIVERY_FILTERS)[number];
  brand: (typeof BRAND_FILTERS)[number];
  sort: (typeof ORDER_SORTS)[number];
  q: string;
  from: string;
  to: string;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

export function viewFromSearch(search: URLSearchParams): OrdersView {
  const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
  return {
    deliveryStatus: oneOf(DELIVERY_FILTERS, search.get('status'), 'all'),
    brand: oneOf(BRAND_FILTERS, search.get('brand'), 'all'),
    sort: oneOf(ORDER_SORTS, search.get('sort'), 'newest'),
    q: (search.get('q') ?? '').slice(0, 100),
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Math.max(1, Math.floor(Number(search.get('page')) || 1)),
  };
}

export function searchFromView(view: OrdersView): URLSearchParams {
  const s = new URLSearchParams();
  if (view.deliveryStatus !== 'all') s.set('status', view.deliveryStatus);
  if (view.brand !== 'all') s.set('brand', view.brand);
  if (view.sort !== 'newest') s.set('sort', view.sort);
  if (view.q) s.set('q', view.q);
  if (view.from) s.set('from', view.from);
  if (view.to) s.set('to', view.to);
  if (view.page > 1) s.set('page', String(view.page));
  return s;
}

/** The filters as the API takes them (also the CSV export's body). */
export const filtersOf = (v: OrdersView) => ({
  deliveryStatus: v.deliveryStatus,
  brand: v.brand,
  sort: v.sort,
  q: v.q,
  ...(v.from ? { from: v.from } : {}),
  ...(v.to ? { to: v.to } : {}),
});

/**
 * An ordered item on /allOrders in the web's own names (ADR 017: wire names stay at the edge).
 * Its `orderItem_id` is the order item's id, named as such, so it stays as the wire has it.
 */
export type AdminOrderItem = Omit<WireAdminOrderItem, 'instiName'> & { institutionName: string };
export type AdminOrder = Omit<WireAdminOrder, 'productsOrdered'> & {
  productsOrdered: AdminOrderItem[];
};

/** A wire order in the web's names (also the admin's order page, get-admin-order.ts). */
export const toAdminOrder = (order: WireAdminOrder): AdminOrder => ({
  ...order,
  productsOrdered: order.productsOrdered.map(({ instiName, ...item }) => ({
    ...item,
    institutionName: instiName,
  })),
});

const toOrdersPage = (reply: AllOrdersReply) => ({
  ...reply,
  products: reply.products.map(toAdminOrder),
});

/**
 * products/allOrders, one page; the previous page stays on screen while the next loads. */
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

/** products/delivered; the list and the summary refresh afterwards. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderItem_id: number; handoverCode?: string; reason?: string }) =>
      api('products/delivered', { body: body satisfies Partial<DeliveredBody> }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** admin/summary: the strip above the list. */
export const summaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.summary(),
    queryFn: ({ signal }) => api('admin/summary', { body: {}, signal }),
  });
