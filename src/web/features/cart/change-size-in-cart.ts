import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { cartKeys } from '#web/lib/api/query-keys.ts';

/**
 * products/changeSizeInCart: moves a line to another size (merging into a line of that size with
 * the same names). The cart is refetched before the mutation settles, so the select never jumps
 * back to the old size in between.
 */
export function useChangeSizeInCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cartLineId, updatedSize }: { cartLineId: number; updatedSize: string }) =>
      api('products/changeSizeInCart', { body: { orderItem_id: cartLineId, updatedSize } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
