import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserDetailsBody } from '#shared/contract/profile.ts';
import { api } from '#web/lib/api/api-client.ts';
import { userDetailsKeys } from '#web/lib/api/query-keys.ts';

/** auth/update-user-details: saves the editable details, then reloads them from the server. */
export function useUpdateUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserDetailsBody) => api('auth/update-user-details', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsKeys.all }),
  });
}
