import { useMutation } from '@tanstack/react-query';
import type { IsChangePasswordBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/isChangePassword: checks the reset code without using it up. */
export const isChangePassword = (body: IsChangePasswordBody) =>
  api('auth/isChangePassword', { body });

export function useIsChangePassword() {
  return useMutation({ mutationFn: isChangePassword });
}
