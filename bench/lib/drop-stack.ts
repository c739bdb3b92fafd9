/**
 * The parts a drop runs on, for `bench:drop`: one PostgreSQL, Redis for the shared rate limits,
 * a test SMTP server, the sandbox payment gateway over HTTP, two shop instances in production
 * mode behind nginx, and `buyers` signed-in students plus the admin. `stop()` ends them all.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { hashPassword } from '../../src/server/features/auth/password.ts';
import { insertUser } from '../../src/server/test/db-fixtures.ts';
import { startPgCluster, stopPgCluster } from '../../src/server/test/pg-cluster.ts';
import { startTestSmtpServer } from '../../src/server/test/smtp-test-server.ts';
import { SANDBOX_CREDENTIALS } from '../../src/server/adapters/payments/create-gateway.ts';
import { startSandboxServer } from '../../src/server/adapters/payments/sandbox/sandbox-gateway.ts';
import { SELLER_ENV } from '../../src/server/test/seller-env.ts';
import { runAtConcurrency } from './measure.ts';
import { benchPorts, freePort } from '../../scripts/free-port.ts';
import {
  startNginx,
  startRedis,
  startShop,
  startWorker,
  cpuMs,
  type Service,
} from './processes.ts';

const PASSWORD = 'drop bench password';
const ADMIN_EMAIL = 'drop-admin@campus.example';

export interface Buyer {
  email: string;
  token: string;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
}

export interface DropStack {
  db: Db;
  nginx: Service;
  instances: Service[];
  /** The worker process (production's BACKGROUND_JOBS=worker), or undefined with in-process. */
  worker: Service | undefined;
  buyers: Buyer[];
  adminToken: string;
  /** Each instance's peak RSS from its start through the buyers' logins. */
  startPeakRssMb: number[];
  /** The secret both instances sign tokens with (bench/lib/seed-students.ts signs with it too). */
  jwtSecret: string;
  /** The PostgreSQL cluster's folder (its postmaster's pid, for `postgresCpuMs`). */
  pgDataDir: string;
  sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
  /** nginx's error log so far, its lines counted by message (numbers and addresses left out). */
  nginxErrors(): Promise<Record<string, number>>;
  /** POST /api/v1/{url} through nginx, as `token` when given. */
  call(url: string, body: unknown, token?: string): Promise<CallResult>;
  stop(): Promise<void>;
}

/**
 * Starts every part; `env` goes on top of the instances' settings. `profileDir`: the first
 * instance runs with `node --cpu-prof` and writes its profile there when it stops. `pgSettings`:
 * more `-c` options for PostgreSQL (a diagnostic's, as bench/lib/pg-statements.ts).
 */
