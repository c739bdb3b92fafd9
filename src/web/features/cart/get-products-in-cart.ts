import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cartKeys } from '#web/lib/query-keys.ts';
import { useSession } from '#web/lib/session.ts';

/**
 * The signed-in customer's cart lines (products/getProductsInCart). The cart page and the
 * navbar's cart count read this one cache entry; every cart change invalidates `cartKeys.all`.
 * Keys carry the e-mail, so another account never sees a cached cart.
 */
export const cartQuery = (email: string) =>
  queryOptions({
    queryKey: cartKeys.of(email),
    queryFn: async ({ signal }) =>
      (await api('products/getProductsInCart', { body: { email }, signal })).products,
  });

/** The cart lines, newest first (disabled while signed out). */
export function useCart() {
  const session = useSession();
  return useQuery({ ...cartQuery(session?.email ?? ''), enabled: !!session });
}
