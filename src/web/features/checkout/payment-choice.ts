import { paths } from '#web/lib/routing/paths.ts';
import { readCheckoutChoice, withCoupon } from './checkout-choice.ts';
import type { Quote } from './get-quote.ts';
import type { CheckoutChoice } from './checkout-choice.ts';

/**
 * What /payment needs to know: the cart's choice (method and hostel) and, for home delivery, the
 * saved address picked on /address. Like the cart's choice it travels as navigation state and in
 * the URL (`/payment?method=delivery&address=12`), so a reload or a bookmark keeps it.
 */
export interface PaymentChoice extends CheckoutChoice {
  /** The chosen saved address (home delivery), else null. */
  addressId: number | null;
}

function addressIdOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number(value ?? Number.NaN);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The address step, with the address chosen so far (if any). */
export function addressStepPath(addressId: number | null = null, couponCode?: string): string {
  const search = new URLSearchParams({ method: 'delivery' });
  if (addressId) search.set('address', String(addressId));
  withCoupon(search, couponCode);
  return `${paths.address}?${search.toString()}`;
}

/** Where the address step goes on to: /payment for home delivery to that address. */
export function paymentTarget(
  addressId: number,
  couponCode?: string,
): { to: string; state: PaymentChoice } {
  const search = new URLSearchParams({ method: 'delivery', address: String(addressId) });
  withCoupon(search, couponCode);
  return {
    to: `${paths.payment}?${search.toString()}`,
    state: {
      deliveryMethod: 'delivery',
      hostel: '',
      addressId,
      ...(couponCode ? { couponCode } : {}),
    },
  };
}

/**
 * The choice a checkout step was opened with: navigation state first, else the URL. Null when
 * the cart's part is missing or incomplete (back to the cart). `addressId` is null unless home
 * delivery names a valid id (the address step asks for one).
 */
export function readPaymentChoice(location: {
  search: string;
  state?: unknown;
}): PaymentChoice | null {
  const choice = readCheckoutChoice(location);
  if (!choice) return null;
  const state = (location.state ?? {}) as { addressId?: unknown };
  const addressId =
    choice.deliveryMethod !== 'delivery'
      ? null
      : addressIdOf(
          state.addressId !== undefined
            ? state.addressId
            : new URLSearchParams(location.search).get('address'),
        );
  return { ...choice, addressId };
}

/** Where "Change" on /payment goes: the step that asked for the destination. */
export function changeDestinationPath(choice: PaymentChoice): string {
  return choice.deliveryMethod === 'delivery'
    ? addressStepPath(choice.addressId, choice.couponCode)
    : paths.cart;
}

/**
 * The code the order goes with: only one the server priced into the quote shown (a refused code
 * is shown with its reason, and the order is placed at the figures shown, without it).
 */
export const appliedCoupon = (quote: Quote): string | undefined =>
  quote.coupon?.applied ? quote.coupon.code : undefined;

/** Identifies one checkout: the same cart, method and destination as priced by the server. */
export function checkoutFingerprint(choice: PaymentChoice, quote: Quote): string {
  const lines = quote.lines.map((l) => `${l.cartLineId}:${l.size}:${l.quantity}`).join(',');
  return [
    choice.deliveryMethod,
    choice.hostel,
    choice.addressId ?? '',
    appliedCoupon(quote) ?? '',
    lines,
    quote.totalAmount,
  ].join('|');
}
