import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeForm } from '#shared/contract/exchanges.ts';
import { api } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';

/** orders/exchange: ask for another size of a delivered item; the order page refreshes after. */
export function useAskExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderItemId, values }: { orderItemId: number; values: ExchangeForm }) =>
      api('orders/exchange', {
        body: { orderItem_id: orderItemId, size: values.size, reason: values.reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
