import { beforeAll, describe, expect, it } from 'vitest';
import { planEngines } from '../test/db-harness.ts';
import { restartPgCluster, stopPgCluster } from '../test/pg-cluster.ts';
import { faultScene, cartOf, logIn, type FaultShopData } from './fault-fixtures.ts';
import {
  api,
  call,
  portFrom,
  range,
  sleep,
  startShopProcess,
  type Reply,
  type ShopProcess,
} from './shop-process.ts';

/**
 * PostgreSQL down and back: while it is down the running shop says so, /readyz 503
 * and every call 503 with the contract's failure body and a plain message, never a 500 with a
 * stack; when it returns, the same process serves again by itself, without a restart.
 */
const postgres = planEngines().engines.includes('postgres');

describe.runIf(postgres)(
  'PostgreSQL down and back (PostgreSQL only: PGlite runs inside the shop process)',
  () => {
    const scene = faultScene('dbdown', { postgres: true, pgPorts: range(55410, 55419) });
    let data: FaultShopData;
    let shop: ShopProcess;
    let token: string;

    beforeAll(async () => {
      data = await scene.shopData({ name: 'shop_dbdown', stock: { M: 5 } });
      shop = await startShopProcess({
        port: await portFrom(range(4413, 4419)),
        dataDir: scene.dataDir,
        databaseUrl: data.databaseUrl,
        env: { PAYMENT_RECONCILE_SECONDS: '1' },
      });
      token = await logIn(shop.url, data.student);
    });

    const readiness = async () => (await call(shop.url, 'GET', '/readyz')).status;
    const addTee = () =>
      api(shop.url, 'products/addToCart', { productId: data.tee.id, selectedSize: 'M' }, token);

    /** The contract's failure body, saying what is wrong in plain words, and no internals. */
    function expectDatabaseUnavailable(res: Reply) {
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({
        status: 404,
        code: 'DATABASE_UNAVAILABLE',
        message: 'The shop is having trouble reaching its database. Please try again in a minute.',
        error: 'The shop is having trouble reaching its database. Please try again in a minute.',
      });
      expect(res.headers['retry-after']).toBe('30');
    }

    const catalogue = () => call(shop.url, 'GET', '/api/v1/products/get-product');

    it('while PostgreSQL is down: /readyz 503, calls 503 with a clear message in the failure body, none hanging or crashing the process', async () => {
      expect(await readiness()).toBe(200);
      expect((await addTee()).status).toBe(200);
      const fresh = await catalogue();
      expect(fresh.json()).toEqual([expect.not.objectContaining({ stale: true })]);

      // Calls keep coming while PostgreSQL stops under them: each is served or refused with 503.
      const during: Array<Promise<number>> = [];
      let stopping = true;
      const traffic = (async () => {
        while (stopping) {
          during.push(api(shop.url, 'products/getProductsInCart', {}, token).then((r) => r.status));
          await sleep(10);
        }
      })();
      await stopPgCluster(scene.cluster!.dataDir, 'fast'); // cuts every connection, as a restart does
      await sleep(300);
      stopping = false;
      await traffic;
      const statuses = new Set(await Promise.all(during));
      expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);

      expect(await readiness()).toBe(503);
      const began = Date.now();
      expectDatabaseUnavailable(await api(shop.url, 'products/getProductsInCart', {}, token));
      expectDatabaseUnavailable(await addTee());
      expectDatabaseUnavailable(await api(shop.url, 'auth/login', data.student));
      expect(Date.now() - began).toBeLessThan(15_000);
      expect(shop.output()).not.toMatch(/unhandled error|statusCode": 500/);

      // The storefront's catalogue is still answered, from what the instance read last, marked
      // stale (docs/product.md#when-the-database-is-down), once its cache's next check meets the outage.
      await sleep(600);
      const stale = await catalogue();
      expect([stale.status, stale.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(stale.json()).toEqual([{ ...fresh.json()[0], stale: true }]);
    });

    it('when PostgreSQL is back, the same process serves again by itself', async () => {
      await restartPgCluster(scene.cluster!);
      const deadline = Date.now() + 30_000;
      while ((await readiness()) !== 200 && Date.now() < deadline) await sleep(250);
      expect(await readiness()).toBe(200);
      expect((await addTee()).status).toBe(200);
      expect(await cartOf(shop.url, token)).toEqual([2]);
      expect(await logIn(shop.url, data.student)).toBeTruthy();
      const back = await catalogue();
      expect(back.json()).toEqual([expect.not.objectContaining({ stale: true })]);

      const stop = shop.exited;
      shop.signal('SIGTERM');
      expect(await stop).toEqual({ code: 0, signal: null });
    });
  },
);
