import {
  cartTotalsPaise,
  type DeliveryCharges,
  type DeliveryMethod,
} from '#shared/rules/delivery.ts';
import type { Paise } from '#shared/rules/money.ts';
import type { Config } from '../../config.ts';
import type { CartLineRecord } from '../cart/cart.queries.ts';

/** What the cart costs for one delivery method, all in paise (docs/product.md#delivery-and-charges). */
export interface CartTotals {
  totalMrp: Paise;
  platformFee: Paise;
  deliveryCharges: Paise;
  totalAmount: Paise;
}

/** The shop's delivery charges (rupees) from its settings. */
export function deliveryChargesOf(config: Config): DeliveryCharges {
  return {
    pickup: config.DELIVERY_CHARGE_PICKUP,
    hostel: config.DELIVERY_CHARGE_HOSTEL,
    delivery: config.DELIVERY_CHARGE_HOME,
  };
}

/** Prices the lines at their products' current prices by the shared delivery rule. */
export function priceCart(
  lines: readonly CartLineRecord[],
  method: DeliveryMethod,
  charges: DeliveryCharges,
): CartTotals {
  return cartTotalsPaise(
    lines.map((l) => ({
      unitPricePaise: l.product.pricePaise,
      quantity: l.quantity,
      isInstibuzz: l.product.isInstibuzz,
    })),
    method,
    charges,
  );
}
