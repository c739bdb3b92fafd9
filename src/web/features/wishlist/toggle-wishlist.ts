import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { wishlistKeys } from '#web/lib/api/query-keys.ts';

/**
 * products/toggleWishlist: adds the product or takes it out; the reply says which (`wishlisted`).
 * The wishlist is refetched before the mutation settles, so buttons never show a stale state.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api('products/toggleWishlist', { body: { productId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
