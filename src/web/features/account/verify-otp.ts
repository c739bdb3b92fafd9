import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';
import { finishSignIn, sessionOf } from './finish-sign-in.ts';

/**
 * auth/verifyOtp: the right code creates the account and signs it in (the session kept, the
 * device's cart brought into the account).
 */
export async function verifyOtp(body: VerifyOtpBody) {
  const reply = await api('auth/verifyOtp', { body });
  if (reply.accessToken) await finishSignIn(sessionOf(reply));
  return reply;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
