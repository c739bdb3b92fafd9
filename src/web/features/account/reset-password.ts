import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/resetPassword: sets the new password with the code; every session of the account ends. */
export const resetPassword = (body: ResetPasswordBody) => api('auth/resetPassword', { body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
