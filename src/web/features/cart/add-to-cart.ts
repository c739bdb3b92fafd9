import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartBody } from '#shared/contract/cart.ts';
import type { z } from 'zod';
import { api, ApiError } from '#web/lib/api/api-client.ts';
import { cartKeys, catalogKeys } from '#web/lib/api/query-keys.ts';

/** Answers that mean the product's stock or sizes changed since the page loaded. */
const STOCK_CODES = new Set(['OUT_OF_STOCK', 'SIZE_UNAVAILABLE', 'PRODUCT_NOT_FOUND']);

/** The names printed on a club or sponsored tee, in the web's own names. */
export interface NamesOnTee {
  teeName: string;
  institutionName: string;
  /** The number on the piece ('0'–'99') when its drop takes numbers. */
  teeNumber?: string;
}

/** What ADD TO CART sends, in the web's own names; translated to the wire's body below. */
export type AddToCartRequest = Omit<z.input<typeof AddToCartBody>, 'teeName' | 'instiName'> &
  Partial<NamesOnTee>;

/**
 * products/addToCart: adds (or merges into) a line; the reply's message says when the quantity was
 * capped. Refreshes the cart, and the product when its stock turned out to have changed.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ institutionName, ...body }: AddToCartRequest) =>
      api('products/addToCart', { body: { ...body, instiName: institutionName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    onError: (error, body) => {
      if (error instanceof ApiError && STOCK_CODES.has(error.code)) {
        void queryClient.invalidateQueries({
          queryKey: catalogKeys.product(Number(body.productId)),
        });
      }
    },
  });
}
