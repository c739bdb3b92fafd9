import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';
import { finishSignIn, sessionOf } from './finish-sign-in.ts';

/**
 * auth/resetPassword: sets the new password with the code; every other session of the account
 * ends and this one starts (the session kept, the device's cart brought into the account).
 */
export async function resetPassword(body: ResetPasswordBody) {
  const reply = await api('auth/resetPassword', { body });
  if (reply.accessToken) await finishSignIn(sessionOf(reply));
  return reply;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
