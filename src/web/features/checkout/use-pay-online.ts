import { useRef, useState } from 'react';
import { checkoutKeyFor } from './checkout-key.ts';
import type { Quote } from './get-quote.ts';
import type { PaymentChoice } from './payment-choice.ts';
import { appliedCoupon, checkoutFingerprint } from './payment-choice.ts';
import { useStartOnlinePayment } from './start-online-payment.ts';

/**
 * PAY: starts the online payment once (however often the button is pressed) and sends the browser
 * to the gateway's pay page; it stays busy while the page leaves. A refusal (the gateway down, a
 * size sold out meanwhile) is kept in `error` and the button works again.
 */
export function usePayOnline(
  choice: PaymentChoice,
  quote: Quote | undefined,
  goTo: (url: string) => void = (url) => window.location.assign(url),
) {
  const start = useStartOnlinePayment();
  const sending = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    if (sending.current || !quote) return;
    sending.current = true;
    try {
      const reply = await start.mutateAsync({
        choice,
        checkoutKey: checkoutKeyFor(checkoutFingerprint(choice, quote)),
        couponCode: appliedCoupon(quote),
      });
      setLeaving(true);
      goTo(reply.link);
    } catch {
      sending.current = false; // start.error says why
    }
  };

  return {
    pay,
    busy: start.isPending || leaving,
    error: start.error,
    clearError: () => start.reset(),
  };
}
