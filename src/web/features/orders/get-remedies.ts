import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { orderKeys } from '#web/lib/api/query-keys.ts';
import { useSession } from '#web/lib/session/session.ts';

/** orders/remedies: the refunds, payouts and replacements of one of the student's orders. */
export const orderRemediesQuery = (email: string, orderId: number) =>
  queryOptions({
    queryKey: orderKeys.remedies(email, orderId),
    queryFn: async ({ signal }) =>
      (await api('orders/remedies', { body: { order_id: orderId }, signal })).remedies,
  });

export function useOrderRemedies(orderId: number) {
  const session = useSession();
  return useQuery({ ...orderRemediesQuery(session?.email ?? '', orderId), enabled: !!session });
}

/** orders/remedies/upi: where the payout goes; the order's remedies refresh. */
export function useGiveUpiId(orderId: number) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; upiId: string }) => api('orders/remedies/upi', { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: orderKeys.remedies(session?.email ?? '', orderId),
      }),
  });
}
