import type { Config } from '../../config.ts';
import { GatewayError, type PaymentGateway } from './payment-gateway.ts';
import { createPhonePeClient } from './phonepe-client.ts';

/** Credentials the built-in sandbox gateway and the shop share (development and tests only). */
export const SANDBOX_CREDENTIALS = {
  clientId: 'sandbox-client',
  clientSecret: 'sandbox-secret',
  webhookUser: 'sandbox-webhook',
  webhookPassword: 'sandbox-webhook-password',
} as const;

/** Whether the shop takes online payments at all (`none`: cash on delivery only). */
export const onlinePaymentOn = (config: Pick<Config, 'PAYMENT_PROVIDER'>) =>
  config.PAYMENT_PROVIDER !== 'none';

/** Where the sandbox is mounted in the shop's own process. */
export const SANDBOX_PREFIX = '/sandbox/phonepe';

/**
 * The shop's gateway from its settings. `sandbox` runs the real PhonePe client against the
 * sandbox mounted in this process (reached at `internalUrl`, this server's own address);
 * `phonepe` against PhonePe; `none` refuses online payments (cash on delivery only).
 */
export function createPaymentGateway(config: Config, internalUrl: string): PaymentGateway {
  if (config.PAYMENT_PROVIDER === 'none') return unavailableGateway();
  const sandbox = config.PAYMENT_PROVIDER === 'sandbox';
  return createPhonePeClient({
    baseUrl: sandbox ? `${internalUrl}${SANDBOX_PREFIX}` : config.PHONEPE_BASE_URL!,
    authUrl: sandbox ? undefined : config.PHONEPE_AUTH_URL,
    clientId: config.PHONEPE_CLIENT_ID ?? SANDBOX_CREDENTIALS.clientId,
    clientSecret: config.PHONEPE_CLIENT_SECRET ?? SANDBOX_CREDENTIALS.clientSecret,
    clientVersion: config.PHONEPE_CLIENT_VERSION,
    webhookUser: config.PHONEPE_WEBHOOK_USER ?? SANDBOX_CREDENTIALS.webhookUser,
    webhookPassword: config.PHONEPE_WEBHOOK_PASSWORD ?? SANDBOX_CREDENTIALS.webhookPassword,
  });
}

function unavailableGateway(): PaymentGateway {
  const off = () => Promise.reject(new GatewayError('online payments are switched off'));
  return {
    provider: 'none',
    startPayment: off,
    paymentStatus: off,
    refund: off,
    refundStatus: off,
    verifyWebhook: () => false,
  };
}
