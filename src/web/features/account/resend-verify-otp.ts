import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';

/** auth/resendVerifyOtp: a new sign-up code (the server enforces the cooldown and caps). */
export const resendVerifyOtp = (email: string) => api('auth/resendVerifyOtp', { body: { email } });

export function useResendVerifyOtp() {
  return useMutation({ mutationFn: resendVerifyOtp });
}
