import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planEngines } from '../test/db-harness.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { faultScene, logIn, type FaultShopData } from './fault-fixtures.ts';
import {
  api,
  portFrom,
  range,
  sleep,
  spawnShopProcess,
  startShopProcess,
  type ShopProcess,
} from './shop-process.ts';

/**
 * `npm run worker` as a real process beside a web instance with BACKGROUND_JOBS=worker, both on
 * one PostgreSQL (the embedded database opens in one process only): the web instance places an
 * order and sends no mail; the worker, started later, sends what waited and then each new mail
 * within its poll; SIGTERM stops it cleanly (docs/decisions/024, docs/operations.md).
 */
const postgres = planEngines().engines.includes('postgres');

describe.runIf(postgres)('the worker process (PostgreSQL)', () => {
  const scene = faultScene('worker', { postgres: true, pgPorts: range(55425, 55429) });
  let data: FaultShopData;
  let smtp: TestSmtpServer;
  let web: ShopProcess;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    data = await scene.shopData({ name: 'shop_worker', stock: { M: 5 } });
    web = await startShopProcess({
      port: await portFrom(range(4540, 4541)),
      dataDir: scene.dataDir,
      databaseUrl: data.databaseUrl,
      env: { BACKGROUND_JOBS: 'worker', SMTP_URL: smtp.url },
    });
  });
  afterAll(() => smtp?.close());

  const placedMails = () => smtp.messages.filter((m) => /is placed$/.test(m.subject ?? ''));
  async function placeOrder(token: string) {
    await api(web.url, 'products/addToCart', { productId: data.tee.id, selectedSize: 'M' }, token);
    const placed = await api(web.url, 'payment/confirm', { deliveryMethod: 'pickup' }, token);
    expect(placed.json()).toMatchObject({ status: 200 });
  }
  async function waitFor(check: () => boolean, ms: number) {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await sleep(50);
    return check();
  }

  it('the web instance only stores mail; the worker sends it, then each new one within its poll', async () => {
    expect(web.output()).toContain('Mail and periodic jobs run in the worker');
    const token = await logIn(web.url, data.student);
    await placeOrder(token);
    await sleep(1500);
    expect(smtp.messages).toEqual([]); // stored in the outbox; no worker yet

    const worker = spawnShopProcess({
      port: 0,
      dataDir: scene.dataDir,
      databaseUrl: data.databaseUrl,
      env: { SMTP_URL: smtp.url, WORKER_POLL_MS: '250' },
      nodeArgs: ['--import', 'tsx', 'src/server/worker.ts'],
    });
    try {
      expect(await waitFor(() => placedMails().length === 1, 90_000), worker.output()).toBe(true);
      expect(worker.output()).toContain('Worker running: mail every 250 ms (smtp)');

      const started = Date.now();
      await placeOrder(token);
      expect(await waitFor(() => placedMails().length === 2, 10_000)).toBe(true);
      // The poll (250 ms) plus the SMTP exchange, on a busy machine.
      expect(Date.now() - started).toBeLessThan(5000);
      await sleep(1000);
      expect(placedMails()).toHaveLength(2); // each once
    } finally {
      worker.signal('SIGTERM');
    }
    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain('Shutdown: background jobs stopped, database closed');
  });

  it('refuses to start without DATABASE_URL (exit 78), since the embedded database is the web instance’s', async () => {
    const worker = spawnShopProcess({
      port: 0,
      dataDir: scene.dataDir,
      nodeArgs: ['--import', 'tsx', 'src/server/worker.ts'],
    });
    expect(await worker.exited).toEqual({ code: 78, signal: null });
    expect(worker.output()).toContain('Cannot start: the worker needs DATABASE_URL');
  });
});
