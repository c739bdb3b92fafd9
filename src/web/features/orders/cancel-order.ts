import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

/** What the student asks to cancel: the whole order, or one item of it. */
export interface CancelRequest {
  orderNumber: string;
  orderItemId?: number | undefined;
  reason?: string | undefined;
}

/**
 * products/cancel-order (docs/product.md#cancelling-an-order); My Orders and the order page
 * refresh afterwards, whatever the answer (a refusal means the order moved on).
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, orderItemId, reason }: CancelRequest) =>
      api('products/cancel-order', {
        body: {
          orderNumber,
          ...(orderItemId !== undefined ? { orderItem_id: orderItemId } : {}),
          ...(reason ? { reason } : {}),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
