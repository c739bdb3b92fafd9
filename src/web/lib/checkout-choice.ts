import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { isDeliveryMethod } from '#shared/rules/delivery.ts';
import { paths } from './paths.ts';

/**
 * The delivery method (and hostel) picked on the cart page, handed to /address and /payment both
 * as navigation state and in the URL (`/payment?method=hostel&hostel=Ganga`), so a reload of
 * the next step keeps the choice.
 */
export interface CheckoutChoice {
  deliveryMethod: DeliveryMethod;
  /** The hostel's name for hostel delivery, '' otherwise. */
  hostel: string;
}

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
