import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { contractRoute } from '../../../plugins/contract-routes.ts';
import { isSignedIn } from '../../../lib/caller.ts';
import { ok } from '../../../lib/replies.ts';
import { toValidateReply } from './payments.mapper.ts';
import { validatePayment } from './finalise-payment.ts';
import { resumeOnlinePayment, startOnlinePayment } from './start-payment.ts';
import { COUPON_LIMITS } from '../coupons/coupon-limits.ts';
import { WEBHOOK_LIMITS, receiveWebhook } from './payment-webhook.service.ts';

/** Online payment: start, the browser's return, and the gateway's webhook. */
export async function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  contractRoute(
    app,
    'payment/order',
    async ({ body, caller }) => {
      const { payPageUrl } = isSignedIn(caller)
        ? await startOnlinePayment(deps, caller, body)
        : await resumeOnlinePayment(deps, caller, body);
      return ok({ link: payPageUrl, message: 'Redirecting you to the payment page' });
    },
    { limits: COUPON_LIMITS },
  );
  contractRoute(app, 'payment/order/validate', async ({ body, caller }) =>
    toValidateReply(await validatePayment(deps, caller, { ref: body.id })),
  );
  contractRoute(
    app,
    'payment/webhook',
    async ({ body, caller, request }) => {
      await receiveWebhook(deps, caller, { authorization: request.headers.authorization, body });
      return ok({});
    },
    { limits: WEBHOOK_LIMITS },
  );
}
