import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageReply } from '#shared/contract/common.ts';
import { loadConfig } from '../config.ts';
import { endpointRoute } from './contract-routes.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';

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

function redisBinary(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!redisBinary())(
  'rate limits shared through Redis (skipped when redis-server is not installed)',
  () => {
    let redis: ChildProcess;
    let url: string;
    beforeAll(async () => {
      const port = await freePort();
      url = `redis://127.0.0.1:${port}`;
      redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
      await new Promise<void>((resolve, reject) => {
        redis.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Ready to accept connections')) resolve();
        });
        redis.on('error', reject);
      });
    });
    afterAll(() => {
      redis?.kill();
    });

    it('counts calls to two server instances together', async () => {
      const one = await limitedApp({ REDIS_URL: url });
      const two = await limitedApp({ REDIS_URL: url });
      expect((await one.call('r@x.example')).statusCode).toBe(200);
      expect((await two.call('r@x.example')).statusCode).toBe(200);
      expect((await one.call('r@x.example')).statusCode).toBe(429);
      await one.app.close();
      await two.app.close();
    });
  },
);
