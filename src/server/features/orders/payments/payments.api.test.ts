import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { orders, payments, productSizes, securityEvents } from '../../../db/schema/index.ts';
import { signedUpUser, describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { webhookAuthorization } from '../../../adapters/payments/phonepe-client.ts';
import { SANDBOX_CREDENTIALS } from '../../../adapters/payments/create-gateway.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';
import {
  paymentDeps,
  listen,
  payOnPage,
  refOf,
  sandboxEach,
  startSandbox,
  type Sandbox,
} from './payments.test-kit.ts';
import { reconcilePayments } from './payments.jobs.ts';

let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  {},
  { env: { PAYMENT_HOLD_MINUTES: '15' } },
);

describeShop('online payment through the sandbox gateway', withSandbox, ({ database, shop }) => {
  let me: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
  });
  // Hooks after a test run last-registered first: webhooks in flight land before the shop closes.
  afterEach(() => sandbox.gateway.idle());

  const pay = (call: string, body: Record<string, unknown>, who = me) =>
    shop.call(`payment/${call}`, { email: who.email, ...body }, { token: who.token });
  const reconcileDeps = () => paymentDeps(shop, sandbox);
  const stockOf = stockReader(database);
  const ordersOf = async (who = me) =>
    (await shop.call('products/orders', {}, { token: who.token })).json().products as Array<{
      order_id: number;
      transactionId?: string;
      deliveryMethod: string;
      hostelAddress: string;
    }>;
  const start = async (body: Record<string, unknown>) => {
    const res = await pay('order', body);
    expect(res.statusCode).toBe(200);
    return (res.json() as { link: string }).link;
  };

  it('hostel delivery paid by UPI: one order with its transaction id, the stock and cart settle', async () => {
    const tee = await insertProduct(
      database.db,
      { pricePaise: 49_900, name: 'Night Tee' },
      { M: 5 },
    );
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const link = await start({ deliveryMethod: 'hostel', hostel: 'Ganga', amount: 1 });
    expect(await stockOf(tee.sizeIds.M)).toBe(3); // held: nobody else can buy it
    expect(await cartOf(shop, me)).toHaveLength(1);

    const paid = await payOnPage(link, 'success');
    expect(paid.html).toContain('₹1,017.00');
    expect(paid.html).toContain('Campus Threads');
    expect(paid.status).toBe(303);
    const ref = refOf(paid.location);

    // The browser's return and the webhook race: whichever comes first places the order, the
    // other answers orderAlreadyPlaced.
    const first = (await pay('order/validate', { id: ref, amount: 'abc' })).json();
    expect(first).toMatchObject({ status: 200, order_id: expect.any(Number) });
    expect(first.code === 'PAYMENT_SUCCESS' || first.message === 'orderAlreadyPlaced').toBe(true);
    const again = (await pay('order/validate', { id: ref })).json();
    expect(again).toEqual({ status: 200, message: 'orderAlreadyPlaced', order_id: first.order_id });
    await sandbox.gateway.idle();
    const mine = await ordersOf();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      order_id: first.order_id,
      deliveryMethod: 'hostel',
      hostelAddress: 'Ganga',
    });
    expect(mine[0]!.transactionId).toMatch(/^T/);
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
    expect(await cartOf(shop, me)).toEqual([]);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, first.order_id));
    expect(row).toMatchObject({ paymentMethod: 'online', totalPaise: 101_700 });
    const placedMails = shop.smtp.messages.filter(
      (m) => JSON.stringify(m.to).includes(me.email) && /is placed/.test(m.subject ?? ''),
    );
    expect(placedMails).toHaveLength(1);
  });

  it('home delivery declined: the hold returns, the cart stays, and a retry succeeds', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 }, { L: 2 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    const address = {
      address1: '12 Gandhi Road',
      address2: 'Adyar',
      pinCode: '600036',
      city: 'Chennai',
      state: 'Tamil Nadu',
    };
    const link = await start({ deliveryMethod: 'delivery', ...address });
    const declined = await payOnPage(link, 'failure', 'CARD');
    const res = await pay('order/validate', { id: refOf(declined.location) });
    expect(failure(res)).toMatchObject({ http: 422, code: 'PAYMENT_ERROR' });
    expect(await stockOf(tee.sizeIds.L)).toBe(2);
    expect(await cartOf(shop, me)).toHaveLength(1);

    const retry = await payOnPage(
      await start({ deliveryMethod: 'delivery', ...address }),
      'success',
    );
    const placed = (await pay('order/validate', { id: refOf(retry.location) })).json();
    expect(placed).toMatchObject({ status: 200, order_id: expect.any(Number) });
    await sandbox.gateway.idle();
    expect(await stockOf(tee.sizeIds.L)).toBe(1);
    expect(await ordersOf()).toHaveLength(1);
  });

  it('pending, then success: the return page waits, then the order is placed once', async () => {
    const tee = await insertProduct(database.db, {}, { S: 3 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'S' });
    const paid = await payOnPage(
      await start({ deliveryMethod: 'pickup' }),
      'pending-success',
      'NET_BANKING',
    );
    const ref = refOf(paid.location);
    expect((await pay('order/validate', { id: ref })).json()).toMatchObject({
      code: 'PAYMENT_PENDING',
    });
    await sandbox.gateway.idle();
    const settled = (await pay('order/validate', { id: ref })).json();
    expect(['PAYMENT_SUCCESS', undefined]).toContain(settled.code);
    expect(await ordersOf()).toHaveLength(1);
  });

  it('refuses a webhook without the gateway credentials, records it, and changes nothing', async () => {
    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    sandbox.gateway.settings.webhookUrl = undefined; // the test plays the gateway's webhook
    const paid = await payOnPage(await start({ deliveryMethod: 'pickup' }), 'success');
    const ref = refOf(paid.location);
    const body = {
      event: 'checkout.order.completed',
      payload: { merchantOrderId: ref, state: 'COMPLETED' },
    };
    for (const authorization of [
      undefined,
      'wrong',
      webhookAuthorization('sandbox-webhook', 'guess'),
    ]) {
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        payload: body,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await ordersOf()).toEqual([]);
    const events = await database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, 'payment_webhook_refused'));
    // Recorded once a minute per address (payments-webhook.api.test.ts).
    expect(events.length).toBeGreaterThanOrEqual(1);
    const good = webhookAuthorization(
      SANDBOX_CREDENTIALS.webhookUser,
      SANDBOX_CREDENTIALS.webhookPassword,
    );
    const ok = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      payload: body,
      headers: { authorization: good },
    });
    expect(ok.statusCode).toBe(200);
    expect(await ordersOf()).toHaveLength(1);
    const unknown = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      payload: { payload: { merchantOrderId: 'NOPE' } },
      headers: { authorization: good },
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('charges what the server computes, whatever amount is posted', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 29_900 }, { M: 30 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 3 });
    for (const amount of [1, 0, null, 'a lot']) {
      await start({ deliveryMethod: 'pickup', amount });
    }
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, Number(me.claims.sub)));
    expect(rows.map((r) => r.amountPaise)).toEqual([89_700, 89_700, 89_700, 89_700]);
  });

  it('the gateway down while finalising: the return says pending, reconciliation places it once later', async () => {
    const tee = await insertProduct(database.db, {}, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    sandbox.gateway.settings.webhookUrl = undefined; // no webhook: only return and reconciliation
    const books = path.join(await mkdtemp(path.join(os.tmpdir(), 'sandbox-')), 'books.json');
    sandbox.gateway.settings.storeFile = books;
    const paid = await payOnPage(await start({ deliveryMethod: 'pickup' }), 'success');
    const ref = refOf(paid.location);
    await writeFile(books, JSON.stringify(sandbox.gateway.store.books));
    const port = Number(new URL(sandbox.url).port);
    await sandbox.close(); // the gateway is down
    const res = (await pay('order/validate', { id: ref })).json();
    expect(res).toMatchObject({ status: 200, code: 'PAYMENT_PENDING' });
    expect(await ordersOf()).toEqual([]);
    sandbox = await startSandbox({ port, storeFile: books }); // back, with its books
    shop.clock.advance(2 * 60_000);
    await reconcilePayments(reconcileDeps());
    await reconcilePayments(reconcileDeps());
    expect(await ordersOf()).toHaveLength(1);
    expect((await pay('order/validate', { id: ref })).json()).toMatchObject({
      message: 'orderAlreadyPlaced',
    });
  });

  it('opens the same payment for PAY clicked twice with one checkout key', async () => {
    const tee = await insertProduct(database.db, {}, { M: 9 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const body = { deliveryMethod: 'pickup', checkoutKey: 'pay-key-12345678' };
    const [a, b] = await Promise.all([pay('order', body), pay('order', body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 200]);
    expect(a.json().link).toBe(b.json().link);
    expect(await stockOf(tee.sizeIds.M)).toBe(8);
    // A client that sends no token is known by the pending checkout it started: same page.
    const tokenless = await shop.call('payment/order', body);
    expect(tokenless.json().link).toBe(a.json().link);

    // Declined: PAY again for the same checkout is a new payment, and it can succeed.
    const declined = await payOnPage(a.json().link, 'failure');
    await pay('order/validate', { id: refOf(declined.location) });
    expect(await stockOf(tee.sizeIds.M)).toBe(9);
    const retry = await pay('order', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().link).not.toBe(a.json().link);
    const paid = await payOnPage(retry.json().link, 'success');
    expect((await pay('order/validate', { id: refOf(paid.location) })).json()).toMatchObject({
      status: 200,
    });
    await sandbox.gateway.idle();
    const again = await pay('order', body);
    expect(failure(again)).toMatchObject({ http: 409, code: 'CONFLICT' });
    expect(await ordersOf()).toHaveLength(1);
  });
});

describeShop('online payment faults', ({ database, shop }) => {
  const me = signedUpEach(shop);

  it('the gateway down when starting: a clear message, the hold released, nothing half-made', async () => {
    const tee = await insertProduct(database.db, {}, { M: 4 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const res = await shop.call('payment/order', { deliveryMethod: 'pickup' }, { token: me.token });
    expect(failure(res)).toMatchObject({ http: 503, code: 'PAYMENT_UNAVAILABLE' });
    const [size] = await database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.id, tee.sizeIds.M));
    expect(size?.quantity).toBe(4);
    const rows = await database.db.select().from(payments);
    expect(rows.filter((r) => r.userId === Number(me.claims.sub)).map((r) => r.state)).toEqual([
      'failed',
    ]);
    expect(await cartOf(shop, me)).toHaveLength(1);
  });

  it('needs the token to start a payment', async () => {
    const res = await shop.call('payment/order', { deliveryMethod: 'pickup', email: me.email });
    expect(res.statusCode).toBe(401);
    const guessed = { deliveryMethod: 'pickup', checkoutKey: 'not-a-checkout-of-anyone' };
    expect((await shop.call('payment/order', guessed)).statusCode).toBe(401);
  });
});
