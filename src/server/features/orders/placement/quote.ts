import {
  isCashAllowedForCart,
  payableDeliveryMethods,
  type DeliveryMethod,
  type Totals,
} from '#shared/rules/delivery.ts';
import { paidOnlineOnlyNote } from '#shared/rules/drops.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { onlinePaymentOn } from '../../../adapters/payments/create-gateway.ts';
import { cartLinesOnSale, cartPreOrders, type CartLineRecord } from '../../cart/index.ts';
import type { ProductPreOrder } from '../../drops/index.ts';
import { pricingTermsOf } from './delivery-terms.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { checkCoupon } from '../coupons/coupon-check.ts';
import { priceCart } from './pricing.ts';

/** Checkout (docs/product.md#checkout): every figure is computed here from the products. */

export interface Quote {
  deliveryMethod: DeliveryMethod;
  allowedMethods: DeliveryMethod[];
  cashOnDeliveryAllowed: boolean;
  /** Why cash is refused for this cart's pre-orders (a drop paid online only), if it is. */
  cashOnDeliveryNote?: string;
  lines: CartLineRecord[];
  /** The pre-order terms of the lines' products that are in a drop, by product id. */
  preOrders: ReadonlyMap<number, ProductPreOrder>;
  /** Each line's share of the coupon's saving, in the order of `lines`. */
  lineDiscounts: number[];
  totals: Totals;
  /** The coupon priced in, or why the entered code was refused (then priced without it). */
  coupon?: { code: string; applied: true } | { code: string; applied: false; refusal: DomainError };
}

/**
 * payment/quote: what the caller's cart costs with `deliveryMethod`; `allowedMethods` are those
 * it can also pay for (only pickup while online payment is off). An empty cart is quoted too, with
 * no lines and nothing to pay: a checkout step opened after the order (Back, a bookmark) then
 * goes back to the cart without a failed call. Placing an order still refuses it (CART_EMPTY).
 */
export async function quote(
  { db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  { userId }: Caller,
  {
    deliveryMethod,
    couponCode,
  }: { deliveryMethod: DeliveryMethod; couponCode?: string | undefined },
): Promise<Quote> {
  const lines = await cartLinesOnSale(db, userId);
  const preOrders = await cartPreOrders(db, userId, lines, clock());
  // A pre-order of a drop paid online only takes no cash (docs/product.md#drops).
  const kinds = lines.map((l) => ({ cashAllowed: preOrders.get(l.productId)?.cashAllowed }));
  const onlineOnly = lines.find((l) => preOrders.get(l.productId)?.cashAllowed === false);
  let coupon: Quote['coupon'];
  let terms;
  if (couponCode && lines.length > 0) {
    try {
      terms = await checkCoupon(db, userId, couponCode, lines, clock());
      coupon = { code: terms.code, applied: true };
    } catch (err) {
      if (!(err instanceof DomainError) || !err.code.startsWith('COUPON_')) throw err;
      coupon = { code: couponCode, applied: false, refusal: err };
    }
  }
  const { totals, lineDiscounts } = priceCart(lines, deliveryMethod, pricingTermsOf(config), terms);
  return {
    deliveryMethod,
    allowedMethods: payableDeliveryMethods(kinds, onlinePaymentOn(config)),
    cashOnDeliveryAllowed: isCashAllowedForCart(deliveryMethod, kinds),
    ...(onlineOnly
      ? {
          cashOnDeliveryNote: paidOnlineOnlyNote(
            onlineOnly.product.name,
            preOrders.get(onlineOnly.productId)!.dropName,
          ),
        }
      : {}),
    lines,
    preOrders,
    lineDiscounts,
    totals,
    ...(coupon ? { coupon } : {}),
  };
}
