import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SizeUnavailableBody } from '#shared/contract/size-request.ts';
import { api } from '#web/lib/api/api-client.ts';

/**
 * products/sizeUnavailable/{id}: "Size Not Available? Inform Us". The token goes along when
 * there is one (the server then uses the customer's e-mail); visitors send their e-mail.
 */
export function useSizeUnavailable(productId: number) {
  return useMutation({
    mutationFn: (body: z.input<typeof SizeUnavailableBody>) =>
      api('products/sizeUnavailable/:id', { params: { id: productId }, body }),
  });
}
