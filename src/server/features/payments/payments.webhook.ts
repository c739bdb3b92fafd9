import type { PaymentWebhookBody } from '#shared/contract/payment-return.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { recordSecurityEvent } from '../security/security.service.ts';
import { paymentByRef } from './payments.queries.ts';
import { finalizePayment } from './payments.service.ts';

type Deps = Parameters<typeof finalizePayment>[0] & Pick<AppDeps, 'db'>;

/**
 * The gateway's callback. Its authorisation must match the shop's webhook credentials (401 and
 * a security event otherwise). Its body only names the payment: finalisation asks the gateway.
 * A payment the shop does not know is acknowledged and logged, so the gateway stops retrying.
 */
export async function receiveWebhook(
  deps: Deps,
  caller: Visitor,
  input: { authorization: string | undefined; body: PaymentWebhookBody },
): Promise<{ handled: boolean }> {
  if (!deps.payments.verifyWebhook(input.authorization)) {
    await recordSecurityEvent(deps.db, {
      kind: 'payment_webhook_refused',
      ip: caller.ip,
      detail: { event: input.body.event?.slice(0, 100) ?? null },
    });
    throw new DomainError('UNAUTHENTICATED', 'This webhook is not from the payment gateway.');
  }
  const ref = input.body.payload?.merchantOrderId;
  if (!ref || !(await paymentByRef(deps.db, ref))) {
    deps.log.warn({ ref: ref?.slice(0, 100) }, 'webhook for a payment the shop does not know');
    return { handled: false };
  }
  await finalizePayment(deps, ref, 'webhook');
  return { handled: true };
}
