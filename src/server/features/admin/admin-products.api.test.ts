import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import { signedUpUser, describeShop } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { newProductBody, signedInAdmin } from './admin.test-kit.ts';

let webDir: string;

describeShop('admin products', { shop: () => ({ webDir }) }, ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'web-'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>x</title>');
  });
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const asAdmin = (path: string, body: unknown = {}) =>
    shop.call(path, body, { token: admin.token });
  const details = async (id: number) =>
    (await shop.call(`products/get-product-details/${id}`)).json();
  const productCount = async () => (await database.db.select({ n: count() }).from(products))[0]!.n;
  const sizeCount = async () => (await database.db.select({ n: count() }).from(productSizes))[0]!.n;

  it('adds a product with its sizes and images; the shop shows it at once', async () => {
    const body = newProductBody({ style: 'Sponsored', isInstibuzz: undefined });
    const res = await asAdmin('products/add-product', body);
    expect(res.statusCode).toBe(200);
    const { product_id: id, message } = res.json();
    expect(message).toBe('Product is added Successfully');
    expect(await details(id)).toMatchObject({
      status: 200,
      product_id: id,
      name: body.name,
      details: body.details,
      price: 549,
      style: 'sponsered',
      isInstibuzz: false, // sponsored tees are club products unless told otherwise
      tags: ['night', 'black'],
      imageUrl: body.imageUrl,
      sizeQuantities: [
        { size: 'S', quantity: 4, size_id: expect.any(Number) },
        { size: 'M', quantity: 10, size_id: expect.any(Number) },
      ],
    });
    const list = (await shop.call('products/get-product')).json() as { product_id: number }[];
    expect(list.map((p) => p.product_id)).toContain(id);
    const edit = (await asAdmin(`admin/product/${id}`)).json();
    expect(edit.product).toMatchObject({ colors: ['Black'], version: 1, active: true });
  });

  it('refuses bad products with the form messages and saves nothing', async () => {
    const before = [await productCount(), await sizeCount()];
    const cases: [Record<string, unknown>, string][] = [
      [{ imageUrl: [] }, 'Add at least one image'],
      [{ imageUrl: ['javascript:alert(1)'] }, 'Use images uploaded to the shop'],
      [{ price: '-5' }, 'Enter valid price'],
      [{ price: 'free' }, 'Enter valid price'],
      [{ name: '  ' }, 'Enter valid name'],
      [{ style: 'polo' }, 'Enter valid Style'],
      [{ sizeQuantities: [{ size: 'M', quantity: -1 }] }, 'Enter a stock of 0 or more'],
      [{ sizeQuantities: [{ size: 'M', quantity: 'lots' }] }, 'Enter a stock of 0 or more'],
      [{ sizeQuantities: [{ size: 'XXXL', quantity: 1 }] }, 'Add each size once'],
      [
        {
          sizeQuantities: [
            { size: 'M', quantity: 1 },
            { size: 'm', quantity: 2 },
          ],
        },
        'Each size can be listed only once',
      ],
    ];
    for (const [override, message] of cases) {
      const res = await asAdmin('products/add-product', newProductBody(override));
      expect(failure(res)).toMatchObject({ http: 400, code: 'VALIDATION_FAILED' });
      expect(failure(res).message).toContain(message);
    }
    expect([await productCount(), await sizeCount()]).toEqual(before);
  });

  it('updates fields, changes rows with size_id and adds rows without one', async () => {
    const tee = await insertProduct(database.db, { name: 'Old Name' }, { M: 5 });
    const res = await asAdmin(`products/update-product-details/${tee.id}`, {
      productId: tee.id,
      name: 'New Name',
      details: 'New Name Regular - White',
      description: 'Better cotton.',
      price: '599.50',
      style: 'regular',
      sizeQuantities: [
        { size_id: tee.sizeIds.M, size: 'M', quantity: '12' },
        { size_id: null, size: 'xs', quantity: 0 },
      ].filter((r) => r.size !== 'xs'),
    });
    expect(res.json()).toEqual({ status: 200, message: 'updated Successfully' });
    const after = await details(tee.id);
    expect(after).toMatchObject({ name: 'New Name', price: 599.5, description: 'Better cotton.' });
    expect(after.sizeQuantities.find((s: { size: string }) => s.size === 'M').quantity).toBe(12);
    expect(after.sizeQuantities).toHaveLength(6); // sizes not sent stay as they were

    const club = await insertProduct(database.db, {}, {});
    await database.db.delete(productSizes).where(eq(productSizes.id, club.sizeIds['2XL']));
    const added = await asAdmin(`products/update-product-details/${club.id}`, {
      ...newProductBody({ imageUrl: ['/uploads/images/a.webp'] }),
      sizeQuantities: [{ size: '2XL', quantity: 3 }],
    });
    expect(added.statusCode).toBe(200);
    const withNew = await details(club.id);
    expect(withNew.sizeQuantities.at(-1)).toMatchObject({ size: '2XL', quantity: 3 });
    expect(withNew.imageUrl).toEqual(['/uploads/images/a.webp']);
  });

  it('refuses unknown products and rows, a size added twice, and saves nothing', async () => {
    const tee = await insertProduct(database.db, {}, { M: 5 });
    const body = newProductBody({ imageUrl: undefined });
    const unknown = await asAdmin('products/update-product-details/999999', body);
    expect(failure(unknown)).toMatchObject({ http: 404, code: 'PRODUCT_NOT_FOUND' });
    expect(failure(await asAdmin('admin/product/999999'))).toMatchObject({ http: 404 });
    const other = await insertProduct(database.db);
    const foreignRow = await asAdmin(`products/update-product-details/${tee.id}`, {
      ...body,
      sizeQuantities: [{ size_id: other.sizeIds.M, size: 'M', quantity: 1 }],
    });
    expect(failure(foreignRow)).toMatchObject({ http: 404, code: 'SIZE_ROW_NOT_FOUND' });
    const twice = await asAdmin(`products/update-product-details/${tee.id}`, {
      ...body,
      sizeQuantities: [{ size: 'M', quantity: 1 }],
    });
    expect(failure(twice)).toMatchObject({ http: 409, code: 'SIZE_EXISTS' });
    expect((await details(tee.id)).name).not.toBe(body.name);
  });

  it('detects two admins saving the same product at once: one wins, the other is told', async () => {
    const tee = await insertProduct(database.db, {}, { M: 10 });
    const { version } = (await asAdmin(`admin/product/${tee.id}`)).json().product;
    const save = (quantity: number) =>
      asAdmin(`products/update-product-details/${tee.id}`, {
        ...newProductBody({ imageUrl: undefined }),
        version,
        sizeQuantities: [{ size_id: tee.sizeIds.M, size: 'M', quantity, previousQuantity: 10 }],
      });
    const [a, b] = await Promise.all([save(15), save(8)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(failure(loser).code).toBe('PRODUCT_CHANGED');
    const m = (await details(tee.id)).sizeQuantities.find((s: { size: string }) => s.size === 'M');
    expect([15, 8]).toContain(m.quantity);
    expect((await asAdmin(`admin/product/${tee.id}`)).json().product.version).toBe(version + 1);
  });

  it('refuses a stock figure that moved since the form showed it (a sale in between)', async () => {
    const tee = await insertProduct(database.db, {}, { M: 10 });
    await database.db
      .update(productSizes)
      .set({ quantity: 7 })
      .where(eq(productSizes.id, tee.sizeIds.M));
    const res = await asAdmin(`products/update-product-details/${tee.id}`, {
      ...newProductBody({ imageUrl: undefined }),
      sizeQuantities: [{ size_id: tee.sizeIds.M, size: 'M', quantity: 20, previousQuantity: 10 }],
    });
    expect(failure(res)).toMatchObject({ http: 409, code: 'CONFLICT' });
    expect(failure(res).message).toContain('changed from 10 to 7');
    const m = (await details(tee.id)).sizeQuantities.find((s: { size: string }) => s.size === 'M');
    expect(m.quantity).toBe(7);
  });

  it('keeps the old product URL working after details change the slug', async () => {
    const tee = await insertProduct(database.db, { details: 'Quad Tee White' });
    await asAdmin(`products/update-product-details/${tee.id}`, {
      ...newProductBody({ imageUrl: undefined, details: 'Quad Tee Navy Blue' }),
      sizeQuantities: [{ size_id: tee.sizeIds.M, size: 'M', quantity: 1 }],
    });
    const edit = (await asAdmin(`admin/product/${tee.id}`)).json();
    expect(edit.product.details).toBe('Quad Tee Navy Blue');
    const now = `/products/quad-tee-navy-blue/${tee.id}`;
    const link = await shop.call(`products/former-slug/${tee.id}`, { slug: 'quad-tee-white' });
    expect(link.json()).toEqual({ status: 200, path: now });
    const typo = await shop.call(`products/former-slug/${tee.id}`, { slug: 'quad-te-navy' });
    expect(typo.json()).toEqual({ status: 200, path: now });
    const none = await shop.call('products/former-slug/999999', { slug: 'quad-tee-navy-blue' });
    expect(failure(none)).toMatchObject({ http: 404, code: 'PRODUCT_NOT_FOUND' });

    const page = await shop.app.inject({ url: `/products/quad-tee-white/${tee.id}?ref=chat` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`${now}?ref=chat`);
    expect((await shop.app.inject({ url: now })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: `/products/other-tee/${tee.id}` })).statusCode).toBe(301);
  });

  it('is for the admin only', async () => {
    const customer = await signedUpUser(shop);
    const res = await shop.call('products/add-product', newProductBody(), {
      token: customer.token,
    });
    expect(failure(res)).toMatchObject({ http: 403, code: 'ADMIN_ONLY' });
    expect(failure(await shop.call('products/add-product', newProductBody()))).toMatchObject({
      http: 401,
    });
  });
});
