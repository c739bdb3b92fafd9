import { BRAND_FILTERS, DELIVERY_FILTERS, ORDER_SORTS } from '#shared/contract/admin-orders.ts';

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
