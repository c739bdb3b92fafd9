import type { SandboxSettings } from '../adapters/payments/sandbox/sandbox-settings.ts';
import {
  listen,
  sandboxEach,
  type Sandbox,
} from '../features/orders/payments/payments.test-kit.ts';
import { liveView, type DescribeShopOptions } from './test-shop.ts';

/**
 * describeShop options for a shop paying online through the sandbox gateway: a sandbox started
 * before each shop and closed after it, and the shop listening on a port as it starts (before the
 * block's own hooks) so the sandbox delivers its webhooks. `sandbox` is always the current one:
 *
 *   const withSandbox = sandboxShop({ webhookMode: 'never' }, { env: { … } });
 *   const { sandbox } = withSandbox;
 *   describeShop('…', withSandbox, ({ shop }) => { … sandbox.gateway … });
 *
 * A test that stops and restarts the sandbox keeps its own variable with `sandboxEach` instead.
 */
export function sandboxShop(
  settings: Partial<SandboxSettings> = {},
  shop: { env?: Record<string, string>; client?: { refreshMarginMs?: number } } = {},
): DescribeShopOptions & { sandbox: Sandbox } {
  let current: Sandbox | undefined;
  return {
    ...sandboxEach({ get: () => current!, set: (sandbox) => (current = sandbox) }, settings, shop),
    shopStarted: (started) => listen(started, current!),
    sandbox: liveView('the sandbox', () => current),
  };
}
