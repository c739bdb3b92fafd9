import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm } from '#shared/contract/profile.ts';
import { api } from '#web/lib/api/api-client.ts';
import { addressKeys } from '#web/lib/api/query-keys.ts';

/** auth/edit-user-address: changes the saved address `id` (the PIN code is re-checked). */
export function useEditAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressForm & { id: number }) => api('auth/edit-user-address', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
