import type { PaymentWebhookBody } from '#shared/contract/payment-return.ts';
import type { Visitor } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { normalizeIP } from '@fastify/rate-limit';
import type { RouteLimits } from '../../../plugins/rate-limit.ts';
import { recordSecurityEventOncePerMinute } from '../../security/index.ts';
import { paymentByRef } from './payments.queries.ts';
import { finalisePayment, type PaymentDeps } from './finalise-payment.ts';
import { sendRefund } from './refund-payment.ts';
import { refundByGatewayId } from './refunds.queries.ts';

/**
 * Webhooks per source address: 300 a minute (5 a second on average), far above a gateway's
 * bursts at a drop. A webhook refused with 429 is not lost: the gateway retries, and the browser's
 * return and the reconciliation job settle the payment anyway.
 */
export const WEBHOOK_LIMITS = { ip: { max: 300, windowMs: 60_000 } } satisfies RouteLimits;

type Deps = PaymentDeps;

/**
 * The gateway's callback. Its authorisation must match the shop's webhook credentials (401 and
 * a security event, at most one a minute per address, otherwise). Its body only names the payment: finalisation asks the gateway.
 * A payment the shop does not know is acknowledged and logged, so the gateway stops retrying.
 */
export async function receiveWebhook(
  deps: Deps,
  caller: Visitor,
  input: { authorization: string | undefined; body: PaymentWebhookBody },
): Promise<{ handled: boolean }> {
  if (!deps.payments.verifyWebhook(input.authorization)) {
    await recordSecurityEventOncePerMinute(deps.db, {
      kind: 'payment_webhook_refused',
      // An IPv6 sender counts by its subnet, as the rate limit does: rotating addresses in it
      // makes no more rows.
      ip: normalizeIP(caller.ip),
      detail: { event: input.body.event?.slice(0, 100) ?? null },
    });
    throw new DomainError('UNAUTHENTICATED', 'This webhook is not from the payment gateway.');
  }
  if (input.body.event?.startsWith('pg.refund.')) return refundWebhook(deps, input.body);
  const ref = input.body.payload?.merchantOrderId;
  const payment = ref ? await paymentByRef(deps.db, ref) : undefined;
  if (!payment) {
    deps.log.warn({ ref: ref?.slice(0, 100) }, 'webhook for a payment the shop does not know');
    return { handled: false };
  }
  await finalisePayment(deps, payment, 'webhook');
  return { handled: true };
}

/**
 * A refund's webhook (`pg.refund.completed` / `pg.refund.failed`): like a payment's, it only says
 * "ask now"; the refund's state is what the gateway answers when asked. A refund the shop does not
 * know is acknowledged and logged.
 */
async function refundWebhook(deps: Deps, body: PaymentWebhookBody): Promise<{ handled: boolean }> {
  const id = body.payload?.merchantRefundId;
  const refund = id ? await refundByGatewayId(deps.db, id) : undefined;
  if (!refund) {
    deps.log.warn({ refund: id?.slice(0, 100) }, 'webhook for a refund the shop does not know');
    return { handled: false };
  }
  await sendRefund(deps, refund);
  return { handled: true };
}
