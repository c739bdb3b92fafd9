import { useNavigate } from 'react-router';
import type { PaymentOrderBody } from '#shared/contract/payment.ts';
import { isDeliveryMethod } from '#shared/rules/delivery.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * The delivery method (and hostel: its name for hostel delivery, '' otherwise) picked on the cart
 * page: the part of payment/order's body the cart decides. Handed to /address and /payment both as
 * navigation state and in the URL (`/payment?method=hostel&hostel=Ganga`), so a reload of the
 * next step keeps the choice.
 */
export type CheckoutChoice = Pick<PaymentOrderBody, 'deliveryMethod' | 'hostel'>;

/** Where the cart's button goes: /address for home delivery, /payment for pickup and hostel. */
export function checkoutTarget(choice: CheckoutChoice): { to: string; state: CheckoutChoice } {
  const hostel = choice.deliveryMethod === 'hostel' ? choice.hostel.trim() : '';
  const search = new URLSearchParams({ method: choice.deliveryMethod });
  if (hostel) search.set('hostel', hostel);
  const page = choice.deliveryMethod === 'delivery' ? paths.address : paths.payment;
  return {
    to: `${page}?${search.toString()}`,
    state: { deliveryMethod: choice.deliveryMethod, hostel },
  };
}

/**
 * The choice a checkout step was opened with: navigation state first, else the URL. Null when
 * there is none or it is incomplete (hostel delivery without a hostel): send the customer back
 * to the cart.
 */
export function readCheckoutChoice(location: {
  search: string;
  state?: unknown;
}): CheckoutChoice | null {
  const state = (location.state ?? {}) as Partial<Record<keyof CheckoutChoice, unknown>>;
  const params = new URLSearchParams(location.search);
  const method =
    typeof state.deliveryMethod === 'string' ? state.deliveryMethod : params.get('method');
  const hostel = (
    typeof state.hostel === 'string' ? state.hostel : (params.get('hostel') ?? '')
  ).trim();
  if (!method || !isDeliveryMethod(method)) return null;
  if (method === 'hostel' && !hostel) return null;
  return { deliveryMethod: method, hostel: method === 'hostel' ? hostel : '' };
}

/** Goes on from the cart with the customer's choice (the cart route hands this to the cart page). */
export function useGoToCheckout(): (choice: CheckoutChoice) => void {
  const navigate = useNavigate();
  return (choice) => {
    const { to, state } = checkoutTarget(choice);
    void navigate(to, { state });
  };
}
