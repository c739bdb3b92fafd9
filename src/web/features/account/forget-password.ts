import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';

/** auth/forgetPassword: e-mails a reset code (also used by Resend OTP on /enter-otp). */
export const forgetPassword = (email: string) => api('auth/forgetPassword', { body: { email } });

export function useForgetPassword() {
  return useMutation({ mutationFn: forgetPassword });
}
