import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeNameBody, ChangePasswordBody } from '#shared/contract/profile.ts';
import { api } from '#web/lib/api/api-client.ts';
import { userDetailsKeys } from '#web/lib/api/query-keys.ts';
import { getSession, setSession } from '#web/lib/session/session.ts';

/** auth/change-name: the new name, in the details and the greeting at once. */
export function useChangeName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeNameBody) => api('auth/change-name', { body }),
    onSuccess: (done) => {
      const session = getSession();
      if (session) setSession({ ...session, name: done.name });
      return queryClient.invalidateQueries({ queryKey: userDetailsKeys.all });
    },
  });
}

/** auth/change-password: this session stays; every other one ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api('auth/change-password', { body }),
  });
}