export async function startDropStack(
  buyerCount: number,
  env: Record<string, string> = {},
  options: { profileDir?: string; pgSettings?: readonly string[] } = {},
): Promise<DropStack> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-drop-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user and must reach its folder inside
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const pgFolder = path.join(dir, 'pg');
    const cluster = await startPgCluster(pgFolder, {
      ports: benchPorts(),
      ...(options.pgSettings ? { settings: options.pgSettings } : {}),
    });
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

    console.log(`Preparing ${buyerCount} buyers on PostgreSQL…`);
    const jwtSecret = randomBytes(32).toString('hex');
    const passwordHash = await hashPassword(PASSWORD);
    const buyers: Buyer[] = [];
    for (let i = 0; i < buyerCount; i++) {
      const user = await insertUser(db, { passwordHash });
      buyers.push({ email: user.email, token: '' });
    }
    await insertUser(db, { email: ADMIN_EMAIL, name: 'Drop Admin', passwordHash });

    // The instances are reached at nginx's address (PUBLIC_URL: pay-page returns, webhooks).
    const publicPort = await freePort();
    const shopEnv: Record<string, string> = {
      NODE_ENV: 'production',
      ...SELLER_ENV,
      // LOG_LEVEL as shipped (info): each request's line is part of what an instance does.
      // The instances reach PostgreSQL over its Unix socket (the cluster's folder), as the
      // deploy does (deploy/shop.env.example); BENCH_PG_TCP=1: over loopback TCP instead.
      DATABASE_URL: process.env.BENCH_PG_TCP
        ? cluster.url
        : `postgres://postgres@localhost/postgres?host=${encodeURIComponent(pgFolder)}&port=${cluster.port}`,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
      // Both instances sign and check the same tokens.
      JWT_SECRET: jwtSecret,
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      DATA_DIR: path.join(dir, 'data'),
      ADMIN_EMAILS: ADMIN_EMAIL,
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_BASE_URL: sandbox.url,
      PHONEPE_CLIENT_ID: SANDBOX_CREDENTIALS.clientId,
      PHONEPE_CLIENT_SECRET: SANDBOX_CREDENTIALS.clientSecret,
      PHONEPE_WEBHOOK_USER: SANDBOX_CREDENTIALS.webhookUser,
      PHONEPE_WEBHOOK_PASSWORD: SANDBOX_CREDENTIALS.webhookPassword,
      ...env,
    };
    const instances: Service[] = [];
    const startPeaks: number[] = [];
    for (const label of ['shop A', 'shop B']) {
      const profile =
        options.profileDir && label === 'shop A'
          ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(options.profileDir)}`]
          : [];
      const shop = await startShop(label, shopEnv, profile);
      started.push(shop);
      instances.push(shop);
      startPeaks.push(shop.startPeakRssMb);
    }
    // Production's default: mail and periodic jobs in a worker process, not in the instances.
    const worker =
      shopEnv.BACKGROUND_JOBS === 'in-process' ? undefined : await startWorker(shopEnv);
    if (worker) started.push(worker);
    const nginx = await startNginx(
      dir,
      instances.map((s) => s.url),
      publicPort,
    );
    started.push(nginx);
    sandbox.gateway.settings.webhookUrl = `${nginx.url}/api/v1/payment/webhook`;

    const call = async (url: string, body: unknown, token?: string): Promise<CallResult> => {
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
    const logIn = async (email: string) =>
      String((await call('auth/login', { email, password: PASSWORD })).body.accessToken ?? '');

    // The logins hash passwords (argon2id, 19 MiB each outside the JS heap): part of the peak.
    const logins = await withPeakRss(instances, () =>
      runAtConcurrency(buyerCount, 10, async (i) => {
        buyers[i]!.token = await logIn(buyers[i]!.email);
        return buyers[i]!.token !== '';
      }),
    );
    const adminToken = await logIn(ADMIN_EMAIL);
    const startPeakRssMb = startPeaks.map((p, i) => Math.max(p, logins.peaks[i]!));
    return {
      db,
      nginx,
      instances,
      buyers,
      adminToken,
      startPeakRssMb,
      jwtSecret,
      pgDataDir: cluster.dataDir,
      nginxErrors: () => nginxErrorsIn(path.join(dir, 'error.log')),
      worker,
      sandbox,
      call,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function nginxErrorsIn(file: string): Promise<Record<string, number>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const counts: Record<string, number> = {};
  for (const line of text.split('\n').filter(Boolean)) {
    // `2026/11/29 17:35:01 [error] 123#123: *4567 connect() failed (111: …) while …, client: …`
    const message = line
      .replace(/^\S+ \S+ /, '')
      .replace(/\d+#\d+: (\*\d+ )?/, '')
      .replace(/, client:.*$/, '')
      .replace(/\d+\.\d+\.\d+\.\d+(:\d+)?/g, '…');
    counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}

/** Answers counted per HTTP status, e.g. `{ 200: 50, 409: 250 }`. */
export const statusCounts = (list: number[]) =>
  Object.fromEntries([...new Set(list)].sort().map((s) => [s, list.filter((x) => x === s).length]));

/** A refusal because the units (or the drop's cap) ran out. */
export const soldOutText = (body: Record<string, unknown>) =>
  /sold out|only \d+ left|out of stock/i.test(String(body.message ?? ''));

/** The ceiling in this run: nginx → an instance → no database, `n` calls all at once. */
/** Each buyer puts one M of `productId` in the cart, ten at a time; how many were added. */
export const fillCarts = (stack: Pick<DropStack, 'call' | 'buyers'>, productId: number) =>
  runAtConcurrency(stack.buyers.length, 10, async (i) => {
    const add = await stack.call(
      'products/addToCart',
      { productId, selectedSize: 'M' },
      stack.buyers[i]!.token,
    );
    return add.status === 200;
  });

export const measureCeiling = (stack: DropStack, n: number) =>
  runAtConcurrency(n, n, async () => (await fetch(`${stack.nginx.url}/healthz`)).ok);

/**
 * Runs `race` with every instance's memory sampled every 100 ms; returns the peak per instance
 * and the CPU each used in the race (ms: robust to a noisy machine where latencies are not).
 */
export async function withPeakRss<T>(instances: Service[], race: () => Promise<T>) {
  const peaks = instances.map(() => 0);
  const cpuBefore = await Promise.all(instances.map((s) => cpuMs(s.pid)));
  const sampler = setInterval(() => {
    instances.forEach(
      (s, i) =>
        void s.rssMb().then((mb) => {
          peaks[i] = Math.max(peaks[i]!, mb);
        }),
    );
  }, 100);
  try {
    const result = await race();
    const cpu = await Promise.all(
      instances.map(async (s, i) => (await cpuMs(s.pid)) - cpuBefore[i]!),
    );
    return { result, peaks, cpuMs: cpu };
  } finally {
    clearInterval(sampler);
  }
}
