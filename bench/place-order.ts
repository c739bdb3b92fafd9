/**
 * Time per placed order (cash on delivery, pickup): ORDERS buyers, each with one line in the
 * cart, place their orders through real HTTP at CONCURRENCY, against the embedded database or
 * PostgreSQL (BENCH_DATABASE_URL). The ceiling, measured in the same run on the same server, is
 * `/healthz` (no database) at the same concurrency.
 * Run: npm run bench:place-order   (results in bench/results/place-order.json)
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { insertProduct, insertUser } from '../src/server/test/db-fixtures.ts';
import { listenInProcess } from './lib/in-process-shop.ts';
import { printTable, runAtConcurrency } from './lib/measure.ts';

const ORDERS = Number(process.env.ORDERS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-orders-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({ databaseUrl, dataDir });
await runMigrations(database);
const db = database.db;
const { app, base } = await listenInProcess(db, { DATA_DIR: dataDir });

const post = (url: string, body: unknown, token?: string) =>
  fetch(`${base}/api/v1/${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

console.log(`Preparing ${ORDERS} buyers on ${database.kind}…`);
const tee = await insertProduct(db, { name: 'Bench Tee' }, { M: ORDERS * 2 });
const passwordHash = await hashPassword('bench password');
const tokens: string[] = [];
for (let i = 0; i < ORDERS; i++) {
  const user = await insertUser(db, { passwordHash });
  const login = (await (
    await post('auth/login', { email: user.email, password: 'bench password' })
  ).json()) as {
    accessToken: string;
  };
  tokens.push(login.accessToken);
  await post('products/addToCart', { productId: tee.id, selectedSize: 'M' }, login.accessToken);
}

const ceiling = await runAtConcurrency(
  ORDERS,
  CONCURRENCY,
  async () => (await fetch(`${base}/healthz`)).ok,
);
const orders = await runAtConcurrency(ORDERS, CONCURRENCY, async (i) => {
  const res = await post('payment/confirm', { deliveryMethod: 'pickup' }, tokens[i]);
  return res.status === 200;
});

const rows = { 'GET /healthz (ceiling)': ceiling, 'payment/confirm (COD order)': orders };
printTable(rows);
console.log(`Engine: ${database.kind}; ${os.cpus().length} cores; ${new Date().toISOString()}`);
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/place-order.json',
  JSON.stringify({ date: new Date().toISOString(), engine: database.kind, rows }, null, 2),
);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
