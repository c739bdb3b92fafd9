import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { cartKeys } from '#web/lib/api/query-keys.ts';

/**
 * products/moveToWishlist: removes the line and wishlists its product, in one step. The cart is
 * refreshed here; `onMoved` lets the page refresh the wishlist too (that cache belongs to the
 * wishlist feature, which the cart route plugs in).
 */
export function useMoveToWishlist(onMoved?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartLineId, productId }: { cartLineId: number; productId: number }) =>
      api('products/moveToWishlist', { body: { orderItem_id: cartLineId, productId } }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.all }), onMoved?.()]),
  });
}
