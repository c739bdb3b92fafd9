import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '#shared/contract/auth.ts';
import { api } from '#web/lib/api/api-client.ts';
import { finishSignIn } from './finish-sign-in.ts';

/**
 * auth/login, then keeps the session (token, userEmail, name, phone) in storage and brings the
 * device's cart into the account.
 */
export async function login(body: LoginBody) {
  const reply = await api('auth/login', { body });
  const session = {
    token: reply.accessToken,
    email: reply.email,
    name: reply.userName,
    phone: reply.userPhone,
  };
  await finishSignIn(session);
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
