import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpRequestForm } from '#shared/contract/order-help.ts';
import { api } from '#web/lib/api/api-client.ts';
import { helpKeys } from '#web/lib/api/query-keys.ts';
import { useSession } from '#web/lib/session/session.ts';

/** Which requests: one order's, or those with no order ("paid but no order", from My Orders). */
export type HelpScope = number | 'none';

/** orders/help/mine: the signed-in student's requests in one scope, newest first. */
export const helpRequestsQuery = (email: string, scope: HelpScope) =>
  queryOptions({
    queryKey: helpKeys.of(email, scope),
    queryFn: async ({ signal }) =>
      (await api('orders/help/mine', { body: { orderId: scope }, signal })).requests,
  });

export function useHelpRequests(scope: HelpScope) {
  const session = useSession();
  return useQuery({ ...helpRequestsQuery(session?.email ?? '', scope), enabled: !!session });
}

/**
 * orders/help: the form's fields and the optional photo as multipart (the photo last, so the
 * server reads the fields first). Success refreshes the scope's list.
 */
export function useAskForHelp(scope: HelpScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photo }: { values: HelpRequestForm; photo: File | null }) => {
      const form = new FormData();
      if (scope !== 'none') form.append('orderId', String(scope));
      form.append('issue', values.issue);
      form.append('message', values.message);
      if (scope !== 'none') form.append('items', values.items.join(','));
      if (values.issue === 'paid_no_order')
        form.append('transactionId', values.transactionId.trim());
      if (photo) form.append('photo', photo, photo.name);
      return api('orders/help', { body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}
