import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageReply } from '#shared/contract/common.ts';
import { loadConfig } from '../config.ts';
import { endpointRoute } from './contract-routes.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';
import { MemoryCounters } from './rate-limit-store.ts';
import { hasRedisServer, startRedisServer, type RedisServer } from '../test/redis-server.ts';

const def = {
  methods: ['POST'] as const,
  access: 'none' as const,
  body: z.object({ email: z.string().optional() }),
  reply: MessageReply,
  summary: 'test',
};

async function limitedApp(env: Record<string, string> = {}) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerRateLimit(app, loadConfig(env));
  endpointRoute(app, '/limited', def, async () => ({ status: 200, message: 'ok' }), {
    limits: { ip: { max: 3, windowMs: 60_000 }, email: { max: 2, windowMs: 60_000 } },
  });
  const call = (email?: string, ip = '10.9.0.1') =>
    app.inject({ method: 'POST', url: '/limited', payload: { email }, remoteAddress: ip });
  return { app, call };
}

describe('rate limits', () => {
  it('limits per e-mail and per IP, with a clear 429', async () => {
    const { app, call } = await limitedApp();
    expect((await call('a@x.example')).statusCode).toBe(200);
    expect((await call('A@x.example ', '10.9.0.2')).statusCode).toBe(200);
    const perEmail = await call('a@x.example', '10.9.0.3');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json()).toMatchObject({ status: 404, code: 'RATE_LIMITED' });
    expect(perEmail.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);

    expect((await call('b@x.example')).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect((await call('c@x.example')).statusCode).toBe(429); // 4th from 10.9.0.1
    await app.close();
  });
});

describe('rate limits per signed-in student', () => {
  it('count each student apart, and not calls without a session', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await registerRateLimit(app, loadConfig({}));
    app.decorateRequest('sessionUser', null);
    app.addHook('onRequest', async (request) => {
      const id = Number(request.headers['x-student']);
      request.sessionUser = id
        ? { userId: id, email: `${id}@x.example`, role: 'customer', jti: 'j' }
        : null;
    });
    endpointRoute(app, '/mine', def, async () => ({ status: 200, message: 'ok' }), {
      limits: { user: { max: 2, windowMs: 60_000 }, ip: { max: 100, windowMs: 60_000 } },
    });
    const call = (student?: number) =>
      app.inject({
        method: 'POST',
        url: '/mine',
        payload: {},
        remoteAddress: '10.9.7.7',
        headers: student ? { 'x-student': String(student) } : {},
      });
    const codes = [];
    for (const student of [1, 1, 1, 2, 2, undefined, undefined, undefined]) {
      codes.push((await call(student)).statusCode);
    }
    expect(codes).toEqual([200, 200, 429, 200, 200, 200, 200, 200]);
    await app.close();
  });
});

describe('rate limits under a burst', () => {
  it('lets exactly `max` of a simultaneous burst through and refuses the rest', async () => {
    const { app, call } = await limitedApp();
    const codes = await Promise.all(
      Array.from({ length: 7 }, (_, i) => call(`burst${i}@x.example`, '10.9.9.9')),
    );
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(4);
    await app.close();
  });

  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    const { app, call } = await limitedApp({ RATE_LIMIT_SCALE: '2' });
    for (let i = 0; i < 6; i++) expect((await call(undefined, '10.9.8.8')).statusCode).toBe(200);
    expect((await call(undefined, '10.9.8.8')).statusCode).toBe(429);
    await app.close();
  });
});

describe.skipIf(!hasRedisServer())(
  'rate limits shared through Redis (skipped when redis-server is not installed)',
  () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(() => redis?.kill());

    it('counts calls to two server instances together', async () => {
      const one = await limitedApp({ REDIS_URL: redis.url });
      const two = await limitedApp({ REDIS_URL: redis.url });
      expect((await one.call('r@x.example')).statusCode).toBe(200);
      expect((await two.call('r@x.example')).statusCode).toBe(200);
      expect((await one.call('r@x.example')).statusCode).toBe(429);
      await one.app.close();
      await two.app.close();
    });

    it('answers at once while Redis hangs, counting in memory, and counts in Redis again after', async () => {
      const { app, call } = await limitedApp({ REDIS_URL: redis.url });
      const timed = async (ip: string) => {
        const began = Date.now();
        const res = await call(undefined, ip);
        return { status: res.statusCode, ms: Date.now() - began };
      };
      expect((await timed('10.7.0.1')).status).toBe(200);
      redis.pause();
      try {
        // Each waits at most the 0.5 s command timeout; then memory answers without waiting.
        const burst = await Promise.all(['10.7.0.2', '10.7.0.2', '10.7.0.3'].map(timed));
        expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
        for (const r of burst) expect(r.ms).toBeLessThan(1000);
        const after = await Promise.all(Array.from({ length: 4 }, () => timed('10.7.0.4')));
        for (const r of after) expect(r.ms).toBeLessThan(300);
        // The limit (3 per IP) still holds, counted in memory.
        expect(after.map((r) => r.status).sort()).toEqual([200, 200, 200, 429]);
      } finally {
        redis.resume();
      }
      // Back in Redis within the probe interval: a second instance sees the first one's count.
      const two = await limitedApp({ REDIS_URL: redis.url });
      const deadline = Date.now() + 10_000;
      let shared = false;
      for (let n = 1; !shared && Date.now() < deadline; n += 1) {
        await new Promise((r) => setTimeout(r, 250));
        const ip = `10.7.1.${n}`;
        for (let i = 0; i < 3; i += 1) await call(undefined, ip);
        shared = (await two.call(undefined, ip)).statusCode === 429;
      }
      expect(shared).toBe(true);
      await app.close();
      await two.app.close();
    });
  },
);

describe('in-memory counters', () => {
  it('start a new window when the last one ended, and keep at most `cap` keys', () => {
    const counters = new MemoryCounters(2);
    expect(counters.incr('a', 1000, 0)).toEqual({ current: 1, ttl: 1000 });
    expect(counters.incr('a', 1000, 400)).toEqual({ current: 2, ttl: 600 });
    expect(counters.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
    counters.incr('b', 1000, 1000);
    counters.incr('c', 1000, 1000); // over the cap: the oldest key ('a') goes
    expect(counters.incr('a', 1000, 1001).current).toBe(1);
    expect(counters.incr('c', 1000, 1001).current).toBe(2);
  });
});
