import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { api } from '#web/lib/api/api-client.ts';
import { useSession } from '#web/lib/session/session.ts';
import { endCheckout } from './checkout-key.ts';
import { quoteKeys } from '#web/lib/api/query-keys.ts';

/**
 * payment/confirm: places a cash-on-delivery order (pickup only) for the caller's cart, priced by
 * the server. The same `checkoutKey` always answers the same order. A refusal (a size sold out
 * meanwhile: 409 naming the product and size) keeps the cart and re-prices the quote.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  const email = useSession()?.email ?? '';
  return useMutation({
    mutationFn: (body: {
      deliveryMethod: DeliveryMethod;
      checkoutKey: string;
      couponCode?: string;
    }) => api('payment/confirm', { body }),
    onSuccess: () => endCheckout(),
    onError: () => queryClient.invalidateQueries({ queryKey: quoteKeys.of(email) }),
  });
}
