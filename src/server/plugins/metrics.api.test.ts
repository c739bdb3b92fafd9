import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../test/db-fixtures.ts';
import { signedUpUser, startTestShop, describeShop } from '../test/test-shop.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { sendFromOutbox } from '../adapters/mail/outbox.ts';
import { addToCart, failure } from '../features/cart/cart.test-kit.ts';
import { sandboxEach, type Sandbox } from '../features/orders/payments/payments.test-kit.ts';
import { FALLBACK_ROUTE } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample of a Prometheus text exposition (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { webhookMode: 'never' },
  { env: { METRICS_TOKEN: TOKEN, PAYMENT_HOLD_MINUTES: '1', RATE_LIMIT_SCALE: '100' } },
);

describeShop('/metrics', { ...withSandbox, engines: 'every' }, ({ engine, database, shop }) => {
  const scrape = async (authorization = `Bearer ${TOKEN}`) => {
    const res = await shop.app.inject({ url: '/metrics', headers: { authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('answers 404 when no token is configured, and 401 without the right bearer token', async () => {
    const closed = await startTestShop(database.db);
    try {
      const res = await closed.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(failure(res)).toMatchObject({ http: 404, code: 'NOT_FOUND' });
    } finally {
      await closed.close();
    }

    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN, `Basic ${TOKEN}`]) {
      const res = await shop.app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(failure(res)).toMatchObject({ http: 401, code: 'UNAUTHENTICATED' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    expect(await scrape(`bearer ${TOKEN}`)).toContain('# TYPE http_request_duration_seconds');
  });

  it('counts requests per route pattern and status, times queries, and reads the outbox, payments and holds', async () => {
    const tee = await insertProduct(database.db, {}, { M: 5 });
    const before = await scrape();
    const queriesBefore = sample(before, 'shop_db_query_duration_seconds_count') ?? 0;

    await shop.call('products/get-product');
    await shop.call('products/get-product');
    await shop.call(`products/get-product-details/${tee.id}`);
    await shop.call('products/get-product-details/999999');
    await shop.app.inject({ url: '/no/such/page.txt' });

    // An online payment started and not finished: pending, its 2 units held past their expiry.
    const me = await signedUpUser(shop);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const started = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    expect(started.statusCode).toBe(200);

    // Mail that cannot be sent: the ticket's two mails wait in the outbox; one runs out of tries.
    shop.smtp.refuse(true);
    const email = 'club.metrics@campus.example';
    const ticket = await shop.call('auth/raiseTicket', {
      name: 'Asha Verma',
      email,
      number: '9876543210',
      serviceNeeded: ['design'],
      comment: 'Need 200 tees',
    });
    expect(ticket.statusCode).toBe(200);
    const [ack] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    shop.clock.advance(5 * 60_000);
    await sendFromOutbox(shop, [ack!.id], { maxAttempts: 2, backoffMs: () => 0, leaseMs: 1000 });

    const text = await scrape();
    const requests = (route: string, status: number, method = 'POST') =>
      sample(text, 'http_request_duration_seconds_count', {
        method,
        route,
        status_code: String(status),
      });
    expect(requests('/api/v1/products/get-product', 200)).toBe(2);
    expect(requests('/api/v1/products/get-product-details/:id', 200)).toBe(1);
    expect(requests('/api/v1/products/get-product-details/:id', 404)).toBe(1);
    expect(requests(FALLBACK_ROUTE, 404, 'GET')).toBe(1);
    expect(requests('/api/v1/payment/order', 200)).toBe(1);
    expect(requests('/metrics', 200, 'GET')).toBe(1); // the first scrape
    expect(text).not.toContain(`get-product-details/${tee.id}`);

    expect(sample(text, 'shop_mail_outbox_messages', { status: 'pending' })).toBe(1);
    expect(sample(text, 'shop_mail_outbox_messages', { status: 'retrying' })).toBe(1);
    expect(sample(text, 'shop_mail_outbox_messages', { status: 'failed' })).toBe(1);
    expect(sample(text, 'shop_mail_outbox_oldest_pending_seconds')).toBe(300);
    expect(sample(text, 'shop_payments', { state: 'pending' })).toBe(1);
    expect(sample(text, 'shop_payments', { state: 'completed' })).toBe(0);
    expect(sample(text, 'shop_stock_holds', { kind: 'open' })).toBe(1);
    expect(sample(text, 'shop_stock_holds', { kind: 'units' })).toBe(2);
    expect(sample(text, 'shop_stock_holds', { kind: 'overdue' })).toBe(1);
    expect(sample(text, 'shop_db_up')).toBe(1);
    expect(sample(text, 'shop_db_query_duration_seconds_count')).toBeGreaterThan(queriesBefore);
    expect(sample(text, 'shop_db_info', { engine })).toBe(1);
    if (engine === 'postgres') {
      expect(sample(text, 'shop_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sample(text, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'shop_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('shop_db_pool_connections');
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
