import { SANDBOX_CREDENTIALS } from '../../../adapters/payments/create-gateway.ts';
import { createPhonePeClient } from '../../../adapters/payments/phonepe-client.ts';
import { startSandboxServer } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import type { SandboxSettings } from '../../../adapters/payments/sandbox/sandbox-settings.ts';
import pino from 'pino';
import { loadPinDirectory } from '../../../adapters/pincode/pin-directory.ts';
import type { DescribeShopOptions, TestShop } from '../../../test/test-shop.ts';

/**
 * Online payment tests run the shop's real PhonePe client against the sandbox gateway over real
 * HTTP; the shop listens on a port so the sandbox can deliver its webhooks.
 */
export type Sandbox = Awaited<ReturnType<typeof startSandboxServer>>;

export function startSandbox(settings: Partial<SandboxSettings> & { port?: number } = {}) {
  return startSandboxServer({
    ...SANDBOX_CREDENTIALS,
    shopName: 'Campus Threads',
    pendingMs: 300,
    ...settings,
  });
}

export const clientOf = (sandbox: Sandbox, extra: { refreshMarginMs?: number } = {}) =>
  createPhonePeClient({
    baseUrl: sandbox.url,
    ...SANDBOX_CREDENTIALS,
    clientVersion: '1',
    timeoutMs: 3000,
    ...extra,
  });

/**
 * describeShop options for a shop paying through the sandbox: one started before each test's shop
 * (the shop's gateway client points at it) and closed after the shop. The test file keeps it in
 * its own variable (`file`), since a test may stop and restart it.
 */
export function sandboxEach(
  file: { get: () => Sandbox; set: (sandbox: Sandbox) => void },
  settings: Partial<SandboxSettings> = {},
  shop: { env?: Record<string, string>; client?: { refreshMarginMs?: number } } = {},
): DescribeShopOptions {
  return {
    beforeShop: async () => file.set(await startSandbox(settings)),
    afterShop: () => file.get().close(),
    shop: () => ({ payments: () => clientOf(file.get(), shop.client), env: shop.env }),
  };
}

/** Lets the sandbox call the shop's webhook. */
export async function listen(shop: TestShop, sandbox: Sandbox) {
  const url = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  sandbox.gateway.settings.webhookUrl = `${url}/api/v1/payment/webhook`;
  return url;
}

/** The payer on the sandbox's pay page: picks a method and an outcome; returns the redirect. */
export async function payOnPage(link: string, outcome: string, method = 'UPI_INTENT') {
  const page = await fetch(link);
  if (!page.ok) throw new Error(`pay page answered ${page.status}`);
  const res = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, method }),
    redirect: 'manual',
  });
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    html: await page.text(),
  };
}

export const refOf = (location: string) => location.split('/paymentValid/')[1] ?? '';

/** What `reconcilePayments` needs, from the test shop and its sandbox (tests run it by hand). */
export const paymentDeps = (
  shop: TestShop,
  sandbox: Sandbox,
  extra: { refreshMarginMs?: number } = {},
) => ({
  db: shop.db,
  config: shop.config,
  mailer: shop.mailer,
  log: pino({ level: 'silent' }),
  clock: shop.clock,
  payments: clientOf(sandbox, extra),
  pins: () => loadPinDirectory(),
});
