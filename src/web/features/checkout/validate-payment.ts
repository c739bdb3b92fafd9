import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '#web/lib/api/api-client.ts';
import { paymentKeys } from '#web/lib/api/query-keys.ts';

/** How a payment ended, as the return page shows it. */
export type PaymentOutcome =
  | { state: 'placed'; orderId: number }
  | { state: 'pending'; message: string }
  | { state: 'failed'; message: string };

async function validate(ref: string, signal: AbortSignal): Promise<PaymentOutcome> {
  try {
    const reply = await api('payment/order/validate', { body: { id: ref }, signal });
    if ('code' in reply && reply.code === 'PAYMENT_PENDING') {
      return { state: 'pending', message: reply.message ?? '' };
    }
    return { state: 'placed', orderId: 'order_id' in reply ? (reply.order_id ?? 0) : 0 };
  } catch (err) {
    if (
      err instanceof ApiError &&
      (err.code === 'PAYMENT_ERROR' || err.code === 'PAYMENT_NOT_FOUND')
    ) {
      return { state: 'failed', message: err.message };
    }
    throw err;
  }
}

/**
 * payment/order/validate for the payment the gateway sent the browser back with: asks again
 * every few seconds while the bank has not confirmed (the server finalises at most once).
 */
export function useValidatePayment(ref: string, pollMs = 3000) {
  return useQuery({
    queryKey: paymentKeys.of(ref),
    queryFn: ({ signal }) => validate(ref, signal),
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? pollMs : false),
    retry: 2,
    staleTime: 0,
    gcTime: 0,
  });
}
