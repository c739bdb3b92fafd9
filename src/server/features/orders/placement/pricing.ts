import {
  cartTotalsPaise,
  type DeliveryCharges,
  type DeliveryMethod,
  type Totals,
} from '#shared/rules/delivery.ts';
import type { Config } from '../../../config.ts';
import type { CartLineRecord } from '../../cart/index.ts';

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

/** Prices the lines at their products' current prices by the shared delivery rule (paise). */
export function priceCart(
  lines: readonly CartLineRecord[],
  method: DeliveryMethod,
  charges: DeliveryCharges,
): Totals {
  return cartTotalsPaise(
    lines.map((l) => ({
      unitPricePaise: l.product.pricePaise,
      quantity: l.quantity,
      isOwnBrand: l.product.isOwnBrand,
    })),
    method,
    charges,
  );
}
