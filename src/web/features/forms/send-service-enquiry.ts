import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ServiceEnquiryBody } from '#shared/contract/forms.ts';
import { api } from '#web/lib/api/api-client.ts';

/** forms/service-enquiry: the Get Our Services popup. The reply carries its reference. */
export function useSendServiceEnquiry() {
  return useMutation({
    mutationFn: (body: z.input<typeof ServiceEnquiryBody>) =>
      api('forms/service-enquiry', { body }),
  });
}
