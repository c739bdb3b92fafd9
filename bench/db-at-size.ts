/**
 * The shop's everyday reads on a small shop and on a shop grown to 5,000 products, 20,000
 * students and 50,000 orders (bench/seed-at-size.ts): the catalogue list, product details, the
 * cart, the wishlist, My Orders, an order's detail and the admin's order list. Both shops run
 * at once in this process, each with its own database and server, and their calls alternate, so
 * the machine's noise falls on both alike. Both start from the same small shop and the measured
 * student keeps the same cart, wishlist and orders in the big one, so the ratio large / small is
 * the cost of the data around them (target: at most 2x). The catalogue list is read as the shop
 * reads it (its first page of SHOP_PAGE_SIZE, for /shop and Home) and whole (no query, as
 * existing clients ask for it), each as it is usually served (from the server's catalogue cache)
 * and just after a sale (stock changed, so the cache refreshes the stock of the products sold).
 * For each call it lists the queries it makes (count and shape, Saleor-style) and explains them
 * at size, naming the sequential scans; a reconciliation round of online payments is listed too.
 * Run: npm run bench:at-size   (results in bench/results/db-at-size-{engine}.json)
 * With BENCH_DATABASE_URL (a PostgreSQL login that may CREATE DATABASE), it measures PostgreSQL
 * in two databases it creates and drops; without it, two embedded databases.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { randomSecrets } from '../src/server/lib/secrets.ts';
import { startSession } from '../src/server/features/auth/session.service.ts';
import { reconcilePayments } from '../src/server/features/orders/payments/payments.jobs.ts';
import { insertUser } from '../src/server/test/db-fixtures.ts';
import { SHOP_PAGE_SIZE } from '../src/shared/rules/catalog-pages.ts';
import { listenInProcess } from './lib/in-process-shop.ts';
import { runAtConcurrency, summarise, type Summary } from './lib/measure.ts';
import {
  createQueryLog,
  explain,
  shapeCounts,
  type Explained,
  type LoggedQuery,
  type QueryLog,
} from './lib/query-log.ts';
import {
  growShop,
  SHOP_AT_SIZE,
  SMALL_SHOP,
  STUDENT_EMAIL_PATTERN,
  type ShopSize,
} from './seed-at-size.ts';

const RUNS = Number(process.env.RUNS ?? 30);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const CONCURRENT_REQUESTS = Number(process.env.CONCURRENT_REQUESTS ?? 50);
/** Fewer runs for a call slower than this budget allows (the catalogue list at size). */
const BUDGET_MS = Number(process.env.BUDGET_MS ?? 20_000);
/** SCALE=0.1 grows the big shop to a tenth of the size (a quick try). */
const SCALE = Number(process.env.SCALE ?? 1);
const AT_SIZE: ShopSize = {
  products: Math.round(SHOP_AT_SIZE.products * SCALE),
  students: Math.round(SHOP_AT_SIZE.students * SCALE),
  orders: Math.round(SHOP_AT_SIZE.orders * SCALE),
};
const ADMIN = 'bench-admin@campus.example';
const adminUrl = process.env.BENCH_DATABASE_URL;
const secrets = randomSecrets();

interface Shop {
  name: 'small' | 'large';
  database: Database;
  queryLog: QueryLog;
  base: string;
  close(): Promise<void>;
  reconcile(): Promise<unknown>;
  /** Tokens and ids of what is measured (the same student in both shops). */
  buyer: { email: string; token: string };
  adminToken: string;
  productId: number;
  orderItemId: number;
}

/** A fresh database and a shop server on it. */
async function openShop(name: Shop['name'], sizes: ShopSize[]): Promise<Shop> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-at-size-${name}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as unknown;
  if (adminUrl) {
    const dbName = `shop_at_size_${process.pid}_${name}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${dbName}`);
      await again.end();
    };
  }
  const queryLog = createQueryLog();
  const database = await openDatabase({ databaseUrl, dataDir, queryLogger: queryLog.logger });
  await runMigrations(database);
  const db = database.db;
  const { app, deps, base } = await listenInProcess(
    db,
    { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, HIDDEN_ORDER_EMAILS: 'staff@campus.example' },
    secrets,
  );

  const admin = await insertUser(db, { email: ADMIN, role: 'admin' });
  for (const size of sizes) {
    console.log(`${name} shop on ${database.kind}: growing to ${JSON.stringify(size)}`);
    console.table(await growShop(db, size, database.kind));
  }
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
  // The small shop's student with the most in their cart, wishlist and orders.
  const buyer = await one<{ id: number; email: string }>(sql`
    select u.id, u.email from users u where u.email like ${STUDENT_EMAIL_PATTERN}
    order by (select count(*) from cart_lines c where c.user_id = u.id) desc,
      (select count(*) from wishlist_items w where w.user_id = u.id) desc,
      (select count(*) from orders o where o.user_id = u.id) desc, u.id
    limit 1`);
  const product = await one<{ id: number }>(
    sql`select id from products where active order by id limit 1`,
  );
  const item = await one<{ id: number }>(sql`
    select i.id from order_items i join orders o on o.id = i.order_id
    where o.user_id = ${buyer.id} order by i.id limit 1`);
  return {
    name,
    database,
    queryLog,
    base,
    buyer: {
      email: buyer.email,
      token: await startSession(deps, { id: buyer.id, email: buyer.email, role: 'customer' }),
    },
    adminToken: await startSession(deps, { id: admin.id, email: ADMIN, role: 'admin' }),
    productId: product.id,
    orderItemId: item.id,
    reconcile: () => reconcilePayments(deps),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  token?: string;
}

