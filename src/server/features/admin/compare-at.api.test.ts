import { beforeEach, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { newProductBody, signedInAdmin } from './admin.test-kit.ts';

// docs/product.md#sizes-styles-and-prices: a struck-through price only when the admin set a real,
// higher previous price; the wire's existing fields stay as they were.
describeShop('compare-at prices', ({ database, shop }) => {
  let admin: { token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const asAdmin = (path: string, body: unknown = {}) =>
    shop.call(path, body, { token: admin.token });
  const details = async (id: number) =>
    (await shop.call(`products/get-product-details/${id}`)).json() as Record<string, unknown>;
  const listed = async (id: number) =>
    ((await shop.call('products/get-product')).json() as { product_id: number }[]).find(
      (p) => p.product_id === id,
    ) as Record<string, unknown>;
  const add = async (overrides: Record<string, unknown> = {}) => {
    const res = await asAdmin('products/add-product', newProductBody(overrides));
    expect(res.statusCode).toBe(200);
    return (res.json() as { product_id: number }).product_id;
  };
  const edit = async (id: number, overrides: Record<string, unknown>) => {
    const { product } = (await asAdmin(`admin/product/${id}`)).json() as {
      product: {
        name: string;
        details: string;
        description: string;
        style: string;
        sizeQuantities: { size_id: number; size: string; quantity: number }[];
      };
    };
    return asAdmin(`products/update-product-details/${id}`, {
      name: product.name,
      details: product.details,
      description: product.description,
      style: product.style,
      price: 549,
      sizeQuantities: product.sizeQuantities,
      ...overrides,
    });
  };

  it('shows no previous price for a product without one, on every catalogue read', async () => {
    const id = await add();
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
    expect(await listed(id)).not.toHaveProperty('compareAtPrice');
    expect(await listed(id)).toMatchObject({ price: 549 });
  });

  it('shows a previous price the admin entered, in rupees, next to the unchanged price', async () => {
    const id = await add({ compareAtPrice: '699.50' });
    expect(await details(id)).toMatchObject({ price: 549, compareAtPrice: 699.5 });
    expect(await listed(id)).toMatchObject({ price: 549, compareAtPrice: 699.5 });
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row!.compareAtPaise).toBe(69_950);
  });

  it('turns a percentage off into the previous price, in whole rupees', async () => {
    const id = await add({ price: 499, percentOff: '20' });
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 624 });
  });

  it('refuses a discount that is not one, and saves nothing', async () => {
    const before = (await database.db.select({ n: count() }).from(products))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ compareAtPrice: 549 }, 'Enter a previous price higher than the price'],
      [{ compareAtPrice: '400' }, 'Enter a previous price higher than the price'],
      [{ compareAtPrice: 'soon' }, 'Enter a previous price higher than the price'],
      [{ compareAtPrice: 1_000_000 }, 'Enter a previous price higher than the price'],
      [{ percentOff: 0 }, 'Enter a percentage off from 1 to 90'],
      [{ percentOff: 95 }, 'Enter a percentage off from 1 to 90'],
      [{ percentOff: '12.5' }, 'Enter a percentage off from 1 to 90'],
      [{ compareAtPrice: 699, percentOff: 10 }, 'Enter a previous price or a percentage off'],
      // A rupee at 1 % off rounds back to a rupee: no saving to show.
      [{ price: 1, percentOff: 1 }, 'Enter a previous price higher than the price'],
    ];
    for (const [override, message] of cases) {
      const res = await asAdmin('products/add-product', newProductBody(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(failure(res).message).toContain(message);
    }
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
  });

  it('keeps the previous price on an edit that does not mention it, and clears it on null', async () => {
    const id = await add({ compareAtPrice: 799 });
    // A client of the original contract sends none of the new fields.
    expect((await edit(id, { description: 'Now heavier cotton.' })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ price: 549, compareAtPrice: 799 });

    expect((await edit(id, { percentOff: 30 })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ compareAtPrice: 784 });

    expect((await edit(id, { compareAtPrice: '' })).statusCode).toBe(200);
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
  });

  it('drops a kept previous price that the new price has reached', async () => {
    const id = await add({ compareAtPrice: 599 });
    expect((await edit(id, { price: 599 })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ price: 599 });
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
  });

  it('refuses an edit whose previous price is below the new price, keeping the old figures', async () => {
    const id = await add({ compareAtPrice: 699 });
    const res = await edit(id, { price: 650, compareAtPrice: 600 });
    expect(res.statusCode).toBe(400);
    expect(failure(res).message).toContain('Enter a previous price higher than the price');
    expect(await details(id)).toMatchObject({ price: 549, compareAtPrice: 699 });
  });

  it('lets only the admin set one', async () => {
    const id = await add();
    const student = await signedUpUser(shop);
    const res = await shop.call(
      `products/update-product-details/${id}`,
      { ...newProductBody(), compareAtPrice: 9999 },
      { token: student.token },
    );
    expect(res.statusCode).toBe(403);
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
  });
});
