import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_LIMITS } from './features/forms/forms.routes.ts';
import { insertProduct } from './test/db-fixtures.ts';
import { createTestDatabase, testEngines, type TestDatabase } from './test/db-harness.ts';
import { PRODUCTION_ENV, startTestShop, useTestShop, type TestShop } from './test/test-shop.ts';

/** The contact form's per-IP limit: what a client sees of the address the shop reads for it. */
const IP_MAX = CONTACT_FORM_LIMITS.ip.max;

/** Calls the contact form from `peer` (the TCP peer) with `forwardedFor` set by whoever sent it. */
const enquiry = (shop: TestShop, peer: string, forwardedFor?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/forms/service-enquiry',
    payload: {},
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** Spends `peer`'s whole per-IP allowance, each call forging a different left-most address. */
async function spendAllowance(shop: TestShop, peer: string, lastHop?: string) {
  for (let i = 0; i < IP_MAX; i++) {
    const forwarded = [`203.0.113.${i}`, ...(lastHop ? [lastHop] : [])].join(', ');
    expect((await enquiry(shop, peer, forwarded)).statusCode).toBe(400);
  }
}

describe.each(testEngines())('client address behind proxies on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });
  const withShop = async (env: Record<string, string>, run: (shop: TestShop) => Promise<void>) => {
    const shop = await startTestShop(database.db, { env: { ...PRODUCTION_ENV, ...env } });
    try {
      await run(shop);
    } finally {
      await shop.close();
    }
  };

  it('without TRUST_PROXY ignores X-Forwarded-For: the per-IP limit follows the peer', async () => {
    await withShop({}, async (shop) => {
      await spendAllowance(shop, '198.51.100.7');
      const limited = await enquiry(shop, '198.51.100.7', '203.0.113.250');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ status: 404, code: 'RATE_LIMITED' });
      // Another peer is another client, whatever it forwards.
      expect((await enquiry(shop, '198.51.100.8', '203.0.113.0')).statusCode).toBe(400);
    });
  });

  it('with TRUST_PROXY=1 uses the address the proxy appended, not a forged one', async () => {
    await withShop({ TRUST_PROXY: '1' }, async (shop) => {
      await spendAllowance(shop, '10.0.0.2', '192.0.2.44');
      expect((await enquiry(shop, '10.0.0.2', '203.0.113.99, 192.0.2.44')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await enquiry(shop, '10.0.0.2', '192.0.2.45')).statusCode).toBe(400);
    });
  });

  it('with proxy addresses believes only those proxies', async () => {
    await withShop({ TRUST_PROXY: '10.0.0.0/8' }, async (shop) => {
      // A client reaching the shop directly cannot pick its address.
      await spendAllowance(shop, '198.51.100.9');
      expect((await enquiry(shop, '198.51.100.9', '192.0.2.60')).statusCode).toBe(429);
      // Through the proxies, the client is the address the nearest one saw.
      await spendAllowance(shop, '10.1.2.3', '192.0.2.61');
      expect((await enquiry(shop, '10.200.0.1', '192.0.2.61')).statusCode).toBe(429);
      expect((await enquiry(shop, '10.1.2.3', '203.0.113.1, 192.0.2.62')).statusCode).toBe(400);
    });
  });
});

describe.each(testEngines())('numbers in requests on %s', (engine) => {
  let shop: TestShop;
  useTestShop(
    engine,
    () => undefined,
    (s) => (shop = s),
  );

  it('refuses hex and other odd numerals as ids with a 400 in the failure shape', async () => {
    for (const id of ['0x10', '1e1', '+16']) {
      const res = await shop.app.inject({ url: `/api/v1/products/get-product-details/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ status: 404, code: 'VALIDATION_FAILED' });
    }
    const product = await insertProduct(shop.db, {});
    const asked = await shop.call(`products/sizeUnavailable/${product.id}`, {
      requiredQuantity: '0x10',
      requiredSize: 'M',
      email: 'asha@campus.example',
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ status: 404, code: 'VALIDATION_FAILED' });
  });
});
