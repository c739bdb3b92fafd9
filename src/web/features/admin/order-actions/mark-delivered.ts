import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveredBody } from '#shared/contract/admin-orders.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** products/delivered; the list and the summary refresh afterwards. */
export function useMarkDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderItem_id: number; handoverCode?: string; reason?: string }) =>
      api('products/delivered', { body: body satisfies Partial<DeliveredBody> }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
