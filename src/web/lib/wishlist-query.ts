import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The signed-in customer's wishlisted products (products/get-wishlisted-products). Shared by the
 * navbar's count badge, the product page's WISHLIST button and the wishlist page; every wishlist
 * change invalidates `wishlistKeys.all`.
 */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (email: string) => ['wishlist', email.toLowerCase()] as const,
};

export const wishlistQuery = (email: string) =>
  queryOptions({
    queryKey: wishlistKeys.of(email),
    queryFn: async ({ signal }) =>
      (await api('products/get-wishlisted-products', { body: { email }, signal })).products,
  });
