import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { cartKeys } from '#web/lib/query-keys.ts';

/** products/removeFromCart: takes a line out of the cart. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderItem_id: number; productId: number }) =>
      api('products/removeFromCart', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
