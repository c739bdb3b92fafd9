import type { CouponRow } from '../../../db/schema/index.ts';
import type { CartLineRecord } from '../../cart/index.ts';

/** Whether a coupon applies to a cart line's product (docs/product.md#coupon-codes). */
export function inScope(
  coupon: Pick<CouponRow, 'scope' | 'scopeValue'>,
  line: CartLineRecord,
): boolean {
  switch (coupon.scope) {
    case 'all':
      return true;
    case 'club':
      // A club's products are its club tees, tagged with the club's name.
      return (
        !line.product.isOwnBrand &&
        line.product.tags.some((t) => t.toLowerCase() === coupon.scopeValue.toLowerCase())
      );
    case 'category':
      return line.product.style === coupon.scopeValue;
  }
}
