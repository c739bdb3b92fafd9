import {
  cartTotalsPaise,
  type DeliveryMethod,
  type PricingTerms,
  type Totals,
} from '#shared/rules/delivery.ts';
import type { Paise } from '#shared/rules/money.ts';
import type { CouponRow } from '../../../db/schema/index.ts';
import type { CartLineRecord } from '../../cart/index.ts';
import { inScope } from '../coupons/coupon-scope.ts';

/**
 * Prices a cart (ADR 013): the lines at their products' current prices, a coupon's saving
 * shared out over the lines it applies to, and the delivery charge by the shared rule, all in
 * paise. The only place a coupon becomes money (docs/product.md#coupon-codes).
 */

/** What pricing needs of a coupon. */
export type CouponTerms = Pick<
  CouponRow,
  'kind' | 'percentOff' | 'amountOffPaise' | 'scope' | 'scopeValue'
>;

const lineTotal = (l: CartLineRecord) => l.product.pricePaise * l.quantity;

/**
 * The saving on the lines in scope, and each line's share of it: in proportion to the line's
 * total, rounded down, with the paise left over going to the largest remainders first, so the
 * shares add up to the saving exactly and none exceeds its line.
 */
export function couponSaving(
  coupon: CouponTerms,
  lines: readonly CartLineRecord[],
): { saving: Paise; shares: Paise[] } {
  const eligible = lines.map((l) => (inScope(coupon, l) ? lineTotal(l) : 0));
  const base = eligible.reduce((a, b) => a + b, 0);
  const wanted =
    coupon.kind === 'percent'
      ? Math.floor((base * (coupon.percentOff ?? 0)) / 100)
      : (coupon.amountOffPaise ?? 0);
  const saving = Math.max(0, Math.min(wanted, base));
  if (saving === 0) return { saving: 0, shares: eligible.map(() => 0) };
  const exact = eligible.map((e) => (e * saving) / base);
  const shares = exact.map(Math.floor);
  let left = saving - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    if (shares[i]! < eligible[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return { saving, shares };
}

/** A priced cart: the totals, and each line's share of the coupon's saving (same order). */
export interface CartPrice {
  totals: Totals;
  lineDiscounts: Paise[];
}

/** Prices the lines for `method` with the shop's `terms` and, when given, a coupon. */
export function priceCart(
  lines: readonly CartLineRecord[],
  method: DeliveryMethod,
  terms: PricingTerms,
  coupon?: CouponTerms,
): CartPrice {
  const { saving, shares } = coupon
    ? couponSaving(coupon, lines)
    : { saving: 0, shares: lines.map(() => 0) };
  const totals = cartTotalsPaise(
    lines.map((l) => ({
      unitPricePaise: l.product.pricePaise,
      quantity: l.quantity,
      isOwnBrand: l.product.isOwnBrand,
    })),
    method,
    { ...terms, discount: saving },
  );
  return { totals, lineDiscounts: shares };
}
