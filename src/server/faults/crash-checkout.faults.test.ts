import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CREDENTIALS } from '../adapters/payments/create-gateway.ts';
import {
  payOnPage,
  refOf,
  startSandbox,
  type Sandbox,
} from '../features/orders/payments/payments.test-kit.ts';
import { planEngines } from '../test/db-harness.ts';

import {
  faultScene,
  cartOf,
  logIn,
  orderIdsOf,
  stockOf,
  type FaultShopData,
} from './fault-fixtures.ts';
import {
  api,
  killShopProcesses,
  portFrom,
  range,
  sleep,
  startShopProcess,
  type ShopProcess,
} from './shop-process.ts';

/**
 * kill -9 in the middle of checkout: the server process dies inside the
 * order's transaction, after its commit but before the reply, and while finalising a completed
 * online payment; the shop started again on the same data loses no order, makes none twice and
 * leaks no stock. The crash points are FAULT_INJECT's (src/server/lib/fault-injection.ts). The
 * payment gateway (the sandbox) runs in this test process, as PhonePe runs apart from the shop,
 * and sends no webhooks: the browser's return is what finalises.
 *
 * The steps run in order on one shop, each starting from where the one before left it.
 */
const { engines } = planEngines();

describe.each(engines)('the shop killed mid-checkout on %s', (engine) => {
  const scene = faultScene('crash', {
    postgres: engine === 'postgres',
    pgPorts: range(55400, 55404),
  });
  let sandbox: Sandbox;
  let data: FaultShopData;
  let port: number;
  let shop: ShopProcess;
  let token: string;
  const M = 'M' as const;

  beforeAll(async () => {
    sandbox = await startSandbox({ webhookMode: 'never' });
    data = await scene.shopData({ name: 'shop_crash', stock: { M: 5 } });
    port = await portFrom(range(4406, 4412));
  });
  afterAll(async () => {
    await killShopProcesses();
    await sandbox?.close();
  });

  const start = (env: Record<string, string> = {}) =>
    startShopProcess({
      port,
      dataDir: scene.dataDir,
      databaseUrl: data.databaseUrl,
      env: {
        PAYMENT_PROVIDER: 'phonepe',
        PHONEPE_BASE_URL: sandbox.url,
        PHONEPE_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
        PHONEPE_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
        PHONEPE_WEBHOOK_USER: SANDBOX_CREDENTIALS.webhookUser,
        PHONEPE_WEBHOOK_PASSWORD: SANDBOX_CREDENTIALS.webhookPassword,
        ...env,
      },
    });
  const base = () => shop.url;
  const addTee = (quantity: number) =>
    api(base(), 'products/addToCart', { productId: data.tee.id, selectedSize: M, quantity }, token);
  const placeCod = (checkoutKey: string) =>
    api(base(), 'payment/confirm', { deliveryMethod: 'pickup', checkoutKey }, token);

  /** The call never gets its reply: the process died of SIGKILL on the way. */
  async function diesOn(request: Promise<unknown>) {
    await expect(request).rejects.toThrow(/ECONNRESET|socket hang up|cut short/);
    expect(await shop.exited).toEqual({ code: null, signal: 'SIGKILL' });
  }

  let firstOrder: number;
  it('killed inside the order transaction (stock held, order written, no commit): after restart there is no order, the cart is intact and the held stock comes back when its hold runs out', async () => {
    shop = await start({ FAULT_INJECT: 'order-written', PLACEMENT_HOLD_SECONDS: '1' });
    token = await logIn(base(), data.student);
    expect((await addTee(2)).status).toBe(200);
    await diesOn(placeCod('cod-retry-key-1'));

    shop = await start({ FAULT_INJECT: 'order-placed', PAYMENT_RECONCILE_SECONDS: '1' });
    expect(await orderIdsOf(base(), token)).toEqual([]);
    expect(await cartOf(base(), token)).toEqual([2]);
    // The stock was held in its own statement before the order's transaction died.
    const deadline = Date.now() + 20_000;
    while ((await stockOf(base(), data.tee.id, M)) === 3 && Date.now() < deadline) await sleep(250);
    expect(await stockOf(base(), data.tee.id, M)).toBe(5);
  });

  it('the retry with the same checkoutKey, killed after the commit and before the reply: after restart the order is there once and another retry answers that same order', async () => {
    await diesOn(placeCod('cod-retry-key-1'));

    shop = await start({ FAULT_INJECT: 'order-written' });
    const orders = await orderIdsOf(base(), token);
    expect(orders).toHaveLength(1);
    firstOrder = orders[0]!;
    expect(await stockOf(base(), data.tee.id, M)).toBe(3);
    expect(await cartOf(base(), token)).toEqual([]);

    const retry = await placeCod('cod-retry-key-1');
    expect(retry.status).toBe(200);
    expect(retry.json().order_id).toBe(firstOrder);
    expect(await orderIdsOf(base(), token)).toEqual([firstOrder]);
    expect(await stockOf(base(), data.tee.id, M)).toBe(3);
  });

  let ref: string;
  it('killed while finalising a payment the gateway completed: after restart the return places the order once, the held stock taken once', async () => {
    expect((await addTee(2)).status).toBe(200);
    const started = await api(base(), 'payment/order', { deliveryMethod: 'pickup' }, token);
    expect(started.status).toBe(200);
    expect(await stockOf(base(), data.tee.id, M)).toBe(1); // held for the payment
    const paid = await payOnPage(started.json().link, 'success');
    ref = refOf(paid.location);
    expect(ref).not.toBe('');
    await diesOn(api(base(), 'payment/order/validate', { id: ref }, token));

    shop = await start({ PAYMENT_HOLD_MINUTES: '0.05' });
    expect(await orderIdsOf(base(), token)).toEqual([firstOrder]);
    expect(await stockOf(base(), data.tee.id, M)).toBe(1); // still held: neither back nor taken twice
    const placed = await api(base(), 'payment/order/validate', { id: ref }, token);
    expect(placed.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
    const again = await api(base(), 'payment/order/validate', { id: ref }, token);
    expect(again.json()).toMatchObject({
      message: 'orderAlreadyPlaced',
      order_id: placed.json().order_id,
    });
    expect(await orderIdsOf(base(), token)).toEqual([placed.json().order_id, firstOrder]);
    expect(await stockOf(base(), data.tee.id, M)).toBe(1);
    expect(await cartOf(base(), token)).toEqual([]);
  });

  it('killed while a payment is pending: after restart its hold expires and the stock returns, the cart kept for a retry; consumed holds stay sold', async () => {
    expect((await addTee(1)).status).toBe(200);
    const started = await api(base(), 'payment/order', { deliveryMethod: 'pickup' }, token);
    expect(started.status).toBe(200);
    expect(await stockOf(base(), data.tee.id, M)).toBe(0);
    expect(await shop.kill()).toEqual({ code: null, signal: 'SIGKILL' });

    shop = await start({ PAYMENT_HOLD_MINUTES: '0.05', PAYMENT_RECONCILE_SECONDS: '1' });
    const deadline = Date.now() + 20_000;
    while ((await stockOf(base(), data.tee.id, M)) === 0 && Date.now() < deadline) await sleep(250);
    expect(await stockOf(base(), data.tee.id, M)).toBe(1);
    await sleep(2_500); // more reconciliation rounds: nothing else comes back
    expect(await stockOf(base(), data.tee.id, M)).toBe(1);
    expect(await orderIdsOf(base(), token)).toHaveLength(2);
    expect(await cartOf(base(), token)).toEqual([1]);
    const stop = shop.exited;
    shop.signal('SIGTERM');
    expect(await stop).toEqual({ code: 0, signal: null });
  });
});
