import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressForm } from '#shared/contract/profile.ts';
import { api } from '#web/lib/api/api-client.ts';
import { addressKeys } from '#web/lib/api/query-keys.ts';

/**
 * auth/add-user-address: saves a new address (the server re-checks the PIN code: 422
 * PINCODE_INVALID) and answers its `id`. The list is reloaded before the call settles, so a page
 * can select the new address at once.
 */
export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressForm) => api('auth/add-user-address', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
