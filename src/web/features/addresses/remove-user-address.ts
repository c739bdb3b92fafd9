import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { addressKeys } from '#web/lib/api/query-keys.ts';

/** auth/remove-user-address: forgets the saved address `id`. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('auth/remove-user-address', { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
