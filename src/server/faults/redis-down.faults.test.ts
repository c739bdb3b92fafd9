import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_BACK, REDIS_DOWN } from '../plugins/rate-limit-store.ts';
import { hasRedisServer, startRedisServer, type RedisServer } from '../test/redis-server.ts';
import { faultScene, type FaultShopData } from './fault-fixtures.ts';
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
 * Redis (REDIS_URL, the shared rate-limit counters) down and back: a login must not wait on
 * ioredis' retries (about 6 s each, with parallel logins queueing behind it: 10, 20, 30 … s). The
 * limits count in the process's memory at once, the outage and the return are each logged once,
 * and the counters move back to Redis by themselves when it returns.
 */
const DOWN = REDIS_DOWN;
const BACK = REDIS_BACK;

describe.runIf(hasRedisServer())(
  'rate limits with Redis down and back (runs when redis-server is installed)',
  () => {
    const scene = faultScene('redisdown');
    let data: FaultShopData;
    let redis: RedisServer;
    let redisPort: number;
    let shop: ShopProcess;

    beforeAll(async () => {
      data = await scene.shopData({ name: 'shop_redisdown', stock: { M: 1 } });
      redisPort = await portFrom(range(44035, 44039));
      redis = await startRedisServer(redisPort);
      shop = await startShopProcess({
        port: await portFrom(range(44030, 44034)),
        dataDir: scene.dataDir,
        env: { REDIS_URL: redis.url },
      });
    });
    afterAll(async () => {
      await killShopProcesses();
      await redis?.kill();
    });

    /** The login's per-IP count as Redis holds it (0: no key). */
    async function loginCountInRedis(): Promise<number> {
      const client = redis.client();
      const keys = await client.keys('campus-rl:*auth/login|ip|*');
      const values = await Promise.all(keys.map((k) => client.get(k)));
      client.disconnect();
      return values.reduce((sum, v) => sum + Number(v ?? 0), 0);
    }

    /** A login and how long it took to answer. */
    async function timedLogin(body: { email: string; password: string }) {
      const began = Date.now();
      const res = await api(shop.url, 'auth/login', body);
      return { status: res.status, ms: Date.now() - began };
    }

    const wrongPerson = (i: number) => ({
      email: `nobody${i}@campus.example`,
      password: 'x1x1x1x1',
    });

    /** One real account and four unknown e-mails at once (each still checks a dummy hash). */
    const burst = () =>
      Promise.all([
        timedLogin(data.student),
        ...range(1, 4).map((i) => timedLogin(wrongPerson(i))),
      ]);
    const slowest = (logins: { ms: number }[]) => Math.max(...logins.map((l) => l.ms));

    /**
     * How long logins take with Redis up, measured in this run: the machine is shared and hashing
     * passwords is CPU-bound, so the outage is judged against it (waiting on retries costs seconds more).
     */
    const withRedisUp = { one: 0, burst: 0 };

    it('counts logins in Redis while it is up', async () => {
      const first = await timedLogin(data.student);
      expect(first.status).toBe(200);
      expect(await loginCountInRedis()).toBe(1);
      expect((await timedLogin(data.student)).status).toBe(200);
      expect(await loginCountInRedis()).toBe(2);
      withRedisUp.one = first.ms;
      withRedisUp.burst = slowest(await burst());
      expect(await loginCountInRedis()).toBe(7);
    });

    it('with Redis killed: a login answers within 1 s, five at once each within ~1 s (or as fast as with Redis up), logged once', async () => {
      await redis.kill();
      await sleep(200);
      const oneBound = Math.max(1000, 2 * withRedisUp.one);
      const burstBound = Math.max(1500, 2 * withRedisUp.burst);

      const one = await timedLogin(data.student);
      expect(one.status).toBe(200);
      expect(one.ms).toBeLessThan(oneBound);

      const down = await burst();
      expect(down.map((r) => r.status)).toEqual([200, 401, 401, 401, 401]);
      expect(slowest(down)).toBeLessThan(burstBound);

      for (let i = 0; i < 3; i++)
        expect((await timedLogin(data.student)).ms).toBeLessThan(oneBound);
      expect(shop.output().split(DOWN).length - 1).toBe(1);
    });

    it('when Redis is back on the same port, the limits count there again (logged once)', async () => {
      redis = await startRedisServer(redisPort);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && !shop.output().includes(BACK)) await sleep(100);
      expect(shop.output()).toContain(BACK);

      expect((await timedLogin(data.student)).status).toBe(200);
      expect(await loginCountInRedis()).toBe(1); // a fresh Redis: nothing was written to disk
      expect((await timedLogin(data.student)).status).toBe(200);
      expect(await loginCountInRedis()).toBe(2);
      expect(shop.output().split(BACK).length - 1).toBe(1);
      expect(shop.output().split(DOWN).length - 1).toBe(1);
    });
  },
);
