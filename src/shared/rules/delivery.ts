import { SHOP_DEFAULTS } from '../shop-defaults.ts';
import { type Paise, rupeesToPaise } from './money.ts';

/**
 * How an order reaches the customer, and what that costs (docs/product.md#delivery-and-charges).
 * Used by the cart page to show the summary and by the server to charge it: one source of truth.
 */
export const DELIVERY_METHODS = ['pickup', 'hostel', 'delivery'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Charges in rupees per method; the shop's settings may change them. */
export interface DeliveryCharges {
  pickup: number;
  hostel: number;
  delivery: number;
}
const DEFAULT_DELIVERY_CHARGES: Readonly<DeliveryCharges> = SHOP_DEFAULTS.deliveryCharges;

interface Line {
  /**
   * false for a pre-order in a drop paid online only (docs/product.md#drops); absent or true: the
   * line may be paid in cash.
   */
  cashAllowed?: boolean | undefined;
}

export function isDeliveryMethod(value: string): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly string[]).includes(value);
}

/**
 * The charge in rupees for `method`: one charge per order, whatever the lines. Club tees go by
 * every method too (docs/product.md#delivery-and-charges). An empty cart costs nothing.
 */
export function deliveryCharge(
  method: DeliveryMethod,
  lines: readonly unknown[],
  charges: DeliveryCharges = DEFAULT_DELIVERY_CHARGES,
): number {
  return lines.length === 0 ? 0 : charges[method];
}

/** Cash on Delivery is offered only for pickup (docs/product.md#delivery-and-charges). */
export function isCashOnDeliveryAllowed(method: DeliveryMethod): boolean {
  return method === 'pickup';
}

/**
 * Whether this cart may be paid in cash with `method`: pickup, and no line a pre-order of a drop
 * that is paid online only (docs/product.md#drops).
 */
export function isCashAllowedForCart(method: DeliveryMethod, lines: readonly Line[]): boolean {
  return isCashOnDeliveryAllowed(method) && lines.every((l) => l.cashAllowed !== false);
}

/**
 * The methods the cart can use and pay for: every method with online payment on; with it off
 * (PAYMENT_PROVIDER=none) only those cash on delivery allows, so pickup, or none for a cart
 * holding a pre-order that is paid online only.
 */
export function payableDeliveryMethods(
  lines: readonly Line[],
  onlinePayment: boolean,
): DeliveryMethod[] {
  return onlinePayment
    ? [...DELIVERY_METHODS]
    : DELIVERY_METHODS.filter((m) => isCashAllowedForCart(m, lines));
}

/**
 * What a cart costs for one delivery method, in paise: the one totals shape of the server (a
 * quote, an order, a payment's frozen checkout) and of the cart page, which converts to rupees
 * only where it shows them (ADR 003, ADR 013).
 */
export interface Totals {
  totalMrp: Paise;
  platformFee: Paise;
  /** A coupon's saving on the goods (never on delivery); 0 without one. */
  discount: Paise;
  deliveryCharges: Paise;
  /** totalMrp + platformFee − discount + deliveryCharges, never below zero. */
  totalAmount: Paise;
  /**
   * How much more the goods (after the coupon) must cost for the method to deliver free
   * ("Add ₹200 more for free delivery"); null when it has no threshold or already costs nothing.
   */
  freeDeliveryGap: Paise | null;
}

/**
 * The goods total (rupees) from which each method delivers free; a method left out has no
 * threshold (docs/product.md#delivery-and-charges, settings FREE_DELIVERY_OVER_*).
 */
export type FreeDeliveryOver = Partial<Record<DeliveryMethod, number>>;

/** What a cart's totals depend on besides its lines and method. */
export interface PricingTerms {
  charges?: DeliveryCharges;
  freeDeliveryOver?: FreeDeliveryOver;
  /** The coupon's saving in paise, as the server priced it (pricing.ts); capped at the goods. */
  discount?: Paise;
}

/**
 * The cart's totals in paise. `charges` and thresholds are rupees, as the shop's settings write
 * them; this is the one place they become paise. The method's threshold is compared with the
 * goods after the coupon.
 */
export function cartTotalsPaise(
  lines: readonly { unitPricePaise: Paise; quantity: number }[],
  method: DeliveryMethod,
  terms: PricingTerms = {},
): Totals {
  const { charges = DEFAULT_DELIVERY_CHARGES, freeDeliveryOver = {} } = terms;
  const totalMrp = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const platformFee = 0;
  const discount = Math.min(Math.max(0, terms.discount ?? 0), totalMrp);
  const goods = totalMrp - discount;
  let deliveryCharges = rupeesToPaise(deliveryCharge(method, lines, charges));
  let freeDeliveryGap: Paise | null = null;
  const over = freeDeliveryOver[method];
  if (over !== undefined && deliveryCharges > 0) {
    freeDeliveryGap = Math.max(0, rupeesToPaise(over) - goods);
    if (freeDeliveryGap === 0) deliveryCharges = 0;
  }
  return {
    totalMrp,
    platformFee,
    discount,
    deliveryCharges,
    totalAmount: goods + platformFee + deliveryCharges,
    freeDeliveryGap,
  };
}

/** The radio label of a method: "Pickup from Saraswathi Hostel", "Deliver outside IITM". */
export function deliveryMethodLabel(
  method: DeliveryMethod,
  pickupPoint: string = SHOP_DEFAULTS.pickupPoint,
  instituteShortName: string = SHOP_DEFAULTS.instituteShortName,
): string {
  switch (method) {
    case 'pickup':
      return `Pickup from ${pickupPoint}`;
    case 'hostel':
      return 'Deliver to your hostel';
    case 'delivery':
      return `Deliver outside ${instituteShortName}`;
  }
}
