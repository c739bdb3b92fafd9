import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Product } from '#shared/contract/catalog.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { productPath } from '#shared/rules/slug.ts';
import { markFromDatabase } from '../../db/connection-errors.ts';
import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { minimalWebAppWithRenderer } from '../../test/minimal-web-app.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';

/** What a query meets with PostgreSQL stopped: a refused connection, marked as the database's. */
function refused(): never {
  const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  throw markFromDatabase(error);
}

const NOTICE = 'We can’t check stock right now. You can keep looking; buying will be back';
const LIST = '/api/v1/products/get-product';
/** The product page's sizes and cart buttons, drawn in a fieldset hidden when nothing is for sale. */
const SIZES_HIDDEN = /<fieldset[^>]* hidden=""/;

/**
 * docs/product.md#when-the-database-is-down: with the database out of reach, the storefront's
 * pages and catalogue calls are answered from what the instance read last, marked stale, the
 * stock not claimed, kept by no cache; writes still answer 503; fresh answers return with it.
 */
describeShop(
  'the storefront while the database is out of reach',
  {
    engines: 'every',
    shopPer: 'file',
    shop: async () => ({
      webDir: await minimalWebAppWithRenderer(),
      // Every read asks the database first, so each meets the outage.
      env: { CATALOG_CACHE_CHECK_MS: '0' },
    }),
  },
  ({ database, shop }) => {
    let tee: TestProduct;
    let soldOut: TestProduct;
    let student: SignedUpUser;
    let teePage = '';
    let soldOutPage = '';

    beforeAll(async () => {
      tee = await insertProduct(database.db, { name: 'Quasar Tee', details: 'Quasar Tee' });
      soldOut = await insertProduct(
        database.db,
        { name: 'Nebula Hoodie', details: 'Nebula Hoodie' },
        Object.fromEntries(SIZES.map((size) => [size, 0])),
      );
      teePage = productPath({ product_id: tee.id, details: 'Quasar Tee' });
      soldOutPage = productPath({ product_id: soldOut.id, details: 'Nebula Hoodie' });
      student = await signedUpUser(shop);
    });
    afterEach(() => vi.restoreAllMocks());

    const databaseDown = () => {
      for (const method of ['select', 'execute', 'transaction'] as const) {
        vi.spyOn(shop.db, method).mockImplementation(refused);
      }
    };
    /**
     * The page as the server drew it: a draw slower than its time limit (a loaded machine, the
     * renderer's first load) goes out undrawn once and is drawn again at the next request.
     */
    const page = async (url: string) => {
      const open = () => shop.app.inject({ url, headers: { accept: 'text/html' } });
      let res = await open();
      for (let i = 0; i < 5 && !res.body.includes('data-ssr'); i++) res = await open();
      expect(res.body, url).toContain('data-ssr="true"');
      return res;
    };
    const products = (body: string) => JSON.parse(body) as Product[];

    it('before the outage: fresh replies, kept briefly by shared caches', async () => {
      const list = await shop.app.inject({ url: LIST });
      expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      expect(products(list.body).some((p) => p.stale)).toBe(false);
      for (const url of ['/', '/shop', '/shop?q=quasar', teePage, soldOutPage]) {
        const res = await page(url);
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
        expect(res.body).not.toContain(NOTICE);
      }
      expect((await page(soldOutPage)).body).toContain('OUT OF STOCK');
      const details = await shop.app.inject({
        url: `/api/v1/products/get-product-details/${tee.id}`,
      });
      expect(details.json()).not.toHaveProperty('stale');
    });

    it('during the outage: the catalogue calls answer the last read, each product marked stale', async () => {
      databaseDown();
      const list = await shop.app.inject({ url: LIST });
      expect([list.statusCode, list.headers['cache-control']]).toEqual([200, 'no-store']);
      const listed = products(list.body);
      expect(listed.map((p) => p.name)).toEqual(
        expect.arrayContaining(['Quasar Tee', 'Nebula Hoodie']),
      );
      expect(listed.every((p) => p.stale === true)).toBe(true);

      const searched = await shop.app.inject({ url: `${LIST}?q=quasar&limit=10` });
      expect(searched.statusCode).toBe(200);
      expect(products(searched.body).map((p) => [p.name, p.stale])).toEqual([['Quasar Tee', true]]);

      const details = await shop.app.inject({
        url: `/api/v1/products/get-product-details/${tee.id}`,
      });
      expect([details.statusCode, details.headers['cache-control']]).toEqual([200, 'no-store']);
      expect(details.json()).toMatchObject({ status: 200, name: 'Quasar Tee', stale: true });
    });

    it('during the outage: Home, the shop, a search and product pages are drawn, saying stock cannot be checked', async () => {
      databaseDown();
      for (const url of ['/', '/shop', '/shop?q=quasar', teePage, soldOutPage]) {
        const res = await page(url);
        expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body).toContain(url === soldOutPage ? 'Nebula Hoodie' : 'Quasar Tee');
        // The stock is not known: nothing reads sold out, no size is offered for the cart and no
        // ready-by date is promised.
        expect(res.body).not.toContain('OUT OF STOCK');
        expect(res.body).not.toContain('Order today');
        if (url === teePage) expect(res.body).toMatch(SIZES_HIDDEN);
      }
      for (const url of ['/shop', '/shop?q=quasar', teePage]) {
        expect((await page(url)).body).toContain(NOTICE);
      }
    });

    it('during the outage: writes and products never read answer 503 as before', async () => {
      databaseDown();
      const added = await shop.call(
        'products/addToCart',
        { productId: tee.id, selectedSize: 'M' },
        { token: student.token },
      );
      expect([added.statusCode, added.json().code]).toEqual([503, 'DATABASE_UNAVAILABLE']);
      const unknown = await shop.app.inject({
        url: `/api/v1/products/get-product-details/${soldOut.id + 1000}`,
      });
      expect(unknown.statusCode).toBe(503);
    });

    it('once the database is back: fresh replies again, without the mark', async () => {
      const list = await shop.app.inject({ url: LIST });
      expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      expect(products(list.body).some((p) => p.stale)).toBe(false);
      const res = await page(teePage);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
      expect(res.body).not.toContain(NOTICE);
      expect((await page(soldOutPage)).body).toContain('OUT OF STOCK');
    });
  },
);
