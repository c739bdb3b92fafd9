/**
 * API load with its ceiling in the same run: for each engine (embedded PGlite, then PostgreSQL),
 * the shop runs in production mode as its own process with the demo catalogue, and autocannon
 * drives CONNECTIONS connections for DURATION seconds per scenario: browsing (catalogue list,
 * product details, the product page and /shop HTML), a signed-in cart (one customer per
 * connection) and checkout (add, quote, cash-on-delivery order). The ceiling is a bare Fastify
 * app answering one point select through the same driver (bench/lib/ceiling-server.ts), measured
 * in the same run; every scenario is reported beside it, with the server's memory (VmRSS) idle
 * and under the browse load.
 * Run: npm run build && npm run bench:api   (results in bench/results/api-load.json)
 * Settings: CONNECTIONS (50), DURATION (10 s), ENGINES (pglite,postgres), BENCH_DATABASE_URL (a
 * PostgreSQL server to create the bench database on; otherwise a private cluster is started,
 * reached over its Unix socket as the deploy reaches PostgreSQL; BENCH_PG_TCP=1: loopback TCP),
 * BENCH_PORT (4460: shop; +1 ceiling, +2 SMTP sink; the private cluster on BENCH_PG_PORT, 55460),
 * SCENARIOS (comma-separated: a group such as `cart`, or part of a scenario's name),
 * BENCH_CPU_PROF (a folder: profile the shop with `node --cpu-prof`, written when it stops),
 * SHOP_NODE_FLAGS (more node flags for the shop, e.g. `--max-semi-space-size=4`). The shop runs
 * the server bundle as production does (bench/lib/processes.ts: shopNodeArgs).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Product } from '../src/shared/contract/catalog.ts';
import { productPath } from '../src/shared/rules/slug.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { productSizes } from '../src/server/db/schema/index.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { insertUser } from '../src/server/test/db-fixtures.ts';
import type { Summary } from './lib/measure.ts';
import { cpuMs, shopNodeArgs } from './lib/processes.ts';
import { SERVER_ENV } from '../scripts/server-build.mjs';
import { SELLER_ENV } from '../src/server/test/seller-env.ts';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const ENGINES = (process.env.ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4460);
// BENCH_PG_PORT: the private cluster's port, for benches run side by side on one machine.
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55460);
const ONLY = process.env.SCENARIOS?.split(',').map((s) => s.trim());
const CPU_PROF = process.env.BENCH_CPU_PROF;
const SHOP_PORT = BASE_PORT;
const CEILING_PORT = BASE_PORT + 1;
const SMTP_PORT = BASE_PORT + 2;
const PASSWORD = 'bench password';
// A browser's request headers: replies over 1 kB are compressed, as for a phone.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const JSON_BODY = { ...BROWSER, 'content-type': 'application/json' };

if (!existsSync('dist/web/index.html')) {
  console.error('dist/web is missing: run `npm run build` first (the page scenarios need it).');
  process.exit(1);
}

// ---------------------------------------------------------------- processes

interface Child {
  pid: number;
  stop(): Promise<void>;
}

const started: Child[] = [];

async function waitUntil(check: () => Promise<boolean>, what: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready within 3 minutes`);
}

/** A node process with `nodeArgs` (what to run, and how), output into `logFile`. */
async function startNode(
  what: string,
  nodeArgs: string[],
  env: Record<string, string>,
  readyUrl: string,
  logFile: string,
): Promise<Child> {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  const handle: Child = {
    pid: child.pid!,
    stop: async () => {
      started.splice(started.indexOf(handle), 1);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  started.push(handle);
  try {
    await waitUntil(async () => (await fetch(readyUrl)).ok, what, child);
  } catch (error) {
    await handle.stop();
    const log = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n${log.split('\n').slice(-30).join('\n')}`);
  }
  return handle;
}

/** Resident memory in MB (VmRSS). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024);
}

/** A process and its children (PostgreSQL: the postmaster and its backends). */
async function withChildren(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return [pid, ...children.split(' ').filter(Boolean).map(Number)];
}

/**
 * CPU used by the shop and by the database between start and `stop()`, per request: the
 * machine is shared, so latency swings with what else runs, while the CPU a call costs moves far
 * less. The database is counted when the bench started its own cluster (backends that end
 * during the scenario are missed; the shop's pooled ones live through it).
 */
async function sampleCpu(shopPid: number, dbPid: number | undefined) {
  const dbPids = dbPid ? await withChildren(dbPid) : [];
  const sum = async (pids: number[]) =>
    (await Promise.all(pids.map(cpuMs))).reduce((a, b) => a + b, 0);
  const shop0 = await cpuMs(shopPid);
  const db0 = await sum(dbPids);
  return {
    stop: async (requests: number) => {
      const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(1, requests));
      const shop = perRequest((await cpuMs(shopPid)) - shop0);
      // Backends started during the scenario count from zero.
      const db = dbPid ? perRequest((await sum(await withChildren(dbPid))) - db0) : undefined;
      return { shopCpuUsPerRequest: shop, dbCpuUsPerRequest: db };
    },
  };
}

/** Samples a process's VmRSS every 250 ms until `stop()`, which answers the highest seen. */
function sampleRss(pid: number) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

/** An SMTP server that accepts every mail and throws it away (the shop's order mails). */
async function startSmtpSink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${SMTP_PORT}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------- load

interface Request {
  method?: 'GET' | 'POST';
  /** A fixed path, or one per call (`n` counts this connection's calls). */
  path: string | ((n: number) => string);
  /** A JSON body per call, given the connection's customer. */
  body?: (customer: Customer, n: number) => unknown;
}

interface Customer {
  token: string;
  /** The customer's cart line (cart scenarios). */
  lineId?: number;
}

interface Scenario {
  name: string;
  group: 'ceiling' | 'browse' | 'cart' | 'checkout';
  /** Requests each connection makes in turn, over and over. */
  requests: Request[];
  /** Signed-in scenarios: one customer per connection. */
  customers?: Customer[];
}

export interface Row extends Summary {
  group: Scenario['group'];
  /**
   * Answers the shop gave on purpose with a 4xx (the addition's "only N left" once the stock a
   * scenario adds from runs out): counted apart from `errors`, the 5xx, transport errors and
   * timeouts.
   */
  refused: number;
  /** This scenario's requests per second over the ceiling's, in the same run. */
  ofCeiling?: number;
  /** CPU per request of the shop's process and of the database's (bench's own cluster), µs. */
  shopCpuUsPerRequest?: number;
  dbCpuUsPerRequest?: number | undefined;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function runScenario(base: string, scenario: Scenario): Promise<Row> {
  const latencies: number[] = [];
  let failed = 0;
  let refused = 0;
  const firstFailures: string[] = [];
  let clients = 0;
  // Per customer (by its authorization header; '' for anonymous calls): the calls made so far.
  const byToken = new Map<string, { customer: Customer; n: number }>([
    ['', { customer: { token: '' }, n: 0 }],
  ]);
  const url = new URL(base);
  const requests = scenario.requests.map((r) => ({
    method: r.method ?? (r.body ? 'POST' : 'GET'),
    setupRequest: (req: autocannon.Request) => {
      const auth = (req.headers as Record<string, string> | undefined)?.authorization ?? '';
      const state = byToken.get(auth) ?? byToken.get('')!;
      state.n += 1;
      return {
        ...req,
        path: typeof r.path === 'string' ? r.path : r.path(state.n),
        ...(r.body ? { body: JSON.stringify(r.body(state.customer, state.n)) } : {}),
      };
    },
  }));
  const result = await autocannon({
    url: url.origin,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: scenario.requests.some((r) => r.body) ? JSON_BODY : BROWSER,
    requests,
    setupClient: (client) => {
      const customers = scenario.customers;
      if (customers) {
        const customer = customers[clients++ % customers.length]!;
        const authorization = `Bearer ${customer.token}`;
        byToken.set(authorization, { customer, n: 0 });
        client.setHeaders({ ...JSON_BODY, authorization });
      }
      // The client emits (status, bytes, duration); the published typings say otherwise.
      const events = client as NodeJS.EventEmitter;
      events.on('response', (status: number, _bytes: number, responseTime: number) => {
        latencies.push(responseTime);
        if (status < 400) return;
        if (status >= 500) failed += 1;
        else refused += 1;
        if (firstFailures.length < 3) firstFailures.push(String(status));
      });
    },
  });
  if (firstFailures.length) console.warn(`  ${scenario.name}: HTTP ${firstFailures.join(', ')}…`);
  latencies.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    group: scenario.group,
    requests: latencies.length,
    concurrency: CONNECTIONS,
    perSecond: Math.round(latencies.length / result.duration),
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
    errors: failed + result.errors + result.timeouts,
    refused,
  };
}

// ---------------------------------------------------------------- one engine

interface EngineResult {
  engine: string;
  rssMb: { idle: number; browsePeak: number; afterLoad: number };
  rows: Record<string, Row>;
}

const api = (base: string) => async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${base}/api/v1/${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

async function benchEngine(
  engine: 'pglite' | 'postgres',
  work: string,
  smtpUrl: string,
  databaseUrl?: string,
  dbPid?: number,
): Promise<EngineResult> {
  const dataDir = path.join(work, engine);
  await mkdir(dataDir, { recursive: true });
  const logFile = path.join(work, `${engine}-server.log`);
  const base = `http://127.0.0.1:${SHOP_PORT}`;
  const shopEnv: Record<string, string> = {
    NODE_ENV: 'production',
    ...SELLER_ENV,
    PORT: String(SHOP_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtpUrl,
    PAYMENT_PROVIDER: 'none',
    PAYMENT_RECONCILE_SECONDS: '0',
    ALLOW_EMBEDDED_DB: 'true',
    // Production leaves an empty database empty; the scenarios browse and buy the demo shop.
    SEED_DEMO: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const startShop = () =>
    startNode(
      `shop (${engine})`,
      [
        ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF, engine)}`] : []),
        ...shopNodeArgs(),
      ],
      { ...SERVER_ENV, ...shopEnv },
      `${base}/readyz`,
      logFile,
    );

  // 1. First start: migrations and the demo catalogue, as a new shop does.
  console.log(`\n[${engine}] first start (migrations, demo catalogue)…`);
  let shop = await startShop();
  await shop.stop();

  // 2. Customers and plenty of stock, written while no server holds the database.
  const customersWanted = CONNECTIONS * 2;
  const database = await openDatabase({ databaseUrl, dataDir });
  const passwordHash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < customersWanted; i++) {
    emails.push((await insertUser(database.db, { passwordHash })).email);
  }
  await database.db.update(productSizes).set({ quantity: sql`100000` });
  await database.close();

  // 3. The ceiling, alone on the machine's cores.
  console.log(`[${engine}] ceiling: bare Fastify + ${engine} point select…`);
  const ceilingBase = `http://127.0.0.1:${CEILING_PORT}`;
  const ceiling = await startNode(
    'ceiling server',
    ['--import', 'tsx', 'bench/lib/ceiling-server.ts'],
    {
      PORT: String(CEILING_PORT),
      ...(databaseUrl
        ? { DATABASE_URL: databaseUrl }
        : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
    },
    `${ceilingBase}/point/1`,
    path.join(work, `${engine}-ceiling.log`),
  );
  const rows: Record<string, Row> = {};
  try {
    const cpu = await sampleCpu(ceiling.pid, dbPid);
    const row = await runScenario(ceilingBase, {
      name: 'ceiling',
      group: 'ceiling',
      requests: [{ path: (n) => `/point/${(n % 16) + 1}` }],
    });
    rows['ceiling: point select'] = { ...row, ...(await cpu.stop(row.requests)) };
  } finally {
    await ceiling.stop();
  }

  // 4. The shop, started afresh: idle memory, then the scenarios.
  shop = await startShop();
  try {
    await new Promise((r) => setTimeout(r, 3000));
    const idle = await rssMb(shop.pid);
    const call = api(base);
    const products = (await (
      await fetch(`${base}/api/v1/products/get-product`)
    ).json()) as Product[];
    const ownBrand = products.filter((p) => p.isInstibuzz);
    const combos = ownBrand.flatMap((p) =>
      p.sizeQuantities.map((s) => ({ productId: p.product_id, selectedSize: s.size })),
    );
    const first = combos[0]!;
    const ids = products.map((p) => p.product_id);
    const pages = products.map((p) => productPath(p));

    console.log(`[${engine}] signing in ${customersWanted} customers…`);
    const tokens: string[] = [];
    for (const email of emails) {
      const login = await call('auth/login', { email, password: PASSWORD });
      tokens.push(login.accessToken as string);
    }
    const cartCustomers: Customer[] = [];
    for (const token of tokens.slice(0, CONNECTIONS)) {
      await call('products/addToCart', first, token);
      const cart = await call('products/getProductsInCart', {}, token);
      const line = (cart.products as { orderItem_id: number }[])[0]!;
      cartCustomers.push({ token, lineId: line.orderItem_id });
    }
    const buyers = tokens.slice(CONNECTIONS).map((token) => ({ token }));

    const scenarios: Scenario[] = [
      {
        name: 'GET products/get-product',
        group: 'browse',
        requests: [{ path: '/api/v1/products/get-product' }],
      },
      {
        name: 'GET products/get-product-details/{id}',
        group: 'browse',
        requests: [{ path: (n) => `/api/v1/products/get-product-details/${ids[n % ids.length]}` }],
      },
      {
        name: 'GET /products/{slug}/{id} (HTML)',
        group: 'browse',
        requests: [{ path: (n) => pages[n % pages.length]! }],
      },
      { name: 'GET /shop (HTML)', group: 'browse', requests: [{ path: '/shop' }] },
      {
        name: 'POST products/getProductsInCart',
        group: 'cart',
        customers: cartCustomers,
        requests: [{ path: '/api/v1/products/getProductsInCart', body: () => ({}) }],
      },
      {
        name: 'POST products/changeQuantityInCart',
        group: 'cart',
        customers: cartCustomers,
        requests: [
          {
            path: '/api/v1/products/changeQuantityInCart',
            body: (c, n) => ({ orderItem_id: c.lineId, updatedQuantity: (n % 2) + 1 }),
          },
        ],
      },
      {
        name: 'POST products/addToCart',
        group: 'cart',
        customers: cartCustomers,
        requests: [
          { path: '/api/v1/products/addToCart', body: (_c, n) => combos[n % combos.length] },
        ],
      },
      {
        name: 'checkout: addToCart, quote, COD order',
        group: 'checkout',
        customers: buyers,
        requests: [
          { path: '/api/v1/products/addToCart', body: () => first },
          { path: '/api/v1/payment/quote', body: () => ({ deliveryMethod: 'pickup' }) },
          { path: '/api/v1/payment/confirm', body: () => ({ deliveryMethod: 'pickup' }) },
        ],
      },
    ];

    let browsePeak = 0;
    for (const scenario of scenarios) {
      // A group by its name (`cart`: no scenario name holds it in lower case), or part of a name.
      if (ONLY && !ONLY.some((o) => o === scenario.group || scenario.name.includes(o))) continue;
      console.log(`[${engine}] ${scenario.name}…`);
      const rss = sampleRss(shop.pid);
      const cpu = await sampleCpu(shop.pid, dbPid);
      const row = await runScenario(base, scenario);
      rows[scenario.name] = { ...row, ...(await cpu.stop(row.requests)) };
      const peak = await rss.stop();
      if (scenario.group === 'browse') browsePeak = Math.max(browsePeak, peak);
    }
    const afterLoad = await rssMb(shop.pid);
    const ceilingRate = rows['ceiling: point select']!.perSecond;
    for (const row of Object.values(rows)) {
      row.ofCeiling = Math.round((row.perSecond / ceilingRate) * 100) / 100;
    }
    return { engine, rssMb: { idle, browsePeak, afterLoad }, rows };
  } finally {
    await shop.stop();
  }
}

// ---------------------------------------------------------------- PostgreSQL

async function postgresDatabase(
  work: string,
): Promise<{ url: string; pid?: number; close(): Promise<void> }> {
  let serverUrl = process.env.BENCH_DATABASE_URL;
  const clusterDir = path.join(work, 'pg');
  if (!serverUrl) {
    serverUrl = execFileSync(
      'bash',
      ['scripts/pg-test-cluster.sh', 'start', clusterDir, String(PG_PORT)],
      { encoding: 'utf8' },
    ).trim();
  }
  const name = `bench_api_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The bench's own cluster is reached over its Unix socket (its folder), as the deploy reaches
  // PostgreSQL (deploy/shop.env.example), by the shop and the ceiling alike; BENCH_PG_TCP=1:
  // over loopback TCP, whose sending call also runs the receiving side in the kernel.
  if (!process.env.BENCH_DATABASE_URL && !process.env.BENCH_PG_TCP) {
    url.hostname = 'localhost';
    url.searchParams.set('host', clusterDir);
  }
  // The postmaster of the bench's own cluster, whose backends' CPU is measured.
  const pidFile = path.join(clusterDir, 'data', 'postmaster.pid');
  const pid = process.env.BENCH_DATABASE_URL
    ? undefined
    : Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return {
    url: url.toString(),
    pid,
    close: async () => {
      await admin(`drop database if exists "${name}" with (force)`);
      if (!process.env.BENCH_DATABASE_URL) {
        execFileSync('bash', ['scripts/pg-test-cluster.sh', 'stop', clusterDir], {
          stdio: 'ignore',
        });
      }
    },
  };
}

// ---------------------------------------------------------------- main

function printTable(result: EngineResult) {
  console.log(
    `\n${result.engine}: server memory ${result.rssMb.idle} MB idle, ` +
      `${result.rssMb.browsePeak} MB at most under the browse load, ${result.rssMb.afterLoad} MB after`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(result.rows).map(([name, r]) => [
        name,
        {
          'req/s': r.perSecond,
          'of ceiling': r.ofCeiling,
          'p50 ms': r.p50Ms,
          'p95 ms': r.p95Ms,
          'p99 ms': r.p99Ms,
          errors: r.errors,
          'refused (4xx)': r.refused,
          'shop CPU µs/req': r.shopCpuUsPerRequest,
          'db CPU µs/req': r.dbCpuUsPerRequest,
        },
      ]),
    ),
  );
}

const work = await mkdtemp(path.join(os.tmpdir(), 'bench-api-'));
await chmod(work, 0o755); // the private cluster runs as the postgres user when we are root
const smtp = await startSmtpSink();
const results: EngineResult[] = [];
let pgDatabase: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
const cleanUp = async () => {
  for (const child of [...started]) await child.stop();
  await pgDatabase?.close().catch((e: unknown) => console.error('PostgreSQL clean-up:', e));
  pgDatabase = undefined;
  await smtp.close();
  await rm(work, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
try {
  for (const engine of ENGINES) {
    if (engine === 'pglite') {
      results.push(await benchEngine('pglite', work, smtp.url));
    } else if (engine === 'postgres') {
      pgDatabase = await postgresDatabase(work);
      results.push(await benchEngine('postgres', work, smtp.url, pgDatabase.url, pgDatabase.pid));
    } else {
      throw new Error(`unknown engine ${engine}`);
    }
    printTable(results.at(-1)!);
  }
} finally {
  await cleanUp();
}
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB`;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per scenario; ${machine}`);
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/api-load.json',
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      results,
    },
    null,
    2,
  ),
);
