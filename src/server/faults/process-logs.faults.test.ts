import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEngines } from '../test/db-harness.ts';

import { newPerson } from '../test/test-shop.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { faultScene } from './fault-fixtures.ts';
import {
  api,
  call,
  killShopProcesses,
  portFrom,
  range,
  sleep,
  startShopProcess,
  type Exit,
} from './shop-process.ts';
import { SELLER_ENV } from '../test/seller-env.ts';

/**
 * The log of the real server process: in production one JSON object per line, e-mail
 * addresses masked, PostgreSQL's pool errors among them; in development one short line per
 * request; and a process whose log reader went away exits (code 1, for systemd's
 * Restart=on-failure) instead of serving unobserved.
 */
const { engines } = planEngines();
const ports = range(4425, 4429);
/** Given in the database URL: the private cluster trusts local users, so any password works. */
const DB_PASSWORD = 'pool-log-test-password';

const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

async function until<T>(what: string, probe: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.each(engines)('the production log on %s', (engine) => {
  const scene = faultScene('logs', {
    postgres: engine === 'postgres',
    pgPorts: range(55420, 55424),
  });
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await killShopProcesses();
    await smtp?.close();
  });

  it('is one JSON object per line, addresses masked, pool errors one line, written in batches; exits 1 when stdout closes', async () => {
    const data = await scene.shopData({ name: 'shop_logs', stock: { M: 1 } });
    const databaseUrl = data.databaseUrl?.replace('postgres@', `postgres:${DB_PASSWORD}@`);
    const port = await portFrom(ports);
    const shop = await startShopProcess({
      port,
      dataDir: scene.dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      env: {
        NODE_ENV: 'production',
        // One process alone: it sends its mail and runs its jobs (no worker, ADR 024).
        BACKGROUND_JOBS: 'in-process',
        ...SELLER_ENV,
        SMTP_URL: smtp.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ALLOW_EMBEDDED_DB: 'true',
      },
    });

    // A sign-up: its code goes out by mail, which the log records with the recipient.
    const person = newPerson();
    expect((await api(shop.url, 'auth/register', person)).status).toBe(200);
    await until('the sign-up mail', () => smtp.lastTo(person.email));
    const [name, domain] = person.email.split('@') as [string, string];
    const masked = `${name[0]}***@${domain}`;
    await until('the mail in the log', () => (shop.stdout().includes(masked) ? true : undefined));
    // A URL with an address in its query (encoded, as a browser sends it).
    await call(shop.url, 'GET', `/api/v1/nothing-here?email=${encodeURIComponent(person.email)}`);

    if (scene.cluster) {
      // PostgreSQL ends the shop's idle connections (an administrator, a restart, a failover).
      const admin = new pg.Client({ connectionString: data.databaseUrl });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where application_name = 'campus-merch-shop' and pid <> pg_backend_pid()`,
        );
      } finally {
        await admin.end();
      }
      await until('the pool error in the log', () =>
        shop.stdout().includes('PostgreSQL: a pooled connection failed') ? true : undefined,
      );
    }
    await sleep(200);

    const lines = linesOf(shop.stdout());
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string; err?: { code?: string } };
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    expect(entries.some((e) => e.msg?.includes('is running at'))).toBe(true);
    const text = shop.output();
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(encodeURIComponent(person.email));
    expect(text).toContain(masked);
    expect(text).not.toContain(DB_PASSWORD);
    if (scene.cluster) {
      const poolErrors = entries.filter((e) => e.msg === 'PostgreSQL: a pooled connection failed');
      expect(poolErrors.length).toBeGreaterThan(0);
      for (const entry of poolErrors) {
        expect(entry.level).toBe(50);
        expect(entry.err?.code).toBe('57P01'); // admin_shutdown: what the query above did
      }
      // The next calls take new connections: the shop still answers.
      expect((await call(shop.url, 'GET', '/readyz')).status).toBe(200);
    }

    // Written in batches (src/server/lib/logger.ts): 40 requests one after another, each with
    // its line, reach the log reader in a few writes, not one each (each write wakes the reader).
    const readsBefore = shop.stdoutReads();
    for (let i = 0; i < 40; i++) await call(shop.url, 'GET', `/healthz?batch=${i}`);
    await until('the 40 request lines', () =>
      shop.stdout().includes('/healthz?batch=39"') ? true : undefined,
    );
    expect(linesOf(shop.stdout()).filter((l) => l.includes('/healthz?batch='))).toHaveLength(40);
    expect(shop.stdoutReads() - readsBefore).toBeLessThanOrEqual(10);

    // Its log reader goes away: the next line (this request's) meets the closed pipe, and the
    // process exits 1 within seconds instead of serving unobserved.
    shop.closeStdout();
    await call(shop.url, 'GET', '/healthz').catch(() => undefined);
    const exit = await Promise.race([shop.exited, sleep(10_000).then(() => 'still running')]);
    expect(exit).toEqual<Exit>({ code: 1, signal: null });
  });
});

describe('the development log', () => {
  const scene = faultScene('logs-dev');

  it('is one short line per request, after the address to open', async () => {
    const port = await portFrom(ports);
    const shop = await startShopProcess({
      port,
      dataDir: path.join(scene.folder, 'dev'),
      env: { NODE_ENV: 'development', PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    expect((await call(shop.url, 'GET', '/healthz?check=1')).status).toBe(200);
    expect((await call(shop.url, 'GET', '/api/v1/nothing-here')).status).toBe(404);
    const lines = await until('both request lines', () => {
      const all = linesOf(shop.stdout());
      return all.some((l) => l.includes('/api/v1/nothing-here')) ? all : undefined;
    });
    const running = lines.findIndex((l) => l.includes(`is running at http://127.0.0.1:${port}`));
    expect(running).toBeGreaterThanOrEqual(0);
    // The start-up check's own /healthz calls come before it; ours after.
    const ours = lines.slice(running + 1).filter((l) => l.includes('/healthz?check=1'));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/INFO: GET \/healthz\?check=1 200 \d+ ms$/);
    const missing = lines.filter((l) => l.includes('/api/v1/nothing-here'));
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/GET \/api\/v1\/nothing-here 404 \d+ ms$/);
    expect(shop.stdout()).not.toMatch(/incoming request|request completed|remotePort/);
  });
});
