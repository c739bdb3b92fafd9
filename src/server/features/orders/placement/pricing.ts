import {
  cartTotalsPaise,
  type DeliveryCharges,
  type DeliveryMethod,
  type Totals,
} from '#shared/rules/delivery.ts';
import type { CartLineRecord } from '../../cart/index.ts';

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
