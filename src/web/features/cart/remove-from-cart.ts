import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { cartKeys } from '#web/lib/api/query-keys.ts';

/** products/removeFromCart: takes a line out of the cart. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartLineId, productId }: { cartLineId: number; productId: number }) =>
      api('products/removeFromCart', { body: { orderItem_id: cartLineId, productId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
