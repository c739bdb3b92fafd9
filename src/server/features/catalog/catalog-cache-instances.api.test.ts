import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPostgres, type Database } from '../../db/client.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { signedUpUser, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import {
  clientOf,
  listen,
  startSandbox,
  type Sandbox,
} from '../orders/payments/payments.test-kit.ts';
import { createCatalogCache } from './catalog-cache.ts';
import { stockOf } from './catalog.test-kit.ts';

/** How long until `read` answers something `done` accepts (polling), in ms. */
async function msUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (done(await read())) return performance.now() - started;
    if (performance.now() - started > 5000) throw new Error('not seen within 5 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// PGlite is opened by one process only, so two instances share a database on PostgreSQL alone.
describe.each(testEngines().filter((e) => e === 'postgres'))(
  'two shop instances on one %s database',
  (engine) => {
    let database: TestDatabase;
    let secondHandle: Database;
    let a: TestShop;
    let b: TestShop;
    let tee: TestProduct;
    const env = { CATALOG_CACHE_CHECK_MS: '500' };

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      secondHandle = wrapPostgres(new pg.Pool({ connectionString: database.url, max: 3 }), {
        ownsPool: true,
      });
      a = await startTestShop(database.db, { env });
      b = await startTestShop(secondHandle.db, { env });
      tee = await insertProduct(database.db, { name: 'Drop Tee' }, { M: 20 });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await secondHandle?.close();
      await database?.close();
    });

    const detailsOn = async (shop: TestShop) =>
      (await shop.call(`products/get-product-details/${tee.id}`)).json() as {
        name: string;
        sizeQuantities: { size: string; quantity: number }[];
      };
    const listedNameOn = async (shop: TestShop) =>
      (
        (await shop.call('products/get-product')).json() as { product_id: number; name: string }[]
      ).find((p) => p.product_id === tee.id)?.name;

    it('shows an admin edit made on instance A through instance B within a second', async () => {
      expect((await detailsOn(b)).name).toBe('Drop Tee'); // B has it cached
      expect(await listedNameOn(b)).toBe('Drop Tee');
      const admin = await signedInAdmin(a);
      const res = await a.call(
        `products/update-product-details/${tee.id}`,
        {
          name: 'Drop Tee Reprinted',
          details: 'Drop Tee Reprinted Regular - White',
          description: 'A tee made for tests.',
          price: '549',
          style: 'regular',
          sizeQuantities: [{ size_id: tee.sizeIds.M, size: 'M', quantity: 25 }],
        },
        { token: admin.token },
      );
      expect(res.statusCode).toBe(200);
      const seenIn = await msUntil(
        () => detailsOn(b),
        (p) => p.name === 'Drop Tee Reprinted' && stockOf(p, 'M') === 25,
      );
      expect(seenIn).toBeLessThan(1000);
      expect(await listedNameOn(b)).toBe('Drop Tee Reprinted');
    });

    it('shows the stock a cash order on instance A took through instance B within a second', async () => {
      const before = stockOf(await detailsOn(b), 'M')!;
      const buyer = await signedUpUser(a);
      const added = await a.call(
        'products/addToCart',
        { productId: tee.id, selectedSize: 'M', quantity: 2 },
        { token: buyer.token },
      );
      expect(added.statusCode).toBe(200);
      const order = await a.call(
        'payment/confirm',
        { deliveryMethod: 'pickup' },
        { token: buyer.token },
      );
      expect(order.json()).toMatchObject({ status: 200 });
      const seenIn = await msUntil(
        () => detailsOn(b),
        (p) => stockOf(p, 'M') === before - 2,
      );
      expect(seenIn).toBeLessThan(1000);
    });
  },
);

describe.each(testEngines())('sales through this instance on %s', (engine) => {
  let database: TestDatabase;
  let shop: TestShop;
  let sandbox: Sandbox;
  let tee: TestProduct;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    sandbox = await startSandbox();
    // A clock that never moves: no check ever falls due, only the sale itself refreshes.
    shop = await startTestShop(database.db, {
      catalog: (db) => createCatalogCache(db, { checkEveryMs: 500, now: () => 0 }),
      payments: () => clientOf(sandbox),
    });
    await listen(shop, sandbox);
    tee = await insertProduct(database.db, { name: 'Sale Tee' }, { M: 25 });
  });
  afterAll(async () => {
    await sandbox?.close();
    await shop?.close();
    await database?.close();
  });

  const stockOnPage = async () => {
    const details = (await shop.call(`products/get-product-details/${tee.id}`)).json() as {
      sizeQuantities: { size: string; quantity: number }[];
    };
    const listed = (
      (await shop.call('products/get-product')).json() as {
        product_id: number;
        sizeQuantities: { size: string; quantity: number }[];
      }[]
    ).find((p) => p.product_id === tee.id)!;
    return { details: stockOf(details, 'M'), listed: stockOf(listed, 'M') };
  };
  const buy = async (quantity: number) => {
    const buyer = await signedUpUser(shop);
    const added = await shop.call(
      'products/addToCart',
      { productId: tee.id, selectedSize: 'M', quantity },
      { token: buyer.token },
    );
    expect(added.statusCode).toBe(200);
    return buyer;
  };

  it('shows the stock a cash order took at the next read', async () => {
    const before = (await stockOnPage()).details!; // cached now
    const buyer = await buy(2);
    const order = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: buyer.token },
    );
    expect(order.json()).toMatchObject({ status: 200 });
    expect(await stockOnPage()).toEqual({ details: before - 2, listed: before - 2 });
  });

  it("shows the stock an online payment's hold took at the next read", async () => {
    const before = (await stockOnPage()).details!;
    const buyer = await buy(3);
    const started = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: buyer.token },
    );
    expect(started.json()).toMatchObject({ status: 200 });
    expect(await stockOnPage()).toEqual({ details: before - 3, listed: before - 3 });
  });
});
