import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CollabFormBody } from '#shared/contract/forms.ts';
import { api } from '#web/lib/api/api-client.ts';

/** auth/collabForm: the collaboration application. The reply carries its reference. */
export function useSendCollabForm() {
  return useMutation({
    mutationFn: (body: z.input<typeof CollabFormBody>) => api('auth/collabForm', { body }),
  });
}
