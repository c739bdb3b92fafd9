import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MyOrderBody, OrderView } from '#shared/contract/my-orders.ts';
import type { OrderItem as WireOrderItem } from '#shared/contract/orders.ts';
import { api } from '#web/lib/api/api-client.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { useSession } from '#web/lib/session/session.ts';

/**
 * One ordered item in the web's own names (ADR 017: wire names stay at the edge). Its
 * `orderItem_id` is the order item's id, named as such, so it stays as the wire has it.
 */
export type OrderItem = Omit<WireOrderItem, 'instiName'> & { institutionName: string };
/** A whole order as My Orders, the order page and the thank-you page show it. */
export type MyOrder = Omit<OrderView, 'productsOrdered'> & { productsOrdered: OrderItem[] };

const toOrderItem = ({ instiName, ...item }: WireOrderItem): OrderItem => ({
  ...item,
  institutionName: instiName,
});
const toMyOrder = (order: OrderView): MyOrder => ({
  ...order,
  productsOrdered: order.productsOrdered.map(toOrderItem),
});

/**
 * The signed-in student's orders, whole, newest first (products/my-orders). Keys carry the
 * e-mail, so another account never sees a cached order. The cache keeps the wire reply (an
 * early reply started by the page, public/early-data.js, lands there too); `select` maps it.
 */
export const myOrdersQuery = (email: string) =>
  queryOptions({
    queryKey: orderKeys.list(email),
    queryFn: async ({ signal }) =>
      (await api('products/my-orders', { body: { email }, signal })).orders,
    select: (orders: OrderView[]) => orders.map(toMyOrder),
  });

export function useMyOrders() {
  const session = useSession();
  return useQuery({ ...myOrdersQuery(session?.email ?? ''), enabled: !!session });
}

/** One order by its number (products/my-order); someone else's is a 404 like a missing one. */
export const myOrderQuery = (email: string, orderNumber: string) =>
  queryOptions({
    queryKey: orderKeys.one(email, orderNumber),
    queryFn: async ({ signal }) =>
      (await api('products/my-order', { body: { orderNumber }, signal })).order,
    select: toMyOrder,
    // A refund under way is asked about every 5 s, so "Refunded" shows when the gateway says so.
    refetchInterval: ({ state }) => (refundUnderway(state.data) ? 5000 : false),
  });

const refundUnderway = (order: OrderView | undefined) =>
  !!order?.refunds?.some((r) => r.state === 'requested' || r.state === 'pending');

export function useMyOrder(orderNumber: string) {
  const session = useSession();
  return useQuery({ ...myOrderQuery(session?.email ?? '', orderNumber), enabled: !!session });
}

/**
 * The number of the order with this order_id (after PLACE ORDER or a payment's return) or
 * holding this orderItem_id (an old per-item link). The order lands in the cache under its
 * number, so the page it leads to opens at once.
 */
export async function findOrderNumber(
  client: QueryClient,
  email: string,
  by: Pick<MyOrderBody, 'orderId' | 'orderItemId'>,
): Promise<string> {
  const order = await client.fetchQuery({
    queryKey: orderKeys.lookup(email, by),
    queryFn: async ({ signal }) => (await api('products/my-order', { body: by, signal })).order,
    staleTime: 0,
  });
  client.setQueryData(orderKeys.one(email, order.orderNumber), order);
  return order.orderNumber;
}

/**
 * Where a just-placed order goes: its thank-you page (docs/product.md#thank-you-page), or My
 * Orders should the order not be readable this moment (it is placed either way).
 */
export async function thankYouPath(email: string, orderId: number): Promise<string> {
  try {
    return paths.thankYou(await findOrderNumber(queryClient, email, { orderId }));
  } catch {
    return paths.myOrders;
  }
}
