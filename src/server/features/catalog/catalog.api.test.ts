import { beforeAll, expect, it } from 'vitest';

import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, type DescribeShopOptions } from '../../test/test-shop.ts';

const PRODUCT_KEYS = [
  'product_id',
  'name',
  'details',
  'description',
  'price',
  'style',
  'imageUrl',
  'sizeQuantities',
  'tags',
  'isInstibuzz',
].sort();

const oneShop: DescribeShopOptions = { shopPer: 'file' };

describeShop('catalogue API', oneShop, ({ database, shop }) => {
  let teeId: number;
  let hoodieId: number;

  beforeAll(async () => {
    ({ id: teeId } = await insertProduct(
      database.db,
      { name: 'Quad Tee', details: 'Quad Tee - White', pricePaise: 49_900, style: 'regular' },
      { S: 4, M: 0, XS: 2 },
    ));
    ({ id: hoodieId } = await insertProduct(
      database.db,
      { name: 'Night Hoodie', details: 'Night Hoodie', pricePaise: 129_950, style: 'hoodie' },
      { L: 1 },
    ));
  });

  it('lists products as a bare array with exactly the contract fields, newest first', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await shop.app.inject({ method, url: '/api/v1/products/get-product' });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Record<string, unknown>[];
      expect(Array.isArray(list)).toBe(true);
      expect(list.map((p) => p.product_id)).toEqual([hoodieId, teeId]);
      for (const p of list) expect(Object.keys(p).sort()).toEqual(PRODUCT_KEYS);
    }
  });

  it('gives prices in rupees (paise kept exact) and sizes in the shop order', async () => {
    const res = await shop.app.inject({ url: `/api/v1/products/get-product-details/${hoodieId}` });
    expect(res.json()).toMatchObject({ status: 200, price: 1299.5, style: 'hoodie' });
    const tee = (
      await shop.app.inject({ url: `/api/v1/products/get-product-details/${teeId}` })
    ).json();
    expect(tee.sizeQuantities.map((s: { size: string }) => s.size)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
    ]);
    expect(tee.sizeQuantities[2]).toMatchObject({ size: 'M', quantity: 0 });
    expect(tee.sizeQuantities[1]).toMatchObject({ size: 'S', quantity: 4 });
    expect(typeof tee.sizeQuantities[0].size_id).toBe('number');
    expect(Object.keys(tee).sort()).toEqual([...PRODUCT_KEYS, 'status'].sort());
  });

  it('answers an unknown or malformed id with the failure body', async () => {
    const missing = await shop.app.inject({ url: '/api/v1/products/get-product-details/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      status: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'Product not found',
      error: 'Product not found',
    });
    const bad = await shop.app.inject({ url: '/api/v1/products/get-product-details/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 404, code: 'VALIDATION_FAILED' });
  });

  it('does not cache stock in browsers', async () => {
    const res = await shop.app.inject({ url: '/api/v1/products/get-product' });
    expect(res.headers['cache-control']).toContain('max-age=0');
  });
});
