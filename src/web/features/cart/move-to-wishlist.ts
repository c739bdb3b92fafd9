import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cartKeys } from '#web/lib/cart-query.ts';
import { wishlistKeys } from '#web/lib/wishlist-query.ts';

/** products/moveToWishlist: removes the line and wishlists its product, in one step. */
export function useMoveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderItem_id: number; productId: number }) =>
      api('products/moveToWishlist', { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      ]),
  });
}
