import { SHOP_DEFAULTS } from '../shop-defaults.ts';
import { type Paise, paiseToRupees, rupeesToPaise } from './money.ts';

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
  /** false for sponsored and club products, which only ship to a home address. */
  isOwnBrand: boolean;
}

export function isDeliveryMethod(value: string): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly string[]).includes(value);
}

/** Any sponsored line forces home delivery; otherwise every method is open. */
export function allowedDeliveryMethods(lines: readonly Line[]): DeliveryMethod[] {
  return lines.some((l) => !l.isOwnBrand) ? ['delivery'] : [...DELIVERY_METHODS];
}

export function isDeliveryMethodAllowed(method: DeliveryMethod, lines: readonly Line[]): boolean {
  return allowedDeliveryMethods(lines).includes(method);
}

/**
 * The charge in rupees for `method`. A method the cart cannot use (pickup or hostel with a
 * sponsored line, so also a mixed cart) costs what the forced home delivery costs. An empty cart
 * costs nothing. The server refuses such a method outright (DELIVERY_NOT_ALLOWED).
 */
export function deliveryCharge(
  method: DeliveryMethod,
  lines: readonly Line[],
  charges: DeliveryCharges = DEFAULT_DELIVERY_CHARGES,
): number {
  if (lines.length === 0) return 0;
  return isDeliveryMethodAllowed(method, lines) ? charges[method] : charges.delivery;
}

/** Cash on delivery is offered only for pickup (docs/product.md#delivery-and-charges). */
export function isCashOnDeliveryAllowed(method: DeliveryMethod): boolean {
  return method === 'pickup';
}

/**
 * The methods the cart can use and pay for: with online payment off (PAYMENT_PROVIDER=none) only
 * those cash on delivery allows, so pickup, or none for a cart that must go to a home address.
 */
export function payableDeliveryMethods(
  lines: readonly Line[],
  onlinePayment: boolean,
): DeliveryMethod[] {
  const allowed = allowedDeliveryMethods(lines);
  return onlinePayment ? allowed : allowed.filter(isCashOnDeliveryAllowed);
}

/**
 * What a cart costs for one delivery method, in paise: the one totals shape of the server (a
 * quote, an order, a payment's frozen checkout) and of the cart page, which converts to rupees
 * only where it shows them (ADR 003, ADR 013).
 */
export interface Totals {
  totalMrp: Paise;
  platformFee: Paise;
  deliveryCharges: Paise;
  totalAmount: Paise;
}

/**
 * The cart's totals in paise. `charges` are rupees, as the shop's settings write them; this is
 * the one place they become paise.
 */
export function cartTotalsPaise(
  lines: readonly (Line & { unitPricePaise: Paise; quantity: number })[],
  method: DeliveryMethod,
  charges: DeliveryCharges = DEFAULT_DELIVERY_CHARGES,
): Totals {
  const totalMrp = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const deliveryCharges = rupeesToPaise(deliveryCharge(method, lines, charges));
  const platformFee = 0;
  return {
    totalMrp,
    platformFee,
    deliveryCharges,
    totalAmount: totalMrp + platformFee + deliveryCharges,
  };
}

/**
 * The same totals in rupees, from rupee prices, added up in whole paise so ₹0.10 + ₹0.20 is
 * exactly ₹0.30. No page uses it since the cart prices in paise (`cartTotalsPaise`, ADR 013);
 * its tests still pin the rupee sums.
 */
export function cartTotals(
  lines: readonly (Line & { unitPrice: number; quantity: number })[],
  method: DeliveryMethod,
  charges: DeliveryCharges = DEFAULT_DELIVERY_CHARGES,
): Record<keyof Totals, number> {
  const paise = cartTotalsPaise(
    lines.map((l) => ({ ...l, unitPricePaise: rupeesToPaise(l.unitPrice) })),
    method,
    charges,
  );
  return {
    totalMrp: paiseToRupees(paise.totalMrp),
    platformFee: paiseToRupees(paise.platformFee),
    deliveryCharges: paiseToRupees(paise.deliveryCharges),
    totalAmount: paiseToRupees(paise.totalAmount),
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
