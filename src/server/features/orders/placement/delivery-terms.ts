import type { DeliveryCharges, FreeDeliveryOver } from '#shared/rules/delivery.ts';
import type { ReadyByWorkingDays } from '#shared/rules/ready-by.ts';
import type { Config } from '../../../config.ts';

// The delivery terms the settings give (config.ts parses them): what placement prices with, and
// what the web app shows beside the cart.

/**
 * The shop's delivery charges from its settings: rupees, as the settings write them; the shared
 * rule turns them into paise once, where it prices (docs/product.md#delivery-and-charges).
 */
export function deliveryChargesOf(config: Config): DeliveryCharges {
  return {
    pickup: config.DELIVERY_CHARGE_PICKUP,
    hostel: config.DELIVERY_CHARGE_HOSTEL,
    delivery: config.DELIVERY_CHARGE_HOME,
  };
}

/** The working days until an order is ready, per delivery method, from the settings. */
export function readyByDaysOf(config: Config): ReadyByWorkingDays {
  return {
    pickup: config.READY_BY_DAYS_PICKUP,
    hostel: config.READY_BY_DAYS_HOSTEL,
    delivery: config.READY_BY_DAYS_HOME,
  };
}

/** The free-delivery thresholds from the settings, in rupees; a method without one is left out. */
export function freeDeliveryOverOf(config: Config): FreeDeliveryOver {
  const over: FreeDeliveryOver = {};
  if (config.FREE_DELIVERY_OVER_PICKUP !== undefined)
    over.pickup = config.FREE_DELIVERY_OVER_PICKUP;
  if (config.FREE_DELIVERY_OVER_HOSTEL !== undefined)
    over.hostel = config.FREE_DELIVERY_OVER_HOSTEL;
  if (config.FREE_DELIVERY_OVER_HOME !== undefined) over.delivery = config.FREE_DELIVERY_OVER_HOME;
  return over;
}

/** What the shop's settings say every cart's totals depend on (charges and thresholds). */
export const pricingTermsOf = (
  config: Config,
): { charges: DeliveryCharges; freeDeliveryOver: FreeDeliveryOver } => ({
  charges: deliveryChargesOf(config),
  freeDeliveryOver: freeDeliveryOverOf(config),
});