interface Measure {
  call(shop: Shop): Call;
  /** Done before each timed call, untimed (and once before the concurrent run). */
  before?(shop: Shop): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A sale changes stock, which makes the catalogue cache read the catalogue again; the pause
 * outlasts the cache's version check interval (CATALOG_CACHE_CHECK_MS, 500 ms by default).
 */
async function aSale(shop: Shop) {
  await shop.database.db.execute(sql`update product_sizes set quantity = quantity
    where id = (select min(id) from product_sizes where product_id = ${shop.productId})`);
  await pause(600);
}

/** The catalogue call /shop and Home make (the first page; Show more adds a cursor). */
const SHOP_PAGE = `/api/v1/products/get-product?limit=${SHOP_PAGE_SIZE}`;

/**
 * Searches as students type them (words of the demo catalogue, some misspelt), each call a new
 * one: a price floor below every price varies, so no call finds the answer of an earlier one
 * kept (the catalogue keeps the last 64 per list) and each does the whole search.
 */
const SEARCH_WORDS = [
  'hoodie',
  'hodie',
  'black',
  'blak',
  'robotics club',
  'robtics',
  'navy',
  'oversized tee',
  'chai',
  'midnight blue',
  'campus crest',
  'grey',
  'dance',
  'astronomy',
  'tee',
];
let searches = 0;
const aSearch = () => {
  const n = searches++;
  const q = encodeURIComponent(SEARCH_WORDS[n % SEARCH_WORDS.length]!);
  return `/api/v1/products/get-product?q=${q}&minPrice=${n % 97}&limit=${SHOP_PAGE_SIZE}`;
};
const CATEGORY_SIZES = [
  ['tees', 'M'],
  ['hoodies', 'L'],
  ['oversized', 'S'],
  ['club', 'XL'],
] as const;
const aFilter = () => {
  const n = searches++;
  const [category, size] = CATEGORY_SIZES[n % CATEGORY_SIZES.length]!;
  return `/api/v1/products/get-product?category=${category}&size=${size}&maxPrice=${900 + (n % 97)}&sort=price-asc&limit=${SHOP_PAGE_SIZE}`;
};

const measures: Record<string, Measure> = {
  'GET /healthz (no database)': { call: () => ({ method: 'GET', url: '/healthz' }) },
  "catalogue page (the shop's first page)": {
    call: () => ({ method: 'GET', url: SHOP_PAGE }),
  },
  'catalogue page, just after a sale': {
    call: () => ({ method: 'GET', url: SHOP_PAGE }),
    before: aSale,
  },
  'catalogue search, first page (a new search each call)': {
    call: () => ({ method: 'GET', url: aSearch() }),
  },
  'catalogue search, just after a sale': {
    call: () => ({ method: 'GET', url: aSearch() }),
    before: aSale,
  },
  'catalogue filters and price sort, first page (new each call)': {
    call: () => ({ method: 'GET', url: aFilter() }),
  },
  'catalogue search, the same again (answer kept)': {
    call: () => ({
      method: 'GET',
      url: `/api/v1/products/get-product?q=hoodie&limit=${SHOP_PAGE_SIZE}`,
    }),
  },
  'catalogue list, whole (no paging)': {
    call: () => ({ method: 'GET', url: '/api/v1/products/get-product' }),
  },
  'catalogue list, whole, just after a sale': {
    call: () => ({ method: 'GET', url: '/api/v1/products/get-product' }),
    before: aSale,
  },
  'product details': {
    call: (s) => ({ method: 'GET', url: `/api/v1/products/get-product-details/${s.productId}` }),
  },
  'product details, just after a sale': {
    call: (s) => ({ method: 'GET', url: `/api/v1/products/get-product-details/${s.productId}` }),
    before: aSale,
  },
  'cart (getProductsInCart)': {
    call: (s) => ({
      method: 'POST',
      url: '/api/v1/products/getProductsInCart',
      body: { email: s.buyer.email },
      token: s.buyer.token,
    }),
  },
  wishlist: {
    call: (s) => ({
      method: 'POST',
      url: '/api/v1/products/get-wishlisted-products',
      body: { email: s.buyer.email },
      token: s.buyer.token,
    }),
  },
  'My Orders (products/orders)': {
    call: (s) => ({
      method: 'POST',
      url: '/api/v1/products/orders',
      body: { email: s.buyer.email },
      token: s.buyer.token,
    }),
  },
  'order detail': {
    call: (s) => ({
      method: 'POST',
      url: `/api/v1/products/get-individual-order/${s.orderItemId}`,
      body: {},
      token: s.buyer.token,
    }),
  },
  'admin orders, page 1': {
    call: (s) => ({
      method: 'POST',
      url: '/api/v1/products/allOrders',
      body: { page: 1 },
      token: s.adminToken,
    }),
  },
  'admin orders, not delivered, oldest': {
    call: (s) => ({
      method: 'POST',
      url: '/api/v1/products/allOrders',
      body: { page: 1, deliveryStatus: 'notDelivered', sort: 'oldest' },
      token: s.adminToken,
    }),
  },
};

/** Sends a call; its time in ms, whether it answered 200, and the reply's size. */
async function send(shop: Shop, call: Call) {
  const t0 = performance.now();
  const res = await fetch(`${shop.base}${call.url}`, {
    method: call.method,
    headers: {
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - t0, ok: res.status === 200, bytes };
}

interface Measured {
  sequential: Summary;
  concurrent: Summary;
  replyBytes: number;
  queries: LoggedQuery[];
}

/**
 * One call on both shops: the queries of its first (cold) call, then sequential calls
 * alternating between the shops, then CONCURRENCY at once on each.
 */
async function measureCall(name: string, shops: Shop[]): Promise<Record<Shop['name'], Measured>> {
  const { call, before } = measures[name]!;
  const out = {} as Record<Shop['name'], Measured>;
  let slowest = 1;
  for (const shop of shops) {
    await before?.(shop);
    let first = { ms: 0, ok: false, bytes: 0 };
    const queries = await shop.queryLog.record(async () => (first = await send(shop, call(shop))));
    if (!first.ok) throw new Error(`${name} failed on the ${shop.name} shop`);
    for (let i = 0; i < 2; i++) await send(shop, call(shop)); // warm up
    slowest = Math.max(slowest, first.ms);
    out[shop.name] = { replyBytes: first.bytes, queries } as Measured;
  }
  const runs = Math.max(5, Math.min(RUNS, Math.floor(BUDGET_MS / slowest / shops.length)));
  const times = new Map(shops.map((s) => [s.name, [] as number[]]));
  const errors = new Map(shops.map((s) => [s.name, 0]));
  let busy = 0;
  for (let i = 0; i < runs; i++) {
    for (const shop of i % 2 === 0 ? shops : [...shops].reverse()) {
      await before?.(shop);
      const sent = await send(shop, call(shop)).catch(() => ({ ms: 0, ok: false }));
      times.get(shop.name)!.push(sent.ms);
      busy += sent.ms;
      if (!sent.ok) errors.set(shop.name, errors.get(shop.name)! + 1);
    }
  }
  const concurrentRequests = Math.max(
    CONCURRENCY,
    Math.min(CONCURRENT_REQUESTS, Math.floor(BUDGET_MS / slowest)),
  );
  for (const shop of shops) {
    out[shop.name].sequential = summarise(times.get(shop.name)!, {
      concurrency: 1,
      seconds: busy / 1000 / shops.length,
      errors: errors.get(shop.name)!,
    });
    await before?.(shop);
    out[shop.name].concurrent = await runAtConcurrency(
      concurrentRequests,
      CONCURRENCY,
      async () => (await send(shop, call(shop))).ok,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Run

const small = await openShop('small', [SMALL_SHOP]);
const large = await openShop('large', [SMALL_SHOP, AT_SIZE]);
if (small.buyer.email !== large.buyer.email)
  throw new Error('the shops measure different students');
const shops = [small, large];
const results: Record<string, Record<Shop['name'], Measured>> = {};
// CALLS=catalogue,cart measures only the calls whose names contain one of those words.
const wanted = process.env.CALLS?.split(',').map((w) => w.trim().toLowerCase());
const chosen = Object.keys(measures).filter(
  (name) => !wanted || wanted.some((w) => name.toLowerCase().includes(w)),
);
for (const name of chosen) {
  process.stdout.write(`${name}… `);
  results[name] = await measureCall(name, shops);
}
console.log();
const reconcileQueries = {
  small: await small.queryLog.record(small.reconcile),
  large: await large.queryLog.record(large.reconcile),
};

// ---------------------------------------------------------------------------------------------
// Report

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10) / 10 : 0);
const pair = (a: number, b: number) => `${a} / ${b}`;
console.log(
  `\nms, p50 / p95: sequential (both shops alternating, up to ${RUNS} calls each) and ${CONCURRENCY} at once (up to ${CONCURRENT_REQUESTS} calls)`,
);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([name, { small: s, large: l }]) => [
      name,
      {
        queries: pair(s.queries.length, l.queries.length),
        small: pair(s.sequential.p50Ms, s.sequential.p95Ms),
        large: pair(l.sequential.p50Ms, l.sequential.p95Ms),
        'x p50': ratio(l.sequential.p50Ms, s.sequential.p50Ms),
        'x p95': ratio(l.sequential.p95Ms, s.sequential.p95Ms),
        'small conc.': pair(s.concurrent.p50Ms, s.concurrent.p95Ms),
        'large conc.': pair(l.concurrent.p50Ms, l.concurrent.p95Ms),
        'x conc. p50': ratio(l.concurrent.p50Ms, s.concurrent.p50Ms),
        KB: pair(Math.round(s.replyBytes / 1024), Math.round(l.replyBytes / 1024)),
        errors:
          s.sequential.errors + s.concurrent.errors + l.sequential.errors + l.concurrent.errors,
      },
    ]),
  ),
);

console.log('\nQueries per call at size (Nx: a shape ran N times in one call, a hint of N+1):');
const listed: Record<string, LoggedQuery[]> = {
  ...Object.fromEntries(Object.entries(results).map(([n, r]) => [n, r.large.queries])),
  'payments reconciliation round': reconcileQueries.large,
};
for (const [name, queries] of Object.entries(listed)) {
  console.log(`\n${name}: ${queries.length} queries`);
  for (const { shape, times } of shapeCounts(queries)) {
    const short = shape.length > 220 ? `${shape.slice(0, 217)}…` : shape;
    console.log(`  ${times > 1 ? `${times}x ` : ''}${short}`);
  }
}

console.log('\nEXPLAIN (ANALYZE, BUFFERS) at size: sequential scans of tables over 1,000 rows');
// Counted, not taken from pg_class: PGlite never analyses, so its estimates stay empty.
const tableRows = new Map<string, number>();
const rowsIn = async (table: string) => {
  if (!tableRows.has(table)) {
    const [row] = rowsOf<{ n: number }>(
      await large.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    );
    tableRows.set(table, Number(row?.n ?? 0));
  }
  return tableRows.get(table)!;
};
const explained: Record<string, Explained[]> = {};
for (const [name, queries] of Object.entries(listed)) {
  const seen = new Set<string>();
  explained[name] = [];
  for (const query of queries) {
    if (seen.has(query.sql)) continue;
    seen.add(query.sql);
    const result = await explain(large.database.db, query).catch((error: Error) => {
      console.log(`  ${name}: could not explain (${error.message}): ${query.sql.slice(0, 100)}`);
      return undefined;
    });
    if (!result) continue;
    explained[name].push(result);
    for (const scan of result.seqScans) {
      const rows = await rowsIn(scan.table);
      if (rows <= 1000) continue;
      console.log(
        `  ${name}: Seq Scan on ${scan.table} (${rows} rows, read ${scan.rowsRead} x${scan.loops}), ${result.ms} ms: ${result.shape.slice(0, 140)}`,
      );
    }
  }
}
const engine = large.database.kind;
console.log(`\nEngine: ${engine}; ${os.cpus().length} cores; ${new Date().toISOString()}`);

await mkdir('bench/results', { recursive: true });
const forJson = (m: Measured) => ({
  ...m,
  queryCount: m.queries.length,
  queries: shapeCounts(m.queries),
});
await writeFile(
  `bench/results/db-at-size-${engine}.json`,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      engine,
      cores: os.cpus().length,
      sizes: { small: SMALL_SHOP, large: AT_SIZE },
      calls: Object.fromEntries(
        Object.entries(results).map(([n, r]) => [
          n,
          { small: forJson(r.small), large: forJson(r.large) },
        ]),
      ),
      reconcile: {
        small: shapeCounts(reconcileQueries.small),
        large: shapeCounts(reconcileQueries.large),
      },
      explained,
    },
    null,
    2,
  ),
);
for (const shop of shops) await shop.close();
