import { connect } from 'node:net';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Failure } from '#shared/contract/common.ts';
import { CONTACT_FORM_LIMITS } from './features/forms/forms.routes.ts';
import { insertProduct } from './test/db-fixtures.ts';
import { createTestDatabase, testEngines, type TestDatabase } from './test/db-harness.ts';
import { startTestShop, type TestShop, describeShop } from './test/test-shop.ts';
import { PRODUCTION_ENV } from './test/test-app.ts';

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

describeShop('numbers in requests', ({ shop }) => {
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

/** The contract's failure body with the given HTTP status and code. */
function expectFailure(res: InjectResponse, http: number, code: string, message?: RegExp) {
  expect(res.statusCode).toBe(http);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Failure;
  expect(Failure.parse(body)).toMatchObject({ status: 404, code });
  expect(body.error).toBe(body.message);
  if (message) expect(body.message).toMatch(message);
}

describeShop("the framework's own failures", ({ shop }) => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it('answers a path parameter over 100 characters, or a broken address, in the failure shape', async () => {
    const long = await shop.app.inject({
      url: `/api/v1/products/get-product-details/${'1'.repeat(120)}`,
    });
    expectFailure(long, 414, 'BAD_REQUEST', /^This address is too long\.$/);
    expect(long.body).not.toContain('1111');
    const broken = await shop.app.inject({ url: '/api/v1/products/get-product-details/%E0%A4%A' });
    expectFailure(broken, 400, 'BAD_REQUEST', /^This address is not valid\.$/);
  });

  it('answers an unknown call 404 in the failure shape, whatever the method', async () => {
    expectFailure(await shop.app.inject({ url: '/api/v1/nothing-here' }), 404, 'NOT_FOUND');
    expectFailure(await post('/api/v1/auth/nothing-here', '{}'), 404, 'NOT_FOUND');
    expectFailure(await shop.app.inject({ url: '/api/v1/auth/login' }), 404, 'NOT_FOUND');
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1_100_000) });
    expectFailure(
      await post('/api/v1/auth/login', huge),
      413,
      'PAYLOAD_TOO_LARGE',
      /^This request is too large/,
    );
  });

  it('refuses a body that is not JSON with 415, and broken or non-object JSON with 400', async () => {
    for (const type of ['application/xml', 'text/plain']) {
      expectFailure(
        await post('/api/v1/auth/login', '<login/>', type),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        /^Send the details as JSON/,
      );
    }
    for (const broken of ['{"email":', '{"__proto__":{"admin":true}}']) {
      expectFailure(
        await post('/api/v1/auth/login', broken),
        400,
        'BAD_REQUEST',
        /^The request body is not valid JSON\.$/,
      );
    }
    for (const notObject of ['[1,2]', '"text"', '42']) {
      expectFailure(
        await post('/api/v1/auth/login', notObject),
        400,
        'BAD_REQUEST',
        /^The request body must be a JSON object\.$/,
      );
    }
  });

  it('answers a malformed HTTP request in the failure shape too', async () => {
    await shop.app.listen({ port: TEST_PORT, host: '127.0.0.1' });
    const badHeader = await rawHttp('GET /shop HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(badHeader).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(failureOf(badHeader)).toMatchObject({ status: 404, code: 'BAD_REQUEST' });
    const tooBig = await rawHttp(
      `GET /shop HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(tooBig).toMatch(/^HTTP\/1\.1 431 /);
    expect(failureOf(tooBig)).toMatchObject({ status: 404, code: 'BAD_REQUEST' });
  });
});

/** A port of this suite's range for the one test that needs a real socket. */
const TEST_PORT = 4490;

/** Sends raw bytes to the listening shop and reads the whole answer. */
function rawHttp(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(TEST_PORT, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
  });
}

const failureOf = (answer: string) => Failure.parse(JSON.parse(answer.split('\r\n\r\n')[1] ?? ''));
