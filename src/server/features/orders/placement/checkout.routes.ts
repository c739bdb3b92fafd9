import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { ok } from '../../../lib/replies.ts';
import { crashPoint } from '../../../lib/fault-injection.ts';
import { toQuoteReply } from './checkout.mapper.ts';
import { placeCashOrder } from './cash-order.ts';
import { quote } from './quote.ts';
import { COUPON_LIMITS } from '../coupons/coupon-limits.ts';

/** Pricing the cart for a delivery method and placing cash-on-delivery orders. */
export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(
    app,
    'payment/quote',
    async ({ body, caller }) => ok(toQuoteReply(await quote(deps, caller, body))),
    { limits: COUPON_LIMITS },
  );
  contractRoute(
    app,
    'payment/confirm',
    async ({ body, caller }) => {
      const { orderId } = await placeCashOrder(deps, caller, body);
      crashPoint('order-placed');
      return ok({ message: 'Your order is Placed Successfully', order_id: orderId });
    },
    { limits: COUPON_LIMITS },
  );
}
