import { useRef, useState } from 'react';
import { notify } from '#web/lib/toast/toast.ts';
import { checkoutKeyFor } from './checkout-key.ts';
import type { Quote } from './get-quote.ts';
import { useConfirmPayment } from './confirm-payment.ts';
import type { PaymentChoice } from './payment-choice.ts';
import { appliedCoupon, checkoutFingerprint } from './payment-choice.ts';

export const ORDER_PLACED = 'Your order is Placed Successfully';

/**
 * PLACE ORDER for cash on delivery: sends payment/confirm once, with this checkout's key, however
 * often the button is pressed (a click that lands before the button re-renders disabled is
 * dropped too), and stays busy after success until `onPlaced` has moved on. A refusal is kept
 * in `error` for the page to show; the cart stays as it is.
 */
export function usePlaceOrder(
  choice: PaymentChoice,
  quote: Quote | undefined,
  onPlaced: (orderId: number) => unknown,
) {
  const confirm = useConfirmPayment();
  const sending = useRef(false);
  const [placed, setPlaced] = useState(false);

  const place = async () => {
    if (sending.current || !quote) return;
    sending.current = true;
    try {
      const couponCode = appliedCoupon(quote);
      const reply = await confirm.mutateAsync({
        deliveryMethod: choice.deliveryMethod,
        checkoutKey: checkoutKeyFor(checkoutFingerprint(choice, quote)),
        ...(couponCode ? { couponCode } : {}),
      });
      setPlaced(true);
      notify.success(ORDER_PLACED);
      await onPlaced(reply.order_id);
    } catch {
      sending.current = false; // confirm.error says why
    }
  };

  return {
    place,
    busy: confirm.isPending || placed,
    error: confirm.error,
    clearError: () => confirm.reset(),
  };
}
