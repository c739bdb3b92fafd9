/**
 * Round trips to PostgreSQL per call on a drop's hot paths: every query the `pg` driver sends
 * (begin, locks and commit included) is counted while one call runs, in one process with the
 * real app. Run: BENCH_DATABASE_URL=<a PostgreSQL login that may CREATE DATABASE>
 * npx tsx bench/round-trips.ts   (prints a table; no results file)
 */
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { istDay } from '../src/shared/rules/admin.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { insertProduct, insertUser } from '../src/server/test/db-fixtures.ts';
import { productPath } from '../src/shared/rules/slug.ts';
import { listenInProcess } from './lib/in-process-shop.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl)
  throw new Error('Set BENCH_DATABASE_URL (scripts/pg-test-cluster.sh start prints one)');

// Every statement the driver sends, counted (pool checkouts send theirs through Client#query).
let counting = false;
let sent: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (counting) {
    const q = args[0] as string | { text?: string; name?: string };
    sent.push(typeof q === 'string' ? q : (q.text ?? q.name ?? '?'));
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const name = `round_trips_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' });
try {
  await runMigrations(database);
  const db = database.db;
  const passwordHash = await hashPassword('round trips');
  const adminUser = await insertUser(db, { email: 'rt-admin@campus.example', passwordHash });
  const students = await Promise.all([1, 2, 3].map(() => insertUser(db, { passwordHash })));
  const { app, base } = await listenInProcess(
    db,
    {
      ADMIN_EMAILS: adminUser.email,
      JWT_SECRET: randomUUID() + randomUUID(),
      // The longest the catalogue (and a drop's read) may be kept: the calls measured twice fit in it.
      CATALOG_CACHE_CHECK_MS: '1000',
    },
    undefined,
    { webDir: 'dist/web' },
  );
  const call = async (path: string, body: unknown, token?: string, method = 'POST') => {
    const res = await fetch(`${base}${path.startsWith('/') ? path : `/api/v1/${path}`}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
  };
  const login = async (email: string) =>
    String((await call('auth/login', { email, password: 'round trips' })).json().accessToken);
  const adminToken = await login(adminUser.email);
  const tokens = await Promise.all(students.map((s) => login(s.email)));
  const stock = await insertProduct(db, { name: 'Stock Tee' }, { S: 50, M: 50 });
  const tee = await insertProduct(db, { name: 'Drop Tee', details: 'Drop tee' }, { S: 0, M: 0 });
  const opensAt = Math.ceil((Date.now() + 3000) / 1000) * 1000;
  const created = await call(
    'admin/drops/create',
    {
      name: 'Round Trip Drop',
      opensAt: epochToIstLocal(opensAt),
      closesAt: epochToIstLocal(opensAt + 86_400_000),
      perStudentLimit: 2,
      readyBy: istDay(opensAt + 10 * 86_400_000),
      cashAllowed: true,
      capKind: 'total',
      products: [{ productId: tee.id, cap: 100 }],
    },
    adminToken,
  );
  const dropId = Number((created.json().drop as { id: number }).id);
  await new Promise((r) => setTimeout(r, opensAt - Date.now() + 50));

  // `mails`: the outbox's tries of the call's mails (sent by the call, or after its answer).
  const rows: Record<string, { status: number; roundTrips: number; mails: number }> = {};
  const measure = async (label: string, run: () => Promise<{ status: number }>) => {
    await new Promise((r) => setTimeout(r, 5)); // background work of the call before
    sent = [];
    counting = true;
    const { status } = await run();
    if (label.includes('confirm')) await new Promise((r) => setTimeout(r, 100)); // its mails
    counting = false;
    const mails = sent.filter((q) => q.startsWith('update "mail_outbox"')).length;
    rows[label] = { status, roundTrips: sent.length - mails, mails };
    if (process.env.SHOW_SQL) console.log(label, sent);
  };
  const page = productPath({ product_id: tee.id, details: 'Drop tee' });
  const [a, b, c] = tokens as [string, string, string];
  const reads: [string, string][] = [
    ['product page', page],
    ['drops/product (visitor)', `/api/v1/drops/product/${tee.id}`],
    ['get-product-details', `/api/v1/products/get-product-details/${tee.id}`],
  ];
  for (const [label, path] of reads) {
    // The second read follows at once: within CATALOG_CACHE_CHECK_MS, as a crowd's reads do.
    await measure(`GET ${label} (first)`, () => call(path, undefined, undefined, 'GET'));
    await measure(`GET ${label} (again)`, () => call(path, undefined, undefined, 'GET'));
  }
  await measure('GET drops/product (signed in)', () =>
    call(`drops/product/${tee.id}`, undefined, a, 'GET'),
  );
  await measure('addToCart (stock)', () =>
    call('products/addToCart', { productId: stock.id, selectedSize: 'M' }, b),
  );
  let lineId = 0;
  await measure('getProductsInCart', async () => {
    const res = await call('products/getProductsInCart', {}, b);
    lineId = Number((res.json().products as { orderItem_id: number }[])[0]?.orderItem_id);
    return res;
  });
  await measure('changeQuantityInCart', () =>
    call('products/changeQuantityInCart', { orderItem_id: lineId, updatedQuantity: 2 }, b),
  );
  // The load bench's addToCart mostly meets a full line (5 of a size): the refusal's path.
  await call('products/changeQuantityInCart', { orderItem_id: lineId, updatedQuantity: 5 }, b);
  await measure('addToCart (stock, line full)', () =>
    call('products/addToCart', { productId: stock.id, selectedSize: 'M' }, b),
  );
  await measure('addToCart (stock, second size)', () =>
    call('products/addToCart', { productId: stock.id, selectedSize: 'S' }, b),
  );
  const sLine = Number(
    (
      (await call('products/getProductsInCart', {}, b)).json().products as {
        orderItem_id: number;
      }[]
    )[0]?.orderItem_id,
  );
  await measure('removeFromCart', () =>
    call('products/removeFromCart', { orderItem_id: sLine, productId: stock.id }, b),
  );
  await measure('payment/confirm (stock, cash)', () =>
    call('payment/confirm', { deliveryMethod: 'pickup' }, b),
  );
  await measure('addToCart (pre-order)', () =>
    call('products/addToCart', { productId: tee.id, selectedSize: 'M', dropId }, a),
  );
  const preLine = Number(
    (
      (await call('products/getProductsInCart', {}, a)).json().products as {
        orderItem_id: number;
      }[]
    )[0]?.orderItem_id,
  );
  await measure('changeQuantityInCart (pre-order)', () =>
    call('products/changeQuantityInCart', { orderItem_id: preLine, updatedQuantity: 2 }, a),
  );
  await call('products/changeQuantityInCart', { orderItem_id: preLine, updatedQuantity: 1 }, a);
  await call(`products/get-product-details/${tee.id}`, undefined, undefined, 'GET');
  await measure('payment/confirm (pre-order, cash)', () =>
    call('payment/confirm', { deliveryMethod: 'pickup' }, a),
  );
  await measure('GET get-product-details (after a pre-order)', () =>
    call(`products/get-product-details/${tee.id}`, undefined, undefined, 'GET'),
  );
  await call('products/addToCart', { productId: tee.id, selectedSize: 'S', dropId }, c);
  await db.execute(`update drop_stock set taken = cap where drop_id = ${dropId}`);
  await measure('payment/confirm (pre-order, sold out)', () =>
    call('payment/confirm', { deliveryMethod: 'pickup' }, c),
  );
  await new Promise((r) => setTimeout(r, 500));
  console.table(rows);
  await app.close();
  await new Promise((r) => setTimeout(r, 200));
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
