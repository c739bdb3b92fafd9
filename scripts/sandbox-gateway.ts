// The sandbox payment gateway on its own, as a separate process speaking PhonePe's API over HTTP:
// a shop started with PAYMENT_PROVIDER=phonepe and PHONEPE_BASE_URL pointing here pays through it
// exactly as it would through PhonePe (production shape; the fault tests, a staging machine).
// The shop's own keys are the sandbox's fixed credentials (SANDBOX_CREDENTIALS).
//
//   SANDBOX_PORT=4500 SANDBOX_WEBHOOK_URL=http://127.0.0.1:3000/api/v1/payment/webhook \
//     npx tsx scripts/sandbox-gateway.ts
//
// Optional: SANDBOX_WEBHOOK (normal | late | twice | out-of-order | never), SANDBOX_STORE_FILE
// (its books survive a restart), SANDBOX_PENDING_MS, SANDBOX_REFUND_MS. Stops on SIGTERM.
import Fastify from 'fastify';
import { SANDBOX_CREDENTIALS } from '../src/server/adapters/payments/create-gateway.ts';
import {
  createSandboxGateway,
  type WebhookMode,
} from '../src/server/adapters/payments/sandbox/sandbox-gateway.ts';

const env = process.env;
const number = (value: string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value);
const port = number(env.SANDBOX_PORT, 4500);
const app = Fastify({ logger: false });
const gateway = createSandboxGateway({
  ...SANDBOX_CREDENTIALS,
  shopName: env.SHOP_NAME ?? 'Campus Threads',
  webhookUrl: env.SANDBOX_WEBHOOK_URL,
  webhookMode: (env.SANDBOX_WEBHOOK as WebhookMode | undefined) ?? 'normal',
  pendingMs: number(env.SANDBOX_PENDING_MS, 300),
  refundPendingMs: number(env.SANDBOX_REFUND_MS, 1000),
  storeFile: env.SANDBOX_STORE_FILE || undefined,
  publicBase: '',
  log: {
    warn: (obj, msg) => process.stderr.write(`${msg}: ${String((obj as { err?: unknown }).err)}\n`),
  },
});
app.get('/healthz', async () => ({ status: 'ok' }));
await app.register(gateway.routes);
const url = await app.listen({ port, host: '127.0.0.1' });
gateway.settings.publicBase = url;
process.stdout.write(`Sandbox gateway at ${url} (webhooks: ${gateway.settings.webhookMode})\n`);

process.once('SIGTERM', () => {
  void gateway
    .idle()
    .then(() => app.close())
    .then(() => process.exit(0));
});
