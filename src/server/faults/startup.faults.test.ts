import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, databaseUrl, planEngines } from '../test/db-harness.ts';
import {
  restartPgCluster,
  startPgCluster,
  stopPgCluster,
  type PgCluster,
} from '../test/pg-cluster.ts';
import { faultScene } from './fault-fixtures.ts';
import {
  call,
  killShopProcesses,
  portFrom,
  range,
  sleep,
  spawnShopProcess,
  startShopProcess,
  waitUntilHealthy,
  type ShopProcess,
} from './shop-process.ts';
import { SELLER_ENV } from '../test/seller-env.ts';

/**
 * Starting the real server process: a start refused for its settings says why in one
 * line per setting; the first start waits for a PostgreSQL that comes up after it, logs the
 * migrations it applied, and warns about nothing that is simply not there yet; production seeds no
 * demo catalogue unless asked.
 */
const SHOP_PORTS = range(47020, 47029);

const scene = faultScene('startup');

/** Polls until the output holds `pattern` (or the process ends, or 60 s pass). */
async function waitForOutput(shop: ShopProcess, pattern: RegExp): Promise<void> {
  let ended = false;
  void shop.exited.then(() => (ended = true));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline && !ended; await sleep(100)) {
    if (pattern.test(shop.output())) return;
  }
  if (!pattern.test(shop.output())) throw new Error(`no ${pattern} in:\n${shop.output()}`);
}

const lines = (output: string) => output.split('\n').filter((l) => l.trim());
/** A stack trace's frames ("    at main (file:///…)"). */
const STACK_FRAME = /^\s+at /m;

describe('a start refused for its settings', () => {
  it('in production: one JSON log line per missing setting, no stack trace, exit code 78', async () => {
    const shop = spawnShopProcess({
      port: await portFrom(SHOP_PORTS),
      dataDir: path.join(scene.folder, 'refused'),
      env: { NODE_ENV: 'production', JWT_SECRET: '', PAYMENT_PROVIDER: '' },
    });
    expect(await shop.exited).toEqual({ code: 78, signal: null });
    const logged = lines(shop.output()).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged.map((l) => l.setting)).toEqual([
      'JWT_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'PAYMENT_PROVIDER',
      ...Object.keys(SELLER_ENV),
      'DATABASE_URL',
    ]);
    for (const line of logged) {
      expect(line.level).toBe(60);
      expect(line.msg).toMatch(new RegExp(`^Cannot start: ${String(line.setting)}`));
    }
    expect(shop.output()).not.toMatch(STACK_FRAME);
  });

  it('in production, a start that fails for another reason (its port taken): JSON lines only, exit 1', async () => {
    const port = await portFrom(SHOP_PORTS);
    const squatter = createServer();
    await new Promise<void>((listening) => squatter.listen(port, '127.0.0.1', listening));
    try {
      const shop = spawnShopProcess({
        port,
        dataDir: path.join(scene.folder, 'port-taken'),
        env: {
          NODE_ENV: 'production',
          ...SELLER_ENV,
          ALLOW_EMBEDDED_DB: 'true',
          SMTP_URL: 'smtp://127.0.0.1:9',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
        },
      });
      expect((await shop.exited).code).toBe(1);
      const logged = lines(shop.output()).map((l) => JSON.parse(l) as Record<string, unknown>);
      const fatal = logged.find((l) => l.msg === 'Cannot start');
      expect(fatal).toMatchObject({ level: 60, err: { code: 'EADDRINUSE' } });
      expect(shop.output()).not.toMatch(STACK_FRAME);
    } finally {
      await new Promise((closed) => squatter.close(closed));
    }
  });

  it('elsewhere: one plain line per wrong setting', async () => {
    const shop = spawnShopProcess({
      port: await portFrom(SHOP_PORTS),
      dataDir: path.join(scene.folder, 'refused-dev'),
      env: { NODE_ENV: 'development', PORT: 'eighty', JWT_SECRET: 'too short' },
    });
    expect(await shop.exited).toEqual({ code: 78, signal: null });
    expect(lines(shop.output())).toEqual([
      expect.stringMatching(/^Cannot start: PORT: /),
      expect.stringMatching(/^Cannot start: JWT_SECRET: .*32/),
    ]);
  });

  it('NODE_ENV mistyped on a server (prod): one JSON line naming NODE_ENV, exit code 78', async () => {
    const shop = spawnShopProcess({
      port: await portFrom(SHOP_PORTS),
      dataDir: path.join(scene.folder, 'prod-typo'),
      env: { NODE_ENV: 'prod' },
    });
    expect(await shop.exited).toEqual({ code: 78, signal: null });
    const logged = lines(shop.output()).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 60,
        setting: 'NODE_ENV',
        msg: expect.stringMatching(/^Cannot start: NODE_ENV: /),
      }),
    ]);
  });

  it('a DATA_DIR it cannot create (under a file): one line naming DATA_DIR, exit code 78', async () => {
    const blocker = path.join(scene.folder, 'a-file');
    await writeFile(blocker, 'not a folder');
    const shop = spawnShopProcess({
      port: await portFrom(SHOP_PORTS),
      dataDir: path.join(blocker, 'data'),
      env: { NODE_ENV: 'development' },
    });
    expect(await shop.exited).toEqual({ code: 78, signal: null });
    expect(lines(shop.output())).toEqual([
      expect.stringMatching(/^Cannot start: DATA_DIR .*a-file\/data cannot be used .*\(ENOTDIR\)/),
    ]);
    expect(shop.output()).not.toMatch(STACK_FRAME);
  });
});

