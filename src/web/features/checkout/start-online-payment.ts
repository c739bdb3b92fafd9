import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { useSession } from '#web/lib/session/session.ts';
import { quoteKeys } from '#web/lib/api/query-keys.ts';
import type { PaymentChoice } from './payment-choice.ts';

/**
 * payment/order: starts an online payment for the caller's cart (priced and held by the server)
 * and answers the gateway's pay page. The same checkout key opens the same payment again.
 */
export function useStartOnlinePayment() {
  const queryClient = useQueryClient();
  const email = useSession()?.email ?? '';
  return useMutation({
    mutationFn: ({
      choice,
      checkoutKey,
      couponCode,
    }: {
      choice: PaymentChoice;
      checkoutKey: string;
      /** The code priced into the quote shown, if any. */
      couponCode?: string | undefined;
    }) =>
      api('payment/order', {
        body: {
          deliveryMethod: choice.deliveryMethod,
          hostel: choice.hostel,
          ...(choice.hostelRoom ? { hostelRoom: choice.hostelRoom } : {}),
          ...(choice.addressId ? { addressId: choice.addressId } : {}),
          checkoutKey,
          ...(couponCode ? { couponCode } : {}),
        },
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: quoteKeys.of(email) }),
  });
}
