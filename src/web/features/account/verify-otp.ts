import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/verifyOtp: the right code creates the account. */
export const verifyOtp = (body: VerifyOtpBody) => api('auth/verifyOtp', { body });

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
