import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DropFields, UpdateDropBody } from '#shared/contract/drops.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** admin/drops: every drop, newest first, with what was ordered so far. */
export const adminDropsQuery = () => ({
  queryKey: adminKeys.drops(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/drops', { body: {}, signal }),
});

export const useAdminDrops = () => useQuery(adminDropsQuery());

/** The products a drop can hold (the newest 100), for the form's list. */
export const useProductChoices = () =>
  useQuery({
    queryKey: [...adminKeys.drops(), 'products'],
    queryFn: ({ signal }) =>
      api('products/get-product', { method: 'GET', query: { limit: 100 }, signal }),
    staleTime: 60_000,
  });

function useDropMutation<B>(call: (body: B) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.drops() }),
  });
}

/** admin/drops/create */
export const useCreateDrop = () =>
  useDropMutation((body: DropFields) => api('admin/drops/create', { body }));

/** admin/drops/update: before the drop opens. */
export const useUpdateDrop = () =>
  useDropMutation((body: UpdateDropBody) => api('admin/drops/update', { body }));

/** admin/drops/close: a live drop stops taking pre-orders now. */
export const useCloseDrop = () =>
  useDropMutation((id: number) => api('admin/drops/close', { body: { id } }));

/** admin/drops/print-run: orders so far, or the closed drop's print sheet. */
export const printRunQuery = (id: number) => ({
  queryKey: adminKeys.dropPrint(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('admin/drops/print-run', { body: { id }, signal }),
});

/** admin/drops/sent-to-print: the closed drop's items move to Printing, once. */
export const useSendToPrint = () =>
  useDropMutation((id: number) => api('admin/drops/sent-to-print', { body: { id } }));
