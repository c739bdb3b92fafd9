import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The signed-in customer's cart lines (products/getProductsInCart). Shared by the navbar's count
 * badge and the cart page, so both read one cache entry; every cart change invalidates
 * `cartKeys.all`. Keys carry the e-mail, so another account never sees a cached cart.
 */
export const cartKeys = {
  all: ['cart'] as const,
  of: (email: string) => ['cart', email.toLowerCase()] as const,
};

export const cartQuery = (email: string) =>
  queryOptions({
    queryKey: cartKeys.of(email),
    queryFn: async ({ signal }) =>
      (await api('products/getProductsInCart', { body: { email }, signal })).products,
  });
