import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/register: keeps the sign-up details and e-mails a 4-digit OTP. */
export const register = (body: RegisterBody) => api('auth/register', { body });

export function useRegister() {
  return useMutation({ mutationFn: register });
}
