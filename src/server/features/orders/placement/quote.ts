import {
  isCashOnDeliveryAllowed,
  isDeliveryMethodAllowed,
  payableDeliveryMethods,
  type DeliveryMethod,
  type Totals,
} from '#shared/rules/delivery.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { onlinePaymentOn } from '../../../adapters/payments/create-gateway.ts';
import { cartLinesOnSale, type CartLineRecord } from '../../cart/index.ts';
import { deliveryChargesOf } from '../../../config.ts';
import { priceCart } from './pricing.ts';

/** Checkout (docs/product.md#checkout): every figure is computed here from the products. */

export interface Quote {
  deliveryMethod: DeliveryMethod;
  allowedMethods: DeliveryMethod[];
  cashOnDeliveryAllowed: boolean;
  lines: CartLineRecord[];
  totals: Totals;
}

/**
 * payment/quote: what the caller's cart costs with `deliveryMethod`; `allowedMethods` are those
 * it can also pay for (only pickup while online payment is off). An empty cart is quoted too, with
 * no lines and nothing to pay: a checkout step opened after the order (Back, a bookmark) then
 * goes back to the cart without a failed call. Placing an order still refuses it (CART_EMPTY).
 */
export async function quote(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  { userId }: Caller,
  { deliveryMethod }: { deliveryMethod: DeliveryMethod },
): Promise<Quote> {
  const lines = await cartLinesOnSale(db, userId);
  const kinds = lines.map((l) => ({ isOwnBrand: l.product.isOwnBrand }));
  return {
    deliveryMethod,
    allowedMethods: payableDeliveryMethods(kinds, onlinePaymentOn(config)),
    cashOnDeliveryAllowed:
      isCashOnDeliveryAllowed(deliveryMethod) && isDeliveryMethodAllowed(deliveryMethod, kinds),
    lines,
    totals: priceCart(lines, deliveryMethod, deliveryChargesOf(config)),
  };
}
