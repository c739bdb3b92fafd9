import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiOptions } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { notify } from '#web/lib/toast/toast.ts';

/** admin/help/remedies: a help request's items, what is left of each, stock, and remedies. */
export const helpRemediesQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.helpRemedies(id),
    queryFn: ({ signal }) => api('admin/help/remedies', { body: { id }, signal }),
  });

/** admin/order/remedies: one order's remedies (its page). */
export const orderRemediesQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminKeys.orderRemedies(orderId),
    queryFn: async ({ signal }) =>
      (await api('admin/order/remedies', { body: { order_id: orderId }, signal })).remedies,
  });

/** admin/payouts: waiting first, then the latest paid. */
export const payoutsQuery = () =>
  queryOptions({
    queryKey: adminKeys.payouts(),
    queryFn: async ({ signal }) => (await api('admin/payouts', { body: {}, signal })).payouts,
  });

/** A remedy call: toasts its answer; every remedy view, the order and Problems refresh. */
function useRemedyCall<B>(call: (body: B) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (r) => notify.success(r.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.remedies }),
        queryClient.invalidateQueries({ queryKey: adminKeys.problems() }),
      ]),
  });
}

/** admin/help/remedy (its wire body: amount in rupees). */
export const useDecideRemedy = () =>
  useRemedyCall((body: ApiOptions<'admin/help/remedy'>['body']) =>
    api('admin/help/remedy', { body }),
  );

/** admin/payouts/paid, with the admin's reference. */
export const useMarkPayoutPaid = () =>
  useRemedyCall((body: ApiOptions<'admin/payouts/paid'>['body']) =>
    api('admin/payouts/paid', { body }),
  );

/** admin/replacement/handed-over, with the code or a reason. */
export const useReplacementHandedOver = () =>
  useRemedyCall((body: ApiOptions<'admin/replacement/handed-over'>['body']) =>
    api('admin/replacement/handed-over', { body }),
  );
