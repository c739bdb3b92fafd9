import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NotifySubscribeBody } from '#shared/contract/notify.ts';
import { api } from '#web/lib/api/api-client.ts';
import { notifyKeys } from '#web/lib/api/query-keys.ts';

/** notify/code: a visitor's code, mailed to the address they typed. */
export function useNotifyCode() {
  return useMutation({
    mutationFn: (email: string) => api('notify/code', { body: { email } }),
  });
}

/** notify/subscribe: the token goes along when there is one (the account's e-mail is used). */
export function useNotifySubscribe() {
  return useMutation({
    mutationFn: (body: z.input<typeof NotifySubscribeBody>) => api('notify/subscribe', { body }),
  });
}

/** notify/unsubscribe/check: whose link it is; a forged one fails (not retried). */
export function useUnsubscribeCheck(token: string) {
  return useQuery({
    queryKey: notifyKeys.unsubscribe(token),
    queryFn: () => api('notify/unsubscribe/check', { body: { token } }),
    retry: false,
  });
}

/** notify/unsubscribe: every notify-me ask of the link's address goes. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('notify/unsubscribe', { body: { token } }),
  });
}
