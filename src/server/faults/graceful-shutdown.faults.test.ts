import { Agent, request } from 'node:http';
import { connect } from 'node:net';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planEngines } from '../test/db-harness.ts';

import { faultScene, logIn, orderIdsOf, type FaultShopData } from './fault-fixtures.ts';
import {
  call,
  killShopProcesses,
  portFrom,
  range,
  sleep,
  startShopProcess,
  type ShopProcess,
} from './shop-process.ts';

/**
 * Graceful shutdown: on SIGTERM the real server process stops taking connections,
 * finishes the requests in flight, stops its background jobs, closes the database and exits 0;
 * requests fired around the signal get a reply or are refused before connecting, never cut.
 */
const { engines } = planEngines();

/**
 * A client that sends its request slowly: the headers and the first bytes of the body now, the
 * rest when told. Resolves to the raw HTTP reply once the server closes the connection.
 */
function slowRequest(base: string, pathName: string, body: unknown) {
  const url = new URL(base);
  const payload = Buffer.from(JSON.stringify(body));
  const socket = connect(Number(url.port), url.hostname);
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (raw += chunk));
  const reply = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(raw));
    socket.on('error', reject);
  });
  socket.write(
    `POST ${pathName} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${payload.length}\r\n\r\n`,
  );
  socket.write(payload.subarray(0, 5));
  return { reply, finish: () => socket.write(payload.subarray(5)) };
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe.each(engines)('graceful shutdown on %s', (engine) => {
  const scene = faultScene('shutdown', {
    postgres: engine === 'postgres',
    pgPorts: range(55405, 55409),
  });
  let data: FaultShopData;
  let port: number;

  beforeAll(async () => {
    data = await scene.shopData({ name: 'shop_shutdown', stock: { M: 5 } });
    port = await portFrom(range(4400, 4405));
  });
  afterEach(killShopProcesses);

  const start = (env: Record<string, string> = {}): Promise<ShopProcess> =>
    startShopProcess({
      port,
      dataDir: scene.dataDir,
      databaseUrl: data.databaseUrl,
      env: { PAYMENT_RECONCILE_SECONDS: '1', ...env },
    });

  it('SIGTERM (sent twice): new connections are refused, the slow request in flight gets its whole reply, jobs stop, the database closes, exit 0; the next start finds everything', async () => {
    const shop = await start();
    const slow = slowRequest(shop.url, '/api/v1/auth/login', data.student);
    await sleep(300); // the server has the headers and is reading the body
    shop.signal('SIGTERM');
    // First /readyz fails, so a load balancer stops sending (the server still answers meanwhile).
    let ready = 200;
    for (let tries = 0; ready === 200 && tries < 100; tries++) {
      ready = (await call(shop.url, 'GET', '/readyz')).status;
      await sleep(20);
    }
    expect(ready).toBe(503);
    await sleep(200);
    shop.signal('SIGTERM');
    // Once clients pause, the listening socket closes while the slow request is still going.
    let refused: unknown;
    const deadline = Date.now() + 10_000;
    while (!refused && Date.now() < deadline) {
      await sleep(300);
      refused = await call(shop.url, 'GET', '/healthz').then(
        () => undefined,
        (err: NodeJS.ErrnoException) => err.code,
      );
    }
    expect(refused).toBe('ECONNREFUSED');
    slow.finish();
    const raw = await slow.reply;
    expect(statusOf(raw)).toBe(200);
    const token = bodyOf(raw).accessToken as string;
    expect(token).toBeTruthy();
    expect(await shop.exited).toEqual({ code: 0, signal: null });

    const log = shop.output();
    const order = [
      'SIGTERM: shutting down',
      'SIGTERM again: still shutting down',
      'Shutdown: requests finished, background jobs stopped',
      'Shutdown: database closed',
    ].map((line) => log.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // The login made while shutting down was committed: its token works after the restart.
    const next = await start();
    expect(await orderIdsOf(next.url, token)).toEqual([]);
    next.signal('SIGTERM');
    expect(await next.exited).toEqual({ code: 0, signal: null });
  });

  it.runIf(engine === 'pglite')(
    'a burst of requests fired just before and during SIGTERM: every one gets its whole reply, none is reset; afterwards connections are refused (PGlite only: it keeps the server busiest, and the shutdown does not depend on the engine)',
    async () => {
      const shop = await start();
      const token = await logIn(shop.url, data.student);
      const outcomes: Array<Promise<string>> = [];
      const fire = () =>
        outcomes.push(
          call(shop.url, 'POST', '/api/v1/products/orders', { body: {}, token }).then(
            (res) => String(res.status),
            (err: NodeJS.ErrnoException) => err.code ?? err.message,
          ),
        );
      for (let i = 0; i < 20; i++) {
        fire();
        await sleep(10);
      }
      shop.signal('SIGTERM');
      for (let i = 0; i < 20; i++) {
        fire();
        await sleep(10);
      }
      const seen = await Promise.all(outcomes);
      expect(seen.filter((outcome) => outcome !== '200')).toEqual([]);
      expect(await shop.exited).toEqual({ code: 0, signal: null });
      await expect(call(shop.url, 'GET', '/healthz')).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
    },
  );

  it.runIf(engine === 'pglite')(
    'a kept-alive connection (as nginx keeps to each instance) gets its next request answered for real after the listening socket closed, then is closed; never reset, never a bare 503 (PGlite only: the shutdown does not depend on the engine)',
    async () => {
      const shop = await start();
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const viaAgent = () =>
        new Promise<{ status: number; body: string; connection?: string; socket: unknown }>(
          (resolve, reject) => {
            const req = request(`${shop.url}/api/v1/products/get-product`, { agent }, (res) => {
              let body = '';
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => (body += chunk));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  body,
                  connection: res.headers.connection,
                  socket: req.socket,
                }),
              );
            });
            req.on('error', reject);
            req.end();
          },
        );
      try {
        const first = await viaAgent();
        expect(first.status).toBe(200);
        shop.signal('SIGTERM');
        // Wait until new connections are refused: the listening socket is closed (each try is a
        // new connection, which the server waits out: a pause between them lets it go idle).
        let refused: unknown;
        for (let tries = 0; !refused && tries < 50; tries++) {
          await sleep(200);
          refused = await call(shop.url, 'GET', '/healthz').then(
            () => undefined,
            (err: NodeJS.ErrnoException) => err.code,
          );
        }
        expect(refused).toBe('ECONNREFUSED');
        const second = await viaAgent();
        expect([second.status, second.connection, second.socket]).toEqual([
          200,
          'close',
          first.socket,
        ]);
        expect(JSON.parse(second.body)).toEqual(JSON.parse(first.body));
        expect(await shop.exited).toEqual({ code: 0, signal: null });
      } finally {
        agent.destroy();
      }
    },
  );

  it.runIf(engine === 'pglite')(
    'a request that never ends does not hold the exit: after SHUTDOWN_TIMEOUT_SECONDS the process exits anyway, with 1 (PGlite only: the timeout does not depend on the engine)',
    async () => {
      const shop = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
      const stuck = slowRequest(shop.url, '/api/v1/auth/login', data.student);
      stuck.reply.catch(() => undefined); // cut when the process exits
      await sleep(300);
      const signalled = Date.now();
      shop.signal('SIGTERM');
      expect(await shop.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(shop.output()).toContain('Shutdown took over 1 s: exiting anyway');
    },
  );
});