const postgres = planEngines().engines.includes('postgres');

describe.runIf(postgres)('a first start on PostgreSQL (PostgreSQL only)', () => {
  let cluster: PgCluster;
  let url: string;
  beforeAll(async () => {
    cluster = await startPgCluster(path.join(scene.folder, 'pg'), { ports: range(47030, 47034) });
    await admin(cluster.url, 'create database shop_startup');
    url = databaseUrl(cluster.url, 'shop_startup');
    await stopPgCluster(cluster.dataDir, 'fast');
  });
  afterAll(async () => {
    await killShopProcesses();
    if (cluster) await stopPgCluster(cluster.dataDir);
  });

  it('waits for PostgreSQL that starts after it, then migrates and serves', async () => {
    const dataDir = path.join(scene.folder, 'late');
    const shop = spawnShopProcess({ port: await portFrom(SHOP_PORTS), dataDir, databaseUrl: url });
    await waitForOutput(shop, /attempt 3, next in/);
    expect(shop.output()).toMatch(/Database not reachable \(ECONNREFUSED: .*\): attempt 1/);
    await restartPgCluster(cluster);
    await waitUntilHealthy(shop);

    const output = shop.output();
    expect(output).toMatch(/Database reachable \(attempt [4-9]\)/);
    expect(output).toMatch(/Applied \d+ database migrations: 0000_init, /);
    // Once the database answers, nothing is worth a warning: nothing uploaded yet on a fresh
    // data folder is no fault. (A checkout whose web app is not built yet says so, rightly: the
    // fault tests run before `npm run build` in `npm test`.)
    const afterDatabase = output
      .slice(output.indexOf('Database reachable'))
      .split('\n')
      .filter((line) => !line.includes('dist/web is missing'));
    expect(afterDatabase.join('\n')).not.toMatch(/WARN|must exist/);
    expect(output).not.toMatch(STACK_FRAME);

    shop.signal('SIGTERM');
    expect((await shop.exited).code).toBe(0);
    const again = await startShopProcess({ port: shop.port, dataDir, databaseUrl: url });
    await waitForOutput(again, /is running at/);
    expect(again.output()).toMatch(/Database schema up to date \(\d+ migrations\)/);
    again.signal('SIGTERM');
    await again.exited;
  });

  it('production seeds no demo catalogue unless SEED_DEMO=true', async () => {
    if (!existsSync(path.join(cluster.dataDir, 'postmaster.pid'))) await restartPgCluster(cluster);
    const port = await portFrom(SHOP_PORTS);
    const shop = await startShopProcess({
      port,
      dataDir: path.join(scene.folder, 'production'),
      databaseUrl: url,
      env: {
        NODE_ENV: 'production',
        ...SELLER_ENV,
        SEED_DEMO: '',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    });
    await waitForOutput(shop, /is running at/);
    const products = await call(shop.url, 'GET', '/api/v1/products/get-product');
    expect(products.status).toBe(200);
    expect(products.json()).toEqual([]);
    expect(shop.output()).not.toMatch(/demo catalogue/i);
    shop.signal('SIGTERM');
    await shop.exited;
  });

  it('gives up, with one clear line, when PostgreSQL does not come within DATABASE_WAIT_SECONDS', async () => {
    await stopPgCluster(cluster.dataDir, 'fast');
    const shop = spawnShopProcess({
      port: await portFrom(SHOP_PORTS),
      dataDir: path.join(scene.folder, 'never'),
      databaseUrl: url,
      env: { DATABASE_WAIT_SECONDS: '2' },
    });
    expect((await shop.exited).code).toBe(1);
    expect(shop.output()).toMatch(
      /Cannot start: the database did not answer within 2 s \(ECONNREFUSED: /,
    );
    expect(shop.output()).not.toMatch(STACK_FRAME);
  });
});
