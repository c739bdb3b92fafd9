import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** admin/cash-received; the order, the list and the summary's revenue refresh afterwards. */
export function useCashReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api('admin/cash-received', { body: { order_id: orderId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
