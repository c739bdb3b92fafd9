/**
 * The drop, on real parts: two shop instances in production mode behind nginx, one PostgreSQL,
 * Redis for the shared rate limits, mail over SMTP. BUYERS signed-in students, each with one
 * unit in the cart, race for UNITS units of one size: first paying cash on delivery, then online
 * through the sandbox gateway (its own server, reached by the shop's real PhonePe client). Checks
 * exactly UNITS orders, stock 0, the rest told "sold out", no 5xx; reports latencies and each
 * instance's memory. Needs nginx, redis-server and PostgreSQL 15+ binaries (see bench/README.md).
 * Run: npm run bench:drop   (results in bench/results/drop.json)
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import {
  cartLines,
  orderItems,
  orders,
  productSizes,
  stockHolds,
} from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { insertProduct, insertUser } from '../src/server/test/db-fixtures.ts';
import { startPgCluster, stopPgCluster } from '../src/server/test/pg-cluster.ts';
import { startTestSmtpServer } from '../src/server/adapters/mail/smtp-test-server.ts';
import { SANDBOX_CREDENTIALS } from '../src/server/adapters/payments/create-gateway.ts';
import { startSandboxServer } from '../src/server/adapters/payments/sandbox/sandbox-gateway.ts';
import { printTable, runAtConcurrency, type Summary } from './lib/measure.ts';
import { freePort, startNginx, startRedis, startShop, type Service } from './lib/processes.ts';
import { SELLER_ENV } from '../src/server/test/seller-env.ts';

const BUYERS = Number(process.env.BUYERS ?? 300);
const UNITS = Number(process.env.UNITS ?? 50);
const PASSWORD = 'drop bench password';

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-drop-'));
await chmod(dir, 0o755); // PostgreSQL runs as its own user and must reach its folder inside
const started: { stop(): Promise<void> }[] = [];
const cleanup = async () => {
  for (const s of started.reverse()) await s.stop().catch(() => undefined);
};

try {
  const cluster = await startPgCluster(path.join(dir, 'pg'));
  started.push({ stop: () => stopPgCluster(cluster.dataDir) });
  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: dir });
  started.push({ stop: () => database.close() });
  await runMigrations(database);
  const db = database.db;
  const redis = await startRedis();
  started.push(redis);
  const smtp = await startTestSmtpServer();
  started.push({ stop: () => smtp.close() });
  const sandbox = await startSandboxServer({
    ...SANDBOX_CREDENTIALS,
    shopName: 'Campus Threads',
    pendingMs: 0,
  });
  started.push({ stop: () => sandbox.close() });

  console.log(`Preparing ${BUYERS} buyers on PostgreSQL…`);
  const passwordHash = await hashPassword(PASSWORD);
  const buyers: { email: string; token: string }[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const user = await insertUser(db, { passwordHash });
    buyers.push({ email: user.email, token: '' });
  }

  // The instances are reached at nginx's address (PUBLIC_URL: pay-page returns, webhooks).
  const publicPort = await freePort();
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  const shopEnv: Record<string, string> = {
    NODE_ENV: 'production',
    ...SELLER_ENV,
    LOG_LEVEL: 'warn',
    DATABASE_URL: cluster.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    // Both instances sign and check the same tokens.
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    SEED_DEMO: 'false',
    DATA_DIR: path.join(dir, 'data'),
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_BASE_URL: sandbox.url,
    PHONEPE_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
    PHONEPE_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
    PHONEPE_WEBHOOK_USER: SANDBOX_CREDENTIALS.webhookUser,
    PHONEPE_WEBHOOK_PASSWORD: SANDBOX_CREDENTIALS.webhookPassword,
    // Every buyer reaches the shop from this machine's one address (as students behind a
    // campus NAT would): per-IP limits are scaled up so the bench measures buying, not them.
    RATE_LIMIT_SCALE: '1000',
  };
  const instances: Service[] = [];
  for (const label of ['shop A', 'shop B']) {
    const shop = await startShop(label, shopEnv);
    started.push(shop);
    instances.push(shop);
  }
  const nginx = await startNginx(
    dir,
    instances.map((s) => s.url),
    publicPort,
  );
  started.push(nginx);
  sandbox.gateway.settings.webhookUrl = `${nginx.url}/api/v1/payment/webhook`;

  const call = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(`${nginx.url}/api/v1/${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
    };
  };

  await runAtConcurrency(BUYERS, 10, async (i) => {
    const login = await call('auth/login', { email: buyers[i]!.email, password: PASSWORD });
    buyers[i]!.token = String(login.body.accessToken ?? '');
    return login.status === 200;
  });
  const idleRss = await Promise.all(instances.map((s) => s.rssMb()));

  /** Each buyer puts one unit of a fresh tee in an otherwise empty cart. */
  const newDrop = async (name: string) => {
    await db.delete(cartLines);
    const tee = await insertProduct(db, { name }, { XS: 0, S: 0, M: UNITS, L: 0, XL: 0, '2XL': 0 });
    await runAtConcurrency(BUYERS, 10, async (i) => {
      const add = await call(
        'products/addToCart',
        { productId: tee.id, selectedSize: 'M' },
        buyers[i]!.token,
      );
      return add.status === 200;
    });
    return tee;
  };

  /** Runs `race` with every instance's memory sampled every 100 ms; returns the peak per instance. */
  const withPeakRss = async <T>(race: () => Promise<T>) => {
    const peaks = instances.map(() => 0);
    const sampler = setInterval(() => {
      instances.forEach(
        (s, i) =>
          void s.rssMb().then((mb) => {
            peaks[i] = Math.max(peaks[i]!, mb);
          }),
      );
    }, 100);
    try {
      return { result: await race(), peaks };
    } finally {
      clearInterval(sampler);
    }
  };

  const statuses = (list: number[]) =>
    Object.fromEntries(
      [...new Set(list)].sort().map((s) => [s, list.filter((x) => x === s).length]),
    );
  const soldOutText = (body: Record<string, unknown>) =>
    /sold out|only \d+ left|out of stock/i.test(String(body.message ?? ''));

  const placedFor = async (productId: number) => {
    const [row] = await db
      .select({ count: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, productId), eq(orders.status, 'placed')));
    return row?.count ?? 0;
  };
  const stockOf = async (sizeId: number) =>
    (await db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]?.quantity;

  // The ceiling in this run: nginx → an instance → no database, at the same concurrency.
  const ceiling = await runAtConcurrency(
    BUYERS,
    BUYERS,
    async () => (await fetch(`${nginx.url}/healthz`)).ok,
  );

  // 1. Cash on delivery: every buyer presses PLACE ORDER at once.
  const codTee = await newDrop('Drop Tee (cash)');
  const codStatuses: number[] = [];
  let codSoldOut = 0;
  const cod = await withPeakRss(() =>
    runAtConcurrency(BUYERS, BUYERS, async (i) => {
      const res = await call('payment/confirm', { deliveryMethod: 'pickup' }, buyers[i]!.token);
      codStatuses.push(res.status);
      if (res.status === 409 && soldOutText(res.body)) codSoldOut++;
      return res.status === 200 || (res.status === 409 && soldOutText(res.body));
    }),
  );
  const codResult = {
    placed: await placedFor(codTee.id),
    stockLeft: await stockOf(codTee.sizeIds.M),
    soldOutAnswers: codSoldOut,
    statuses: statuses(codStatuses),
    peakRssMb: cod.peaks,
  };

  // 2. Online: every buyer presses PAY at once; those holding stock pay on the sandbox's page
  // and come back; webhooks and returns land on either instance.
  const onlineTee = await newDrop('Drop Tee (online)');
  const starts: { status: number; link?: string }[] = [];
  let onlineSoldOut = 0;
  const start = await withPeakRss(() =>
    runAtConcurrency(BUYERS, BUYERS, async (i) => {
      const res = await call('payment/order', { deliveryMethod: 'pickup' }, buyers[i]!.token);
      starts[i] = { status: res.status, link: res.body.link as string | undefined };
      if (res.status === 409 && soldOutText(res.body)) onlineSoldOut++;
      return res.status === 200 || (res.status === 409 && soldOutText(res.body));
    }),
  );
  const payers = starts.flatMap((s, i) => (s.link ? [{ i, link: s.link }] : []));
  const validateStatuses: number[] = [];
  const finish = await withPeakRss(() =>
    runAtConcurrency(payers.length, payers.length || 1, async (k) => {
      const { i, link } = payers[k]!;
      const paid = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'success', method: 'UPI_INTENT' }),
        redirect: 'manual',
      });
      const ref = (paid.headers.get('location') ?? '').split('/paymentValid/')[1] ?? '';
      const res = await call('payment/order/validate', { id: ref }, buyers[i]!.token);
      validateStatuses.push(res.status);
      return res.status === 200;
    }),
  );
  await sandbox.gateway.idle();
  const [openHolds] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockHolds)
    .where(and(eq(stockHolds.productSizeId, onlineTee.sizeIds.M), eq(stockHolds.state, 'held')));
  const onlineResult = {
    paymentsStarted: payers.length,
    placed: await placedFor(onlineTee.id),
    stockLeft: await stockOf(onlineTee.sizeIds.M),
    soldOutAnswers: onlineSoldOut,
    startStatuses: statuses(starts.map((s) => s.status)),
    validateStatuses: statuses(validateStatuses),
    holdsStillHeld: openHolds?.count ?? 0,
    peakRssMb: start.peaks.map((p, i) => Math.max(p, finish.peaks[i]!)),
  };

  const rows: Record<string, Summary> = {
    'GET /healthz via nginx (ceiling)': ceiling,
    'payment/confirm (COD, all at once)': cod.result,
    'payment/order (start online, all at once)': start.result,
    'pay page + payment/order/validate': finish.result,
  };
  printTable(rows);
  const verdict = (r: { placed: number; stockLeft?: number; soldOutAnswers: number }) =>
    r.placed === UNITS && r.stockLeft === 0 && r.soldOutAnswers === BUYERS - UNITS ? 'ok' : 'WRONG';
  console.log(`Idle RSS per instance (MB): ${idleRss.join(', ')}`);
  console.log(`COD: ${verdict(codResult)}`, codResult);
  console.log(`Online: ${verdict(onlineResult)}`, onlineResult);
  console.log(
    `${BUYERS} buyers, ${UNITS} units; 2 instances behind nginx; ${os.cpus().length} cores; ${new Date().toISOString()}`,
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/drop.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        buyers: BUYERS,
        units: UNITS,
        idleRssMb: idleRss,
        rows,
        cod: { verdict: verdict(codResult), ...codResult },
        online: { verdict: verdict(onlineResult), ...onlineResult },
      },
      null,
      2,
    ),
  );
  process.exitCode = verdict(codResult) === 'ok' && verdict(onlineResult) === 'ok' ? 0 : 1;
} finally {
  await cleanup();
  await rm(dir, { recursive: true, force: true });
}
