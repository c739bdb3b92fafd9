import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { Outcome } from '../../../lib/replies.ts';
import { cartLinesOnSale, forgetCartCoupon, keepCartCoupon } from '../../cart/index.ts';
import { checkCoupon } from './coupon-check.ts';

/**
 * products/cart-coupon (docs/product.md#coupon-codes): the code stays with the student's cart,
 * not the page's address, so a reload or a failed payment's "Back to cart" finds it applied. It
 * is kept only when it applies to the cart now (refused with the quote's reasons otherwise, and
 * the code kept before stays); checkout checks it again. No code forgets it.
 */
export async function setCartCoupon(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  { couponCode }: { couponCode?: string | undefined },
): Promise<Outcome & { couponCode: string }> {
  if (!couponCode) {
    await forgetCartCoupon(db, userId);
    return { message: 'Coupon removed', couponCode: '' };
  }
  const lines = await cartLinesOnSale(db, userId);
  if (lines.length === 0) throw new DomainError('CART_EMPTY');
  const coupon = await checkCoupon(db, userId, couponCode, lines, clock());
  await keepCartCoupon(db, userId, coupon.code);
  return { message: `${coupon.code} applied`, couponCode: coupon.code };
}
