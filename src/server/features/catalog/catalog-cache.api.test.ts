import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '#shared/contract/endpoints.ts';
import {
  catalogStockChanges,
  catalogVersion,
  productImages,
  products,
  productSizes,
} from '../../db/schema/index.ts';
import type { TestDatabase } from '../../test/db-harness.ts';
import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { describeShop, type DescribeShopOptions } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { createCatalogCache } from './catalog-cache.ts';
import { toProductReply } from './catalog.mapper.ts';
import { productOnSale, productsOnSale } from './catalog.queries.ts';
import { stockOf } from './catalog.test-kit.ts';

const serialized = (path: keyof typeof endpoints, value: unknown) =>
  serializerCompiler({
    schema: endpoints[path].reply,
    method: 'GET',
    url: path,
    httpStatus: '200',
  })(value);

const decoded = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: { env: { CATALOG_CACHE_CHECK_MS: '500' } },
};

describeShop('catalogue cache', oneShop, ({ database, shop }) => {
  let tee: TestProduct;

  beforeAll(async () => {
    tee = await insertProduct(database.db, { name: 'Cache Tee' }, { M: 7 });
    // Enough products that the list is compressed (over 1 kB).
    for (let i = 0; i < 4; i++) await insertProduct(database.db);
  });

  /** Every cached reply, in every encoding, twice: byte for byte a fresh read's. */
  async function expectRepliesAsFreshReads() {
    const list = serialized(
      'products/get-product',
      (await productsOnSale(database.db)).map(toProductReply),
    );
    const one = serialized('products/get-product-details/:id', {
      status: 200,
      ...toProductReply((await productOnSale(database.db, tee.id))!),
    });
    const calls = [
      ['/api/v1/products/get-product', list],
      [`/api/v1/products/get-product-details/${tee.id}`, one],
    ] as const;
    for (const [url, expected] of calls) {
      for (const acceptEncoding of ['identity', 'gzip, deflate', 'gzip, deflate, br']) {
        // Twice: the first fills the cache, the second is served from it.
        for (let i = 0; i < 2; i++) {
          const res = await shop.app.inject({
            url,
            headers: { 'accept-encoding': acceptEncoding },
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
          const encoding = res.headers['content-encoding'] as string | undefined;
          if (expected.length >= 1024) {
            expect(encoding).toBe(
              acceptEncoding.includes('br')
                ? 'br'
                : /gzip/.test(acceptEncoding)
                  ? 'gzip'
                  : undefined,
            );
            expect(res.headers.vary).toContain('accept-encoding');
          }
          expect(decoded(res.rawPayload, encoding)).toBe(expected);
        }
      }
    }
  }

  it('answers cached replies byte for byte as a fresh read serialised by the route schema, in every encoding', async () => {
    await expectRepliesAsFreshReads();
  });

  it('after a sale elsewhere still answers byte for byte as a fresh read, with the new stock', async () => {
    await expectRepliesAsFreshReads(); // cached
    await database.db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - 1` })
      .where(eq(productSizes.id, tee.sizeIds.M));
    await new Promise((resolve) => setTimeout(resolve, 550)); // past the 500 ms check
    await expectRepliesAsFreshReads();
  });

  it('after a sale refreshes the stock of the products sold and keeps every other product as read', async () => {
    let now = 0;
    const cache = createCatalogCache(database.db, { checkEveryMs: 500, now: () => now });
    const list = await cache.products();
    const other = list.find((p) => p.id !== tee.id)!;
    const otherBefore = await cache.product(other.id);
    const quantityOfM = async () =>
      (await cache.product(tee.id))!.sizes.find((s) => s.size === 'M')!.quantity;
    const before = await quantityOfM();
    // Stock moved by another process (as an order, a payment's hold or a cancellation does).
    await database.db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - 1` })
      .where(eq(productSizes.id, tee.sizeIds.M));
    now += 500;
    const after = await cache.products();
    expect(after).not.toBe(list);
    expect(after).toEqual(await productsOnSale(database.db));
    expect(await quantityOfM()).toBe(before - 1);
    expect(await cache.product(tee.id)).toEqual(await productOnSale(database.db, tee.id));
    // Nothing else was read again: the products not sold are the very objects read before.
    expect(after.filter((p) => p.id !== tee.id)).toEqual(list.filter((p) => p.id !== tee.id));
    for (const product of after.filter((p) => p.id !== tee.id)) {
      expect(product).toBe(list.find((p) => p.id === product.id));
    }
    expect(await cache.product(other.id)).toBe(otherBefore);
  });

  const notStockOnly: Array<
    [string, (db: TestDatabase['db'], product: TestProduct) => Promise<unknown>]
  > = [
    [
      'a rename',
      (db, product) =>
        db.update(products).set({ name: 'Renamed Tee' }).where(eq(products.id, product.id)),
    ],
    [
      'an image',
      (db, product) =>
        db
          .update(productImages)
          .set({ url: '/uploads/images/new.webp' })
          .where(eq(productImages.productId, product.id)),
    ],
    [
      'a size taken away',
      (db, product) => db.delete(productSizes).where(eq(productSizes.id, product.sizeIds.S)),
    ],
    [
      'a size changed into another (and its stock with it)',
      (db, product) =>
        db
          .update(productSizes)
          .set({ size: 'XS', quantity: 1 })
          .where(eq(productSizes.id, product.sizeIds.S)),
    ],
    [
      'stock and a price in one transaction',
      (db, product) =>
        db.transaction(async (tx) => {
          await tx
            .update(productSizes)
            .set({ quantity: 2 })
            .where(eq(productSizes.id, product.sizeIds.M));
          await tx.update(products).set({ pricePaise: 59_900 }).where(eq(products.id, product.id));
        }),
    ],
  ];
  it.each(notStockOnly)('reads the whole catalogue again after %s', async (_, change) => {
    const changing = await insertProduct(database.db, { name: 'Changing Tee' });
    await database.db.delete(productSizes).where(eq(productSizes.id, changing.sizeIds.XS));
    let now = 0;
    const cache = createCatalogCache(database.db, { checkEveryMs: 500, now: () => now });
    const list = await cache.products();
    const teeBefore = await cache.product(tee.id);
    await change(database.db, changing);
    now += 500;
    const after = await cache.products();
    expect(after).toEqual(await productsOnSale(database.db));
    expect(after.find((p) => p.id === tee.id)).not.toBe(list.find((p) => p.id === tee.id));
    expect(await cache.product(tee.id)).not.toBe(teeBefore);
    expect(await cache.product(changing.id)).toEqual(await productOnSale(database.db, changing.id));
  });

  it('reads the whole catalogue again when it is further behind than the stock log keeps', async () => {
    let now = 0;
    const cache = createCatalogCache(database.db, { checkEveryMs: 500, now: () => now });
    const list = await cache.products();
    // As if a thousand sales went by: the next one lands on a version where the log is pruned.
    await database.db
      .update(catalogVersion)
      .set({ version: sql`(${catalogVersion.version} + 1100) / 100 * 100 - 1` });
    await database.db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + 1` })
      .where(eq(productSizes.id, tee.sizeIds.M));
    const [state] = await database.db.select().from(catalogVersion);
    expect(state!.reloadBelow).toBe(state!.version - 1000);
    const logged = await database.db.select().from(catalogStockChanges);
    expect(logged.every((change) => change.version > state!.reloadBelow)).toBe(true);
    expect(logged).toContainEqual({ version: state!.version, productId: tee.id });
    now += 500;
    const after = await cache.products();
    expect(after).toEqual(await productsOnSale(database.db));
    const other = after.find((p) => p.id !== tee.id)!;
    expect(other).not.toBe(list.find((p) => p.id === other.id));
  });

  it('keeps serving from memory until its check is due, then serves the change', async () => {
    let now = 0;
    const cache = createCatalogCache(database.db, { checkEveryMs: 500, now: () => now });
    const before = await cache.product(tee.id);
    const quantityOfM = async () =>
      (await cache.product(tee.id))!.sizes.find((s) => s.size === 'M')!.quantity;
    // A change made elsewhere (another server, a script): only the database knows.
    await database.db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + 1` })
      .where(eq(productSizes.id, tee.sizeIds.M));
    now += 499;
    expect(await cache.product(tee.id)).toBe(before);
    now += 1;
    expect(await quantityOfM()).toBe(before!.sizes.find((s) => s.size === 'M')!.quantity + 1);
    expect(await cache.product(tee.id)).not.toBe(before);
  });

  it('after stockMoved() checks at the next read, within the check interval, and patches only the stock', async () => {
    const cache = createCatalogCache(database.db, { checkEveryMs: 500, now: () => 0 });
    const quantityOfM = async () =>
      (await cache.product(tee.id))!.sizes.find((s) => s.size === 'M')!.quantity;
    const list = await cache.products();
    const before = await quantityOfM();
    await database.db
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - 1` })
      .where(eq(productSizes.id, tee.sizeIds.M));
    expect(await quantityOfM()).toBe(before); // the clock never moves: no check is due
    cache.stockMoved();
    expect(await quantityOfM()).toBe(before - 1);
    const after = await cache.products();
    for (const product of after.filter((p) => p.id !== tee.id)) {
      expect(product).toBe(list.find((p) => p.id === product.id));
    }
  });

  it('serves an admin edit made through this instance at once', async () => {
    const admin = await signedInAdmin(shop);
    const details = async () =>
      (await shop.call(`products/get-product-details/${tee.id}`)).json() as {
        name: string;
        sizeQuantities: { size: string; quantity: number }[];
      };
    await details(); // cached
    const res = await shop.call(
      `products/update-product-details/${tee.id}`,
      {
        name: 'Cache Tee Renamed',
        details: 'Cache Tee Renamed Regular - White',
        description: 'A tee made for tests.',
        price: '499',
        style: 'regular',
        sizeQuantities: [{ size_id: tee.sizeIds.L, size: 'L', quantity: 3 }],
      },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);
    const after = await details();
    expect(after.name).toBe('Cache Tee Renamed');
    expect(stockOf(after, 'L')).toBe(3);
  });
});
