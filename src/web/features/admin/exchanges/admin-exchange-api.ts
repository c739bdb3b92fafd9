import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExchangeDecideBody, ExchangeSwapBody } from '#shared/contract/exchanges.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** admin/exchanges: one order's size exchanges, or ('pending') every one still to act on. */
export const adminExchangesQuery = (orderId: number | 'pending') =>
  queryOptions({
    queryKey: adminKeys.exchanges(orderId),
    queryFn: async ({ signal }) =>
      (
        await api('admin/exchanges', {
          body: orderId === 'pending' ? {} : { order_id: orderId },
          signal,
        })
      ).exchanges,
  });

/**
 * admin/exchange/decide and admin/exchange/swap. Afterwards (a refusal included: it means the
 * page was out of date) every admin view refreshes: the order's version moved.
 */
export function useExchangeAction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const decide = useMutation({
    mutationFn: (body: z.input<typeof ExchangeDecideBody>) =>
      api('admin/exchange/decide', { body }),
    onSettled: refresh,
  });
  const swap = useMutation({
    mutationFn: (body: z.input<typeof ExchangeSwapBody>) => api('admin/exchange/swap', { body }),
    onSettled: refresh,
  });
  return { decide, swap };
}
