import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { admin, createTestDatabase, databaseUrl, testEngines } from '../test/db-harness.ts';
import { findPostgresBinaries } from '../test/pg-cluster.ts';
import { insertProduct } from '../test/db-fixtures.ts';
import {
  logIn,
  newPerson,
  signUp,
  startTestShop,
  type Person,
  type TestShop,
} from '../test/test-shop.ts';
import { signedInAdmin } from '../features/admin/admin.test-kit.ts';
import { addToCart } from '../features/cart/cart.test-kit.ts';
import { openDatabase, wrapPostgres, type Db } from './client.ts';
import { runMigrations } from './migrate.ts';

/**
 * The backups docs/operations.md tells operators to take, restored the way it tells them to:
 * a shop with orders is dumped (or its embedded folder copied while stopped), the copy is opened
 * by a new shop, and the orders are found through the API.
 */
const run = promisify(execFile);

/** pg_dump and pg_restore beside the server binaries the test cluster runs on. */
function clientTool(name: string): string | undefined {
  const bin = findPostgresBinaries();
  const file = bin && path.join(bin, name);
  return file && existsSync(file) ? file : undefined;
}
const pgDump = clientTool('pg_dump');
const pgRestore = clientTool('pg_restore');

interface Shopper {
  person: Person;
  productId: number;
}

/** A student places two cash-on-delivery orders through the API. */
async function placeOrders(shop: TestShop, db: Db): Promise<Shopper> {
  const tee = await insertProduct(db, { name: 'Backup Tee' }, { M: 5, L: 5 });
  const person = await signUp(shop, newPerson('backup'));
  const me = { email: person.email, token: await logIn(shop, person.email, person.password) };
  for (const [size, quantity] of [
    ['M', 2],
    ['L', 1],
  ] as const) {
    await addToCart(shop, me, { productId: tee.id, selectedSize: size, quantity });
    const placed = await shop.call('payment/confirm', { deliveryMethod: 'pickup' }, me);
    expect(placed.statusCode).toBe(200);
  }
  return { person, productId: tee.id };
}

/** What the student's My Orders and the admin's orders list show. */
async function ordersSeen(shop: TestShop, { person }: Shopper) {
  const token = await logIn(shop, person.email, person.password);
  const mine = (await shop.call('products/orders', {}, { token })).json();
  const adminToken = (await signedInAdmin(shop)).token;
  const all = (await shop.call('products/allOrders', { page: 1 }, { token: adminToken })).json();
  return { mine, all };
}

/** The restored shop still takes orders: a new one gets a new id (identity sequences came back). */
async function placesAnotherOrder(shop: TestShop, { person, productId }: Shopper) {
  const me = { email: person.email, token: await logIn(shop, person.email, person.password) };
  await addToCart(shop, me, { productId, selectedSize: 'M', quantity: 1 });
  const placed = await shop.call('payment/confirm', { deliveryMethod: 'pickup' }, me);
  expect(placed.statusCode).toBe(200);
  return (placed.json() as { order_id: number }).order_id;
}

function expectTheOrders(seen: Awaited<ReturnType<typeof ordersSeen>>, email: string) {
  expect(seen.mine.products).toHaveLength(2);
  expect(seen.mine.products.map((o: { productsOrdered: unknown[] }) => o.productsOrdered)).toEqual([
    [expect.objectContaining({ size: 'L', quantity: 1, price: 499 })],
    [expect.objectContaining({ size: 'M', quantity: 2, price: 499 })],
  ]);
  expect(seen.all.total).toBe(2);
  expect(seen.all.products.map((o: { user: { email: string } }) => o.user.email)).toEqual([
    email,
    email,
  ]);
}

describe('backups', () => {
  it.runIf(testEngines().includes('postgres') && pgDump && pgRestore)(
    'PostgreSQL: pg_dump of a running shop, restored into a new database with pg_restore, shows every order (needs PostgreSQL and its client tools)',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
      const source = await createTestDatabase('postgres');
      const serverUrl = databaseUrl(source.url!, 'postgres');
      const copyName = `${new URL(source.url!).pathname.slice(1)}_restored`;
      const copyUrl = databaseUrl(source.url!, copyName);
      let restored: ReturnType<typeof wrapPostgres> | undefined;
      try {
        const shop = await startTestShop(source.db);
        const shopper = await placeOrders(shop, source.db);
        const before = await ordersSeen(shop, shopper);
        expectTheOrders(before, shopper.person.email);

        // The backup is taken while the shop runs (pg_dump reads one consistent snapshot).
        const dump = path.join(folder, 'shop.dump');
        await run(pgDump!, ['--format=custom', '--no-owner', `--file=${dump}`, source.url!]);
        await shop.close();
        await source.close(); // the original database is dropped: only the dump is left

        await admin(serverUrl, `create database "${copyName}"`);
        await run(pgRestore!, ['--no-owner', '--exit-on-error', `--dbname=${copyUrl}`, dump]);
        restored = wrapPostgres(new pg.Pool({ connectionString: copyUrl, max: 4 }), {
          ownsPool: true,
        });
        await runMigrations(restored); // what a start does: nothing left to apply
        const reopened = await startTestShop(restored.db);
        try {
          const after = await ordersSeen(reopened, shopper);
          expect(after.mine).toEqual(before.mine);
          expect(after.all.products).toEqual(before.all.products);
          const next = await placesAnotherOrder(reopened, shopper);
          expect(next).toBeGreaterThan(Math.max(...before.mine.products.map(orderIdOf)));
        } finally {
          await reopened.close();
        }
      } finally {
        await restored?.close();
        await admin(serverUrl, `drop database if exists "${copyName}" with (force)`);
        await rm(folder, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it('embedded: the stopped shop’s DATA_DIR, copied to another folder, opens with every order', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    const dataDir = path.join(folder, 'data');
    const copyDir = path.join(folder, 'data-copy');
    try {
      const original = await openDatabase({ dataDir });
      await runMigrations(original);
      const shop = await startTestShop(original.db);
      const shopper = await placeOrders(shop, original.db);
      const before = await ordersSeen(shop, shopper);
      expectTheOrders(before, shopper.person.email);
      // Stop first: PGlite's files are consistent only once it is closed.
      await shop.close();
      await original.close();

      await cp(dataDir, copyDir, { recursive: true });
      await rm(dataDir, { recursive: true });
      const copy = await openDatabase({ dataDir: copyDir });
      const reopened = await startTestShop(copy.db);
      try {
        await runMigrations(copy);
        const after = await ordersSeen(reopened, shopper);
        expect(after.mine).toEqual(before.mine);
        expect(after.all.products).toEqual(before.all.products);
        const next = await placesAnotherOrder(reopened, shopper);
        expect(next).toBeGreaterThan(Math.max(...before.mine.products.map(orderIdOf)));
      } finally {
        await reopened.close();
        await copy.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000); // an embedded database on disk opens, migrates and closes slowly on a busy machine
});

const orderIdOf = (o: { order_id: number }) => o.order_id;
