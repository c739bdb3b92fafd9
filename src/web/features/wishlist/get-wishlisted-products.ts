import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { wishlistKeys } from '#web/lib/api/query-keys.ts';
import { useSession } from '#web/lib/session/session.ts';

/**
 * The signed-in customer's wishlisted products (products/get-wishlisted-products). The wishlist
 * page, the product page's WISHLIST button and the navbar's count read this one cache entry;
 * every wishlist change invalidates `wishlistKeys.all`.
 */
export const wishlistQuery = (email: string) =>
  queryOptions({
    queryKey: wishlistKeys.of(email),
    queryFn: async ({ signal }) =>
      (await api('products/get-wishlisted-products', { body: { email }, signal })).products,
  });

/** The wishlist, most recently added first (disabled while signed out). */
export function useWishlist() {
  const session = useSession();
  return useQuery({ ...wishlistQuery(session?.email ?? ''), enabled: !!session });
}
