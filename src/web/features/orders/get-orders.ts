import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { orderKeys } from '#web/lib/query-keys.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The signed-in customer's orders (products/orders), newest first. Keys carry the e-mail, so
 * another account never sees a cached order; placing an order drops `orderKeys.all`.
 */
export const ordersQuery = (email: string) =>
  queryOptions({
    queryKey: orderKeys.list(email),
    queryFn: async ({ signal }) =>
      (await api('products/orders', { body: { email }, signal })).products,
  });

/** The orders, newest first (disabled while signed out). */
export function useOrders() {
  const session = useSession();
  return useQuery({ ...ordersQuery(session?.email ?? ''), enabled: !!session });
}
