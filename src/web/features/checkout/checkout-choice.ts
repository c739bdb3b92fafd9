import { useNavigate } from 'react-router';
import type { PaymentOrderBody } from '#shared/contract/payment.ts';
import { COUPON_CODE_PATTERN, normalCouponCode } from '#shared/rules/coupons.ts';
import { isDeliveryMethod } from '#shared/rules/delivery.ts';
import { paths } from '#web/lib/routing/paths.ts';

/**
 * The delivery method (and hostel: its name for hostel delivery, '' otherwise) picked on the cart
 * page: the part of payment/order's body the cart decides. Handed to /address and /payment both as
 * navigation state and in the URL (`/payment?method=hostel&hostel=Ganga`), so a reload of the
 * next step keeps the choice.
 */
export type CheckoutChoice = Pick<PaymentOrderBody, 'deliveryMethod' | 'hostel'> & {
  /** Hostel delivery: the room, when the student gave one (`?room=`). */
  hostelRoom?: string;
  /** The coupon code applied in the cart or on /payment (`?coupon=`); the server prices it. */
  couponCode?: string;
};

/**
 * The URL's `coupon`, or the state's, in capitals; '' when it is not a code at all (an edited
 * address must not break the page: the server would refuse the quote).
 */
function couponOf(state: { couponCode?: unknown }, params: URLSearchParams): string {
  const typed = typeof state.couponCode === 'string' ? state.couponCode : params.get('coupon');
  const code = normalCouponCode(typed ?? '');
  return COUPON_CODE_PATTERN.test(code) ? code : '';
}

/** `coupon=CODE` added to a step's search, when there is one. */
export function withCoupon(search: URLSearchParams, couponCode: string | undefined) {
  if (couponCode) search.set('coupon', couponCode);
  return search;
}

/** Where the cart's button goes: /address for home delivery, /payment for pickup and hostel. */
export function checkoutTarget(choice: CheckoutChoice): { to: string; state: CheckoutChoice } {
  const hostel = choice.deliveryMethod === 'hostel' ? choice.hostel.trim() : '';
  const search = new URLSearchParams({ method: choice.deliveryMethod });
  const room = hostel ? (choice.hostelRoom ?? '').trim() : '';
  if (hostel) search.set('hostel', hostel);
  if (room) search.set('room', room);
  withCoupon(search, choice.couponCode);
  const page = choice.deliveryMethod === 'delivery' ? paths.address : paths.payment;
  return {
    to: `${page}?${search.toString()}`,
    state: {
      deliveryMethod: choice.deliveryMethod,
      hostel,
      ...(room ? { hostelRoom: room } : {}),
      ...(choice.couponCode ? { couponCode: choice.couponCode } : {}),
    },
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
  const couponCode = couponOf(state, params);
  const room = (
    typeof state.hostelRoom === 'string' ? state.hostelRoom : (params.get('room') ?? '')
  )
    .trim()
    .slice(0, 20);
  return {
    deliveryMethod: method,
    hostel: method === 'hostel' ? hostel : '',
    ...(method === 'hostel' && room ? { hostelRoom: room } : {}),
    ...(couponCode ? { couponCode } : {}),
  };
}

/** Goes on from the cart with the customer's choice (the cart route hands this to the cart page). */
export function useGoToCheckout(): (choice: CheckoutChoice) => void {
  const navigate = useNavigate();
  return (choice) => {
    const { to, state } = checkoutTarget(choice);
    void navigate(to, { state });
  };
}
