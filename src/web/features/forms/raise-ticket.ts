import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RaiseTicketBody } from '#shared/contract/forms.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/raiseTicket: Contact us. The reply carries the ticket's reference. */
export function useRaiseTicket() {
  return useMutation({
    mutationFn: (body: z.input<typeof RaiseTicketBody>) => api('auth/raiseTicket', { body }),
  });
}
