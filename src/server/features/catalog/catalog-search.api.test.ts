import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { pageCursor } from '#shared/rules/page-cursor.ts';
import { productSizes } from '../../db/schema/index.ts';
import { insertProduct, type TestProduct } from '../../test/db-fixtures.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop, type DescribeShopOptions } from '../../test/test-shop.ts';

const LIST = '/api/v1/products/get-product';

interface Listed {
  product_id: number;
  name: string;
  price: number;
}

const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: async () => ({ webDir: await minimalWebApp() }),
};

describeShop('catalogue search, filters and sort', oneShop, ({ database, shop }) => {
  // Inserted oldest first: the names are what the searches below look for.
  let chai: TestProduct; // regular tee, ₹449, cream
  let crest: TestProduct; // hoodie, ₹1,299, navy
  let zero: TestProduct; // hoodie, ₹1,199, black, M sold out
  let robotics: TestProduct; // club tee, ₹549, steel grey
  let curve: TestProduct; // oversized, ₹599, off white
  let dance: TestProduct; // club tee, ₹499, electric blue, club flag only (style regular)
  let white: TestProduct; // regular tee, ₹499, white

  beforeAll(async () => {
    const add = (values: Parameters<typeof insertProduct>[1], stock = {}) =>
      insertProduct(database.db, values, stock);
    chai = await add({
      name: 'Chai Over Code',
      details: 'Chai Over Code Regular Tee - Cream',
      pricePaise: 44_900,
      tags: ['regular', 'coding', 'chai'],
      colors: ['Cream'],
    });
    crest = await add({
      name: 'Campus Crest Hoodie',
      details: 'Campus Crest Hoodie - Navy',
      pricePaise: 129_900,
      style: 'hoodie',
      tags: ['winter', 'fleece'],
      colors: ['Navy'],
    });
    zero = await add(
      {
        name: 'Zero Hour Hoodie',
        details: 'Zero Hour Hoodie - Black',
        pricePaise: 119_900,
        style: 'hoodie',
        tags: ['minimal'],
        colors: ['Black'],
      },
      { M: 0 },
    );
    robotics = await add({
      name: 'Robotics Club Team Tee',
      details: 'Robotics Club Team Tee - Steel Grey',
      pricePaise: 54_900,
      style: 'sponsered',
      isOwnBrand: false,
      tags: ['club', 'robotics'],
      colors: ['Steel Grey'],
    });
    curve = await add({
      name: 'Trust The Curve',
      details: 'Trust The Curve Oversized Tee - Off White',
      pricePaise: 59_900,
      style: 'oversized',
      tags: ['humour', 'exams'],
      colors: ['Off White'],
    });
    dance = await add({
      name: 'Dance Crew Tee',
      details: 'Dance Crew Tee - Electric Blue',
      pricePaise: 49_900,
      style: 'regular',
      isOwnBrand: false,
      tags: ['dance'],
      colors: ['Electric Blue'],
    });
    white = await add({
      name: 'White IIT M',
      details: 'White IIT M Regular Tee',
      pricePaise: 49_900,
      tags: ['classic', 'campus'],
      colors: ['White'],
    });
  });

  const get = (query: string) => shop.app.inject({ url: `${LIST}?${query}` });
  const ids = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    return (res.json() as Listed[]).map((p) => p.product_id);
  };
  const found = async (query: string) => ids(await get(query));

  it('finds products by name, tags, club and colour, any case, every word needed', async () => {
    expect(await found('q=hoodie')).toEqual([zero.id, crest.id]);
    expect(await found('q=CHAI')).toEqual([chai.id]);
    expect(await found('q=fleece')).toEqual([crest.id]); // a tag
    expect(await found('q=robotics')).toEqual([robotics.id]); // the club
    expect(await found('q=navy')).toEqual([crest.id]); // a colour
    expect(await found('q=steel grey')).toEqual([robotics.id]);
    expect(await found('q=black hoodie')).toEqual([zero.id]);
    expect(await found('q=white')).toEqual([white.id, curve.id]);
    // A word being typed finds its products.
    expect(await found('q=hood')).toEqual([zero.id, crest.id]);
    expect(await found('q=  ')).toHaveLength(7);
  });

  it('forgives a typo in words of four letters or more, not in shorter ones', async () => {
    expect(await found('q=hodie')).toEqual([zero.id, crest.id]); // a letter missing
    expect(await found('q=hoddie')).toEqual([zero.id, crest.id]); // one too many
    expect(await found('q=robtoics')).toEqual([robotics.id]); // two letters swapped
    expect(await found('q=nevy')).toEqual([crest.id]); // a wrong letter
    expect(await found('q=chia')).toEqual([chai.id]);
    expect(await found('q=elecrtic%20bleu')).toEqual([dance.id]);
    expect(await found('q=zzzz')).toEqual([]);
    expect(await found('q=xai')).toEqual([]); // 3 letters: no typo forgiven
  });

  it('filters by category, size in stock and price range, combined with the search', async () => {
    expect(await found('category=hoodies')).toEqual([zero.id, crest.id]);
    expect(await found('category=oversized')).toEqual([curve.id]);
    expect(await found('category=club')).toEqual([dance.id, robotics.id]);
    expect(await found('category=tees')).toEqual([white.id, chai.id]);
    expect(await found('category=hoodies&size=M')).toEqual([crest.id]);
    expect(await found('size=m&q=hoodie')).toEqual([crest.id]); // sizes in any case
    expect(await found('minPrice=499&maxPrice=549')).toEqual([white.id, dance.id, robotics.id]);
    expect(await found('minPrice=1200')).toEqual([crest.id]);
    expect(await found('maxPrice=449.50')).toEqual([chai.id]);
    expect(await found('category=club&maxPrice=500')).toEqual([dance.id]);
    expect(await found('category=oversized&q=hoodie')).toEqual([]);
  });

  it('drops a size from the filter the moment it sells out', async () => {
    expect(await found('size=XS&category=oversized')).toEqual([curve.id]);
    await database.db
      .update(productSizes)
      .set({ quantity: 0 })
      .where(eq(productSizes.id, curve.sizeIds.XS));
    expect(await found('size=XS&category=oversized')).toEqual([]);
    await database.db
      .update(productSizes)
      .set({ quantity: 10 })
      .where(eq(productSizes.id, curve.sizeIds.XS));
  });

  it('sorts by price either way (newest first among equal prices) and by newest', async () => {
    const prices = async (query: string) =>
      ((await get(query)).json() as Listed[]).map((p) => [p.product_id, p.price]);
    expect(await prices('sort=price-asc')).toEqual([
      [chai.id, 449],
      [white.id, 499],
      [dance.id, 499],
      [robotics.id, 549],
      [curve.id, 599],
      [zero.id, 1199],
      [crest.id, 1299],
    ]);
    expect(await found('sort=price-desc')).toEqual([
      crest.id,
      zero.id,
      curve.id,
      robotics.id,
      white.id,
      dance.id,
      chai.id,
    ]);
    expect(await found('sort=newest')).toEqual(await found(''));
  });

  it('pages a sorted search with its cursor, the total counting the matches', async () => {
    const seen: number[] = [];
    let query = 'q=tee&sort=price-desc&limit=2';
    const res = await get('q=tee&sort=price-desc');
    const whole = ids(res);
    expect(res.headers['x-total-count']).toBe(String(whole.length));
    for (let page = 0; page < 4; page++) {
      const res = await get(query);
      expect(res.headers['x-total-count']).toBe(String(whole.length));
      seen.push(...ids(res));
      const next = res.headers['x-next-cursor'] as string | undefined;
      if (!next) break;
      expect(res.headers.link).toBe(
        `<${LIST}?q=tee&sort=price-desc&limit=2&cursor=${next}>; rel="next"`,
      );
      query = `q=tee&sort=price-desc&limit=2&cursor=${next}`;
    }
    expect(seen).toEqual(whole);
    // "tee" (three letters, no typo forgiven) is in every tee's words, not in the hoodies'.
    expect(whole).toEqual([curve.id, robotics.id, white.id, dance.id, chai.id]);
  });

  it('answers a search that finds nothing with an empty list and a total of 0', async () => {
    const res = await get('q=wizard&limit=24');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect(res.headers['x-next-cursor']).toBeUndefined();
  });

  it('ignores parameters it does not know and blank filters', async () => {
    const every = await found('');
    expect(await found('colour=red&brand=x&_=1732300000000')).toEqual(every);
    expect(await found('q=&category=&size=&minPrice=&maxPrice=&sort=')).toEqual(every);
  });

  it.each([
    [`q=${'a'.repeat(101)}`, 'q', 'q must be one search text of at most 100 characters'],
    ['q=a&q=b', 'q', 'q must be one search text of at most 100 characters'],
    ['category=shoes', 'category', 'category must be one of tees, oversized, hoodies, club'],
    ['size=XXL', 'size', 'size must be one of XS, S, M, L, XL, 2XL'],
    ['minPrice=abc', 'minPrice', 'minPrice must be a price in rupees'],
    ['minPrice=-1', 'minPrice', 'minPrice must be a price in rupees'],
    ['maxPrice=1e3', 'maxPrice', 'maxPrice must be a price in rupees'],
    ['maxPrice=100001', 'maxPrice', 'maxPrice must be a price in rupees'],
    ['maxPrice=4.999', 'maxPrice', 'maxPrice must be a price in rupees'],
    ['minPrice=900&maxPrice=500', 'minPrice', 'minPrice must not be above maxPrice'],
    ['sort=price', 'sort', 'sort must be one of newest, price-asc, price-desc'],
    // A cursor belongs to the order it was made in.
    [`sort=price-asc&cursor=${pageCursor(5)}`, 'cursor', 'cursor must be one this shop gave'],
    [`cursor=${pageCursor(5, 49_900)}`, 'cursor', 'cursor must be one this shop gave'],
  ])('refuses %s with a 400 naming %s', async (query, _name, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: number; code: string; message: string };
    expect(body).toMatchObject({ status: 404, code: 'VALIDATION_FAILED' });
    expect(body.message.startsWith(message)).toBe(true);
  });

  it('refuses control characters in the search', async () => {
    for (const query of ['q=tee%00', 'q=%1b%5B31m', 'q=tee%7f', 'category=club%1b']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONTROL_CHARACTERS' });
    }
  });

  const initialData = (html: string) =>
    JSON.parse(
      /<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as { key: unknown[]; data: { pages: { products: Listed[]; total: number }[] } }[];

  it('writes a shared search address into /shop with the first page of that search', async () => {
    const api = await get('q=hoodie&sort=price-asc&limit=24');
    const html = (await shop.app.inject({ url: '/shop?sort=price-asc&q=hoodie&utm=chat' })).body;
    expect(initialData(html)).toEqual([
      {
        key: ['products', 'pages', 'q=hoodie&sort=price-asc'],
        data: {
          pages: [{ products: api.json(), total: 2, next: null }],
          pageParams: [null],
        },
      },
    ]);
    // Values the shop does not know are left out of the page's search, not refused.
    const lenient = initialData(
      (await shop.app.inject({ url: '/shop?category=shoes&size=M&maxPrice=abc' })).body,
    );
    expect(lenient[0]!.key).toEqual(['products', 'pages', 'size=M']);
    expect(lenient[0]!.data.pages[0]!.total).toBe(6);
  });
});
