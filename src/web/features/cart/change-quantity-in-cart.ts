import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { cartKeys } from '#web/lib/api/query-keys.ts';

/** products/changeQuantityInCart: 1 to 5, and no more than the stock left. */
export function useChangeQuantityInCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      cartLineId,
      updatedQuantity,
    }: {
      cartLineId: number;
      updatedQuantity: number;
    }) =>
      api('products/changeQuantityInCart', { body: { orderItem_id: cartLineId, updatedQuantity } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
