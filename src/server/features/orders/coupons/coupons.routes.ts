import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { ok } from '../../../lib/replies.ts';
import { createCoupon, listCoupons, setCouponActive } from './coupons-admin.service.ts';
import { toAdminCoupon } from './coupons.mapper.ts';
import { setCartCoupon } from './cart-coupon.service.ts';
import { COUPON_LIMITS } from './coupon-limits.ts';

/** The admin's coupon codes, and the one a student keeps with the cart (docs/product.md#coupon-codes). */
export async function couponRoutes(app: FastifyInstance, deps: AppDeps) {
  // A code sent here is a try like the quote's: the same counts (coupon-limits.ts).
  contractRoute(
    app,
    'products/cart-coupon',
    async ({ body, caller }) => ok(await setCartCoupon(deps, caller, body)),
    { limits: COUPON_LIMITS },
  );
  contractRoute(app, 'admin/coupons', async () =>
    ok({ coupons: (await listCoupons(deps)).map(toAdminCoupon) }),
  );
  contractRoute(app, 'admin/coupons/create', async ({ body }) => {
    const coupon = toAdminCoupon(await createCoupon(deps, body));
    return ok({ message: `Coupon ${coupon.code} created`, coupon });
  });
  contractRoute(app, 'admin/coupons/active', async ({ body }) => {
    await setCouponActive(deps, body);
    return ok({ message: body.active ? 'Coupon switched on' : 'Coupon switched off' });
  });
}
