/**
 * /allOrders with many orders: seeds ORDERS (50,000) orders with their items straight into the
 * database (one INSERT ... SELECT each), then times the admin's calls over real HTTP: the first
 * page, filters, searches (text, phone, transaction id, order number), a date range, a deep page,
 * the summary strip and the full CSV export.
 * The ceiling, measured in the same run on the same server, is `/healthz` (no database).
 * Run: npm run bench:admin-orders   (results in bench/results/admin-orders-{engine}.json)
 * Set BENCH_DATABASE_URL to measure PostgreSQL instead of the embedded database.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { hashPassword } from '../src/server/features/auth/password.ts';
import { insertProduct, insertUser } from '../src/server/test/db-fixtures.ts';
import { istDay } from '../src/shared/rules/admin.ts';
import { listenInProcess } from './lib/in-process-shop.ts';
import { printTable, runAtConcurrency, type Summary } from './lib/measure.ts';

const ORDERS = Number(process.env.ORDERS ?? 50_000);
const RUNS = Number(process.env.RUNS ?? 30);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 1);
const ADMIN = 'bench-admin@campus.example';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-admin-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
await runMigrations(database);
const db = database.db;
const { app, base } = await listenInProcess(db, {
  DATA_DIR: dataDir,
  ADMIN_EMAILS: ADMIN,
  HIDDEN_ORDER_EMAILS: 'staff@campus.example',
});

console.log(`Seeding ${ORDERS} orders on ${database.kind}…`);
const started = performance.now();
const passwordHash = await hashPassword('bench password');
const buyer = await insertUser(db, { passwordHash });
await insertUser(db, { email: ADMIN, passwordHash, role: 'admin' });
const tee = await insertProduct(db, { name: 'Bench Tee' });
await db.execute(sql`
  insert into orders (user_id, payment_method, delivery_method, hostel_address, address1, city,
    state, pin_code, subtotal_paise, delivery_charge_paise, total_paise, transaction_id,
    customer_name, customer_phone, customer_email, handover_code, status, created_at,
    cash_received_at)
  select ${buyer.id}, case when g % 3 = 0 then 'online' else 'cod' end,
    (array['pickup', 'hostel', 'delivery'])[1 + g % 3],
    case when g % 3 = 1 then 'Hostel ' || (g % 20) else '' end,
    case when g % 3 = 2 then g || ', Lake Road' else '' end,
    case when g % 3 = 2 then 'Chennai' else '' end,
    case when g % 3 = 2 then 'Tamil Nadu' else '' end,
    case when g % 3 = 2 then '600036' else '' end,
    49900 * (1 + g % 2), (array[0, 1900, 9900])[1 + g % 3],
    49900 * (1 + g % 2) + (array[0, 1900, 9900])[1 + g % 3],
    case when g % 3 = 0 then 'T' || lpad(g::text, 9, '0') end,
    (array['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Kavya', 'Rahul', 'Divya'])[1 + g % 8] || ' ' ||
      (array['Verma', 'Kumar', 'Sharma', 'Iyer', 'Nair', 'Reddy', 'Das'])[1 + g % 7] || ' ' || g,
    '9' || lpad(g::text, 9, '0'),
    case when g % 997 = 0 then 'staff@campus.example' else 'customer' || g || '@campus.example' end,
    lpad((g % 10000)::text, 4, '0'),
    case when g % 4 = 0 then 'delivered' else 'placed' end,
    now() - g * interval '7 minutes',
    case when g % 3 <> 0 and g % 4 = 0 then now() - g * interval '7 minutes' + interval '1 hour' end
  from generate_series(1, ${ORDERS}) g`);
await db.execute(sql`
  insert into order_items (order_id, product_id, product_name, product_style, is_instibuzz, size,
    quantity, unit_price_paise, tee_name, insti_name, is_delivered, delivered_at, step)
  select o.id, ${tee.id}, 'Bench Tee', 'regular', o.id % 5 <> 0,
    (array['S', 'M', 'L', 'XL'])[1 + o.id % 4], 1 + o.id % 2, 49900,
    case when o.id % 5 = 0 then 'NAME' else '' end, case when o.id % 5 = 0 then 'IITM' else '' end,
    o.status = 'delivered', case when o.status = 'delivered' then o.created_at + interval '1 day' end,
    case when o.status = 'delivered' then 'delivered' else 'placed' end
  from orders o`);
await db.execute(sql`analyze`);
console.log(`Seeded in ${Math.round(performance.now() - started)} ms`);

const login = (await (
  await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password: 'bench password' }),
  })
).json()) as { accessToken: string };
const post = (url: string, body: unknown) =>
  fetch(`${base}/api/v1/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` },
    body: JSON.stringify(body),
  });
const timed = (url: string, body: unknown, runs = RUNS) =>
  runAtConcurrency(runs, CONCURRENCY, async () => {
    const res = await post(url, body);
    await res.arrayBuffer();
    return res.status === 200;
  });

const weekAgo = istDay(Date.now() - 7 * 86_400_000);
const rows: Record<string, Summary> = {
  'GET /healthz (ceiling)': await runAtConcurrency(RUNS, CONCURRENCY, async () => {
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    return res.ok;
  }),
  'allOrders page 1 (newest)': await timed('products/allOrders', { page: 1 }),
  'not delivered + club, oldest': await timed('products/allOrders', {
    page: 1,
    deliveryStatus: 'notDelivered',
    brand: 'club',
    sort: 'oldest',
  }),
  'search "priya sharma"': await timed('products/allOrders', { page: 1, q: 'priya sharma' }),
  'search phone digits': await timed('products/allOrders', { page: 1, q: '000012' }),
  'search a transaction id': await timed('products/allOrders', { page: 1, q: 'T000012345' }),
  'search an unknown transaction id': await timed('products/allOrders', {
    page: 1,
    q: 'TMWWVRXC70C5D22F0',
  }),
  'search order number "#4242"': await timed('products/allOrders', { page: 1, q: '#4242' }),
  'date range (last 7 days)': await timed('products/allOrders', { page: 1, from: weekAgo }),
  'page 1000 of the list': await timed('products/allOrders', { page: 1000 }),
  'admin/summary': await timed('admin/summary', {}),
  'CSV export, all orders': await timed('admin/orders.csv', {}, 3),
};
printTable(rows);
const csv = await (await post('admin/orders.csv', {})).text();
console.log(`CSV: ${csv.split('\r\n').length - 2} rows, ${(csv.length / 1e6).toFixed(1)} MB`);
console.log(`Engine: ${database.kind}; ${os.cpus().length} cores; ${new Date().toISOString()}`);
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/admin-orders-${database.kind}.json`,
  JSON.stringify(
    { date: new Date().toISOString(), engine: database.kind, orders: ORDERS, rows },
    null,
    2,
  ),
);
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
