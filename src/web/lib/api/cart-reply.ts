import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { cartKeys } from './query-keys.ts';

/**
 * products/getProductsInCart as one cache entry of the whole reply: the cart's lines (the cart
 * page, the navbar's count) and the coupon code kept with it (the cart's coupon box) each `select`
 * their part, so a cart load is one request. Keys carry the e-mail, so another account never
 * sees a cached cart; every cart change invalidates `cartKeys.all`.
 */
export const cartReplyQuery = (email: string) =>
  queryOptions({
    queryKey: cartKeys.of(email),
    queryFn: ({ signal }) => api('products/getProductsInCart', { body: { email }, signal }),
  });
