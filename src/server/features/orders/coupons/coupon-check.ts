import { formatPaise } from '#shared/rules/money.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import type { Db } from '../../../db/client.ts';
import type { CouponRow } from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { CartLineRecord } from '../../cart/index.ts';
import { inScope } from './coupon-scope.ts';
import { couponByCode, usesByStudent } from './coupons.queries.ts';

/**
 * Whether a student may use a coupon code on a cart now (docs/product.md#coupon-codes), and if
 * not, why, in words a student reads ("This coupon code has expired", "… needs an order of at
 * least ₹799"). The server decides; the page only shows the answer.
 */

/** Who a coupon is limited to, as a student reads it: "Robotics club products", "Hoodies". */
function scopeText(coupon: CouponRow): string {
  if (coupon.scope === 'club') return `${coupon.scopeValue} club products`;
  return `${styleLabel(coupon.scopeValue)} products`;
}

/**
 * The coupon for `code` if the student may use it on `lines` at `now`; otherwise a DomainError
 * naming the reason. Read without locks: taking the use (coupon-uses.queries.ts) checks the caps again.
 */
export async function checkCoupon(
  db: Db,
  userId: number,
  code: string,
  lines: readonly CartLineRecord[],
  now: Date,
): Promise<CouponRow> {
  const coupon = await couponByCode(db, code);
  if (!coupon?.active) throw new DomainError('COUPON_UNKNOWN');
  if (coupon.startsAt && coupon.startsAt > now) throw new DomainError('COUPON_NOT_STARTED');
  if (coupon.endsAt && coupon.endsAt <= now) throw new DomainError('COUPON_EXPIRED');
  if (coupon.scope !== 'all' && !lines.some((l) => inScope(coupon, l))) {
    throw new DomainError(
      'COUPON_NOT_APPLICABLE',
      `This code is only for ${scopeText(coupon)}, and your cart has none.`,
    );
  }
  const goods = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0);
  if (goods < coupon.minOrderPaise) {
    throw new DomainError(
      'COUPON_MIN_ORDER',
      `This code needs an order of at least ${formatPaise(coupon.minOrderPaise)}. Add ${formatPaise(coupon.minOrderPaise - goods)} more to use it.`,
    );
  }
  if (
    coupon.usesPerStudent !== null &&
    (await usesByStudent(db, coupon.id, userId)) >= coupon.usesPerStudent
  ) {
    throw new DomainError('COUPON_ALREADY_USED');
  }
  if (coupon.totalUses !== null && coupon.usesTaken >= coupon.totalUses) {
    throw new DomainError('COUPON_USED_UP');
  }
  return coupon;
}
