import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../test/db-harness.ts';
import { startTestShop, type TestShop } from '../test/test-shop.ts';
import { logRedaction } from './log-redaction.ts';

/** The production request log (lib/request-log.ts): one line per request, when answered. */

let database: TestDatabase;
let shop: TestShop;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase('pglite');
  const log = pino(
    { level: 'info', ...logRedaction },
    {
      write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>),
    },
  );
  shop = await startTestShop(database.db, { log });
});
afterAll(async () => {
  await shop?.close();
  await database?.close();
});

const linesOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

it('logs each request once, as it is answered, with its method, URL, status and time', async () => {
  const asked = await shop.app.inject({
    method: 'GET',
    url: '/healthz?probe=1',
    headers: { 'x-request-id': 'req-asked-0001' },
  });
  expect(asked.statusCode).toBe(200);
  const refused = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/products/addToCart',
    payload: { productId: 1, selectedSize: 'M' },
    headers: { 'x-request-id': 'req-refused-01' },
  });
  expect(refused.statusCode).toBe(401);

  for (const [reqId, method, url, status] of [
    ['req-asked-0001', 'GET', '/healthz?probe=1', 200],
    ['req-refused-01', 'POST', '/api/v1/products/addToCart', 401],
  ] as const) {
    const logged = linesOf(reqId);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method, url },
      res: { statusCode: status },
    });
    expect(logged[0]!.responseTime).toEqual(expect.any(Number));
  }
  expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
});

it('logs the URL without its secrets', async () => {
  await shop.app.inject({
    method: 'GET',
    url: '/club-invite/secret-invite-token-123?token=also-secret',
    headers: { 'x-request-id': 'req-secret-001' },
  });
  const [logged] = linesOf('req-secret-001');
  expect(JSON.stringify(logged)).not.toContain('secret-invite-token-123');
  expect(JSON.stringify(logged)).not.toContain('also-secret');
  expect(logged).toMatchObject({ req: { url: '/club-invite/[redacted]?token=[redacted]' } });
});
