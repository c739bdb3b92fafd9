import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../adapters/payments/create-gateway.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { planEngines } from '../test/db-harness.ts';
import { SELLER_ENV } from '../test/seller-env.ts';
import { payOnPage } from '../features/orders/payments/payments.test-kit.ts';
import { faultScene, logIn, type FaultShopData } from './fault-fixtures.ts';
import {
  api,
  portFrom,
  range,
  sleep,
  spawnShopProcess,
  startShopProcess,
  waitUntilHealthy,
  type ShopProcess,
} from './shop-process.ts';

/**
 * Online payments in production's shape: the shop runs with NODE_ENV=production and
 * PAYMENT_PROVIDER=phonepe, its PhonePe client pointed (PHONEPE_BASE_URL) at the sandbox gateway
 * started as a process of its own (scripts/sandbox-gateway.ts), so every call between them is
 * real HTTP between two processes: a payment completed by the gateway's webhook, a cancel
 * refunded and settled by the refund webhook, and, with a gateway that sends no webhooks, an order
 * placed on the payer's return whose refund the reconciliation job follows to its end. (The job
 * also finalises payments left pending for a minute: payments' API tests cover that with a moved
 * clock.) One engine (PostgreSQL when it is there): the path under test is HTTP.
 */
const postgres = planEngines().engines.includes('postgres');

describe('online payments in production against the sandbox gateway as its own process', () => {
  const scene = faultScene('production-payments', { postgres });
  let smtp: TestSmtpServer;
  let data: FaultShopData;
  let shop: ShopProcess;
  let gateway: ShopProcess | undefined;
  let gatewayPort: number;
  let shopPort: number;
  let token: string;

  /** The gateway process; its books are kept in a file, so a restart keeps them. */
  async function startGateway(webhooks: 'normal' | 'never') {
    gateway = await startShopProcess({
      port: gatewayPort,
      dataDir: scene.folder,
      nodeArgs: ['--import', 'tsx', 'scripts/sandbox-gateway.ts'],
      env: {
        SANDBOX_PORT: String(gatewayPort),
        SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/api/v1/payment/webhook`,
        SANDBOX_WEBHOOK: webhooks,
        SANDBOX_STORE_FILE: path.join(scene.folder, 'gateway-books.json'),
        SANDBOX_REFUND_MS: '500',
      },
    });
  }

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    data = await scene.shopData({ name: 'shop_production_payments', stock: { M: 5 } });
    gatewayPort = await portFrom(range(47100, 47104));
    shopPort = await portFrom(range(47105, 47109));
    await startGateway('normal');
    shop = await waitUntilHealthy(
      spawnShopProcess({
        port: shopPort,
        dataDir: scene.dataDir,
        databaseUrl: data.databaseUrl,
        env: {
          NODE_ENV: 'production',
          // One process alone: it sends its mail and runs its jobs (no worker, ADR 024).
          BACKGROUND_JOBS: 'in-process',
          ...SELLER_ENV,
          ...(data.databaseUrl ? {} : { ALLOW_EMBEDDED_DB: 'true' }),
          SMTP_URL: smtp.url,
          MAIL_FROM: 'Campus Threads <shop@campus.example>',
          PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
          PAYMENT_PROVIDER: 'phonepe',
          PHONEPE_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
          PHONEPE_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
          PHONEPE_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
          PHONEPE_WEBHOOK_USER: SANDBOX_CREDENTIALS.webhookUser,
          PHONEPE_WEBHOOK_PASSWORD: SANDBOX_CREDENTIALS.webhookPassword,
          PAYMENT_RECONCILE_SECONDS: '1',
        },
      }),
    );
    token = await logIn(shop.url, data.student);
  }, 180_000);
  afterAll(() => smtp?.close());

  /** The student's orders as My Orders lists them, newest first. */
  const myOrders = async () =>
    (await api(shop.url, 'products/my-orders', {}, token)).json().orders as Array<{
      order_id: number;
      orderNumber: string;
      status: string;
      paymentMethod: string;
    }>;
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await sleep(250);
      value = await read();
    }
    return value;
  }
  const refundsOf = async (orderNumber: string) =>
    (await api(shop.url, 'products/my-order', { orderNumber }, token)).json().order
      .refunds as Array<{ state: string; amount: number }>;
  const settled = (list: Array<{ state: string }>) => list[0]?.state === 'completed';
  /** Starts a payment for one tee and pays on the gateway's own pay page. */
  async function payForOneTee() {
    const added = await api(
      shop.url,
      'products/addToCart',
      { productId: data.tee.id, selectedSize: 'M', quantity: 1 },
      token,
    );
    expect(added.status).toBe(200);
    const started = await api(shop.url, 'payment/order', { deliveryMethod: 'pickup' }, token);
    expect(started.status).toBe(200);
    const link = started.json().link as string;
    expect(link.startsWith(`http://127.0.0.1:${gatewayPort}/`)).toBe(true);
    const paid = await payOnPage(link, 'success');
    expect(paid.status).toBe(303);
    // The gateway sends the payer back to the shop's own address.
    const back = paid.location;
    expect(back).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${shopPort}/paymentValid/`));
    return back.split('/paymentValid/')[1]!;
  }

  let paidOrder: { order_id: number; orderNumber: string };
  it('a payment completed on the gateway becomes an order through its webhook alone', async () => {
    await payForOneTee();
    // Nobody asks payment/order/validate: the webhook places the order.
    const orders = await until(myOrders, (list) => list.length === 1);
    expect(orders).toEqual([expect.objectContaining({ paymentMethod: 'online' })]);
    paidOrder = orders[0]!;
  });

  it('a cancel refunds through the gateway, and its refund webhook marks the refund completed', async () => {
    const cancel = await api(
      shop.url,
      'products/cancel-order',
      { orderNumber: paidOrder.orderNumber, reason: 'ordered the wrong size' },
      token,
    );
    expect(cancel.status).toBe(200);
    expect(cancel.json()).toMatchObject({ cancelled: 1, refunded: 499 });
    expect(await until(() => refundsOf(paidOrder.orderNumber), settled)).toEqual([
      expect.objectContaining({ state: 'completed', amount: 499 }),
    ]);
  });

  it('with no webhooks at all: the payer’s return places the order, and the reconciliation job settles its refund', async () => {
    gateway!.signal('SIGTERM');
    expect(await gateway!.exited).toEqual({ code: 0, signal: null });
    await startGateway('never');
    const ref = await payForOneTee();
    const placed = await api(shop.url, 'payment/order/validate', { id: ref }, token);
    expect(placed.status).toBe(200);
    const orders = await myOrders();
    expect(orders.map((o) => o.order_id)).toEqual([expect.any(Number), paidOrder.order_id]);
    const cancel = await api(
      shop.url,
      'products/cancel-order',
      { orderNumber: orders[0]!.orderNumber, reason: '' },
      token,
    );
    expect(cancel.json()).toMatchObject({ cancelled: 1, refunded: 499 });
    // No refund webhook comes: the job (every second here) asks the gateway how it went.
    expect(await until(() => refundsOf(orders[0]!.orderNumber), settled)).toEqual([
      expect.objectContaining({ state: 'completed', amount: 499 }),
    ]);
  });
});
