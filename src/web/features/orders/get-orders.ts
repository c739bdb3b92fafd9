import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order as WireOrder, OrderItem as WireOrderItem } from '#shared/contract/orders.ts';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from '#web/lib/query-keys.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * One ordered item in the web's own names (ADR 017: wire names stay at the edge). Its
 * `orderItem_id` is the order item's id, named as such, so it stays as the wire has it.
 */
export type OrderItem = Omit<WireOrderItem, 'instiName'> & { institutionName: string };
export type Order = Omit<WireOrder, 'productsOrdered'> & { productsOrdered: OrderItem[] };

/** The wire's ordered item in domain names. */
export function toOrderItem({ instiName, ...item }: WireOrderItem): OrderItem {
  return { ...item, institutionName: instiName };
}

const toOrders = (orders: WireOrder[]): Order[] =>
  orders.map((o) => ({ ...o, productsOrdered: o.productsOrdered.map(toOrderItem) }));

/**
 * The signed-in customer's orders (products/orders), newest first. Keys carry the e-mail, so
 * another account never sees a cached order; placing an order drops `orderKeys.all`. The cache
 * keeps the wire reply; `select` gives the domain orders.
 */
export const ordersQuery = (email: string) =>
  queryOptions({
    queryKey: orderKeys.list(email),
    queryFn: async ({ signal }) =>
      (await api('products/orders', { body: { email }, signal })).products,
    select: toOrders,
  });

/** The orders, newest first (disabled while signed out). */
export function useOrders() {
  const session = useSession();
  return useQuery({ ...ordersQuery(session?.email ?? ''), enabled: !!session });
}
