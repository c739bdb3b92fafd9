import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { pageCursor } from '#shared/rules/page-cursor.ts';

import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop, type DescribeShopOptions } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';

const LIST = '/api/v1/products/get-product';

interface Listed {
  product_id: number;
  name: string;
}

const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: async () => ({
    webDir: await minimalWebApp(),
    env: { CORS_ORIGINS: 'https://club.example' },
  }),
};

describeShop('catalogue list in pages', oneShop, ({ database, shop }) => {
  let products: TestProduct[];

  beforeAll(async () => {
    // Two pages of the default 24 and a few more.
    products = [];
    for (let i = 0; i < 27; i++) products.push(await insertProduct(database.db));
  });

  const get = (query = '', headers: Record<string, string> = {}) =>
    shop.app.inject({ url: `${LIST}${query}`, headers });
  const ids = (res: LightMyRequestResponse) => (res.json() as Listed[]).map((p) => p.product_id);
  const newestFirst = () => products.map((p) => p.id).sort((a, b) => b - a);

  it('answers every product as before when no page is asked for, with the total', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await shop.app.inject({ method, url: LIST });
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual(newestFirst());
      expect(res.headers['x-total-count']).toBe('27');
      expect(res.headers['x-next-cursor']).toBeUndefined();
      expect(res.headers.link).toBeUndefined();
    }
    // Parameters the call does not know (a cache buster) change nothing.
    expect(ids(await get('?_=1732300000000&colour=red'))).toEqual(newestFirst());
  });

  it('walks every product in pages through the next cursor, as a bare array with the total', async () => {
    const seen: number[] = [];
    let query = '?limit=10';
    for (let page = 0; page < 3; page++) {
      const res = await get(query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      expect(res.headers['x-total-count']).toBe('27');
      const list = res.json() as Listed[];
      expect(Array.isArray(list)).toBe(true);
      seen.push(...list.map((p) => p.product_id));
      const next = res.headers['x-next-cursor'] as string | undefined;
      if (page < 2) {
        expect(list).toHaveLength(10);
        expect(next).toMatch(/^[\w-]+$/);
        expect(res.headers.link).toBe(`<${LIST}?limit=10&cursor=${next}>; rel="next"`);
        query = `?limit=10&cursor=${next}`;
      } else {
        expect(list).toHaveLength(7);
        expect(next).toBeUndefined();
        expect(res.headers.link).toBeUndefined();
      }
    }
    expect(seen).toEqual(newestFirst());
    // A page is byte for byte that slice of the whole list.
    const whole = await get('', { 'accept-encoding': 'identity' });
    const first = await get('?limit=10', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(
      JSON.stringify((whole.json() as unknown[]).slice(0, 10)),
    );
  });

  it('lets an allowed origin read the paging headers', async () => {
    const res = await get('?limit=2', { origin: 'https://club.example' });
    expect(res.headers['access-control-allow-origin']).toBe('https://club.example');
    expect(res.headers['access-control-expose-headers']).toBe('X-Total-Count, X-Next-Cursor, Link');
  });

  it('pages by 24 when only the cursor is given, and 100 at most', async () => {
    const first = await get('?limit=1');
    const cursor = first.headers['x-next-cursor'] as string;
    const rest = await get(`?cursor=${cursor}`);
    expect(ids(rest)).toEqual(newestFirst().slice(1, 25));
    expect(ids(await get('?limit=100'))).toEqual(newestFirst());
    const post = await shop.app.inject({ method: 'POST', url: `${LIST}?limit=2`, payload: {} });
    expect(ids(post)).toEqual(newestFirst().slice(0, 2));
  });

  it('writes only the first page into /shop and Home, as the shop asks for it', async () => {
    const api = await get('?limit=24');
    for (const url of ['/shop', '/']) {
      const html = (await shop.app.inject({ url })).body;
      const json = /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html);
      expect(JSON.parse(json![1]!)).toEqual([
        {
          key: ['products', 'pages'],
          data: {
            pages: [
              {
                products: api.json(),
                total: 27,
                next: api.headers['x-next-cursor'],
              },
            ],
            pageParams: [null],
          },
        },
      ]);
    }
  });

  it('continues after the last product seen even when products came or went meanwhile', async () => {
    const first = await get('?limit=5');
    const cursor = first.headers['x-next-cursor'] as string;
    const added = await insertProduct(database.db, { name: 'Newer Tee' });
    const gone = await insertProduct(database.db, { active: false });
    const second = await get(`?limit=5&cursor=${cursor}`);
    expect(ids(second)).toEqual(newestFirst().slice(5, 10));
    expect(second.headers['x-total-count']).toBe('28');
    expect(ids(await get('?limit=1'))).toEqual([added.id]);
    expect(ids(await get('?limit=5'))).not.toContain(gone.id);
    // A cursor past every product answers an empty page.
    const end = await get(`?limit=5&cursor=${pageCursor(1)}`);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual([]);
    expect(end.headers['x-next-cursor']).toBeUndefined();
    products.push(added);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=-1', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?limit=1e2', 'limit'],
    ['?limit=0x10', 'limit'],
    ['?limit=%205', 'limit'],
    ['?limit=', 'limit'],
    ['?limit=abc', 'limit'],
    [`?limit=${'9'.repeat(400)}`, 'limit'],
    ['?limit=1&limit=2', 'limit'],
    ['?cursor=', 'cursor'],
    ['?cursor=not-a-cursor', 'cursor'],
    [`?cursor=${btoa('0')}`, 'cursor'],
    [`?cursor=${btoa('007')}`, 'cursor'],
    [`?cursor=${btoa('-5')}`, 'cursor'],
    [`?cursor=${btoa('2147483648')}`, 'cursor'],
    ['?cursor=MQ==', 'cursor'],
    [`?cursor=${'A'.repeat(10_000)}`, 'cursor'],
    ['?cursor=a&cursor=b', 'cursor'],
  ])('refuses %s with a 400 naming %s', async (query, name) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: number; code: string; message: string };
    expect(body).toMatchObject({ status: 404, code: 'VALIDATION_FAILED' });
    expect(body.message).toMatch(new RegExp(`^${name} must be`));
  });

  it('refuses control characters in the query', async () => {
    for (const query of ['?limit=1%00', '?cursor=MQ%1b', '?limit=2&cursor=%7f']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    }
  });

  it('tags each page and answers 304 without a body to a browser holding it', async () => {
    const first = await get('?limit=3');
    const second = await get(`?limit=3&cursor=${first.headers['x-next-cursor'] as string}`);
    const whole = await get();
    const tags = [first, second, whole].map((r) => r.headers.etag as string);
    for (const tag of tags) expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);

    const again = await get('?limit=3', { 'if-none-match': tags[0]! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(tags[0]);
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
    expect(again.headers['x-next-cursor']).toBe(first.headers['x-next-cursor']);
    expect((await get('', { 'if-none-match': tags[2]! })).statusCode).toBe(304);
    // Another page's tag is not this page's.
    expect((await get('?limit=3', { 'if-none-match': tags[1]! })).statusCode).toBe(200);
  });

  it('shows an admin edit in the pages at once, under a new tag', async () => {
    const newest = newestFirst();
    // The fifth newest product: on the second page of two.
    const edited = products.find((p) => p.id === newest[4])!;
    const page1 = await get('?limit=4');
    const cursor = page1.headers['x-next-cursor'] as string;
    const before = await get(`?limit=4&cursor=${cursor}`);
    expect(ids(before)[0]).toBe(edited.id);

    const admin = await signedInAdmin(shop);
    const res = await shop.call(
      `products/update-product-details/${edited.id}`,
      {
        name: 'Renamed In Pages',
        details: 'Renamed In Pages Regular - White',
        description: 'A tee made for tests.',
        price: '499',
        style: 'regular',
        sizeQuantities: [{ size_id: edited.sizeIds.M, size: 'M', quantity: 3 }],
      },
      { token: admin.token },
    );
    expect(res.statusCode).toBe(200);

    const after = await get(`?limit=4&cursor=${cursor}`, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Listed[])[0]).toMatchObject({
      product_id: edited.id,
      name: 'Renamed In Pages',
    });
  });
});
