import { beforeEach, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { productPrices, products } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { newProductBody, signedInAdmin } from './admin.test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

// docs/product.md#reference-prices: the price struck through is the lowest price the product had
// in the 30 days before its current price began, from its recorded price history, shown only
// when higher; a typed previous price the history does not give is refused. The clock moves.
describeShop('reference prices', ({ database, shop }) => {
  let admin: { token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  /** The shop's clock moves on; the admin signs in again (a session does not last weeks). */
  const later = async (days: number) => {
    shop.clock.advance(days * DAY);
    admin = await signedInAdmin(shop);
  };
  const asAdmin = (path: string, body: unknown = {}) =>
    shop.call(path, body, { token: admin.token });
  const details = async (id: number) =>
    (await shop.call(`products/get-product-details/${id}`)).json() as Record<string, unknown>;
  const listed = async (id: number, query = '') => {
    const res = await shop.app.inject({ url: `/api/v1/products/get-product${query}` });
    return (res.json() as { product_id: number }[]).find((p) => p.product_id === id) as
      Record<string, unknown> | undefined;
  };
  const add = async (overrides: Record<string, unknown> = {}) => {
    const res = await asAdmin('products/add-product', newProductBody(overrides));
    expect(res.statusCode).toBe(200);
    return (res.json() as { product_id: number }).product_id;
  };
  const adminView = async (id: number) =>
    ((await asAdmin(`admin/product/${id}`)).json() as { product: Record<string, unknown> }).product;
  const edit = async (id: number, overrides: Record<string, unknown>) => {
    const product = (await adminView(id)) as {
      name: string;
      details: string;
      description: string;
      style: string;
      price: number;
      sizeQuantities: { size_id: number; size: string; quantity: number }[];
    };
    return asAdmin(`products/update-product-details/${id}`, {
      name: product.name,
      details: product.details,
      description: product.description,
      style: product.style,
      price: product.price,
      sizeQuantities: product.sizeQuantities,
      ...overrides,
    });
  };
  const priceTo = async (id: number, price: number) => {
    const res = await edit(id, { price });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  };
  const history = (id: number) =>
    database.db
      .select({ price: productPrices.pricePaise, from: productPrices.validFrom })
      .from(productPrices)
      .where(eq(productPrices.productId, id))
      .orderBy(asc(productPrices.validFrom));

  it('strikes through ₹549 after 40 days at ₹549 and a cut to ₹499, on every catalogue read', async () => {
    const id = await add({ price: 549 });
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
    await later(40);
    await priceTo(id, 499);

    const name = (await details(id)).name as string;
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
    expect(await listed(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
    const search = `?q=${encodeURIComponent(name)}`;
    expect(await listed(id, search)).toMatchObject({ price: 499, compareAtPrice: 549 });
    // Each price with when it began, by the shop's clock.
    expect(await history(id)).toEqual([
      { price: 54_900, from: new Date(shop.clock().getTime() - 40 * DAY) },
      { price: 49_900, from: shop.clock() },
    ]);
  });

  it('refuses a typed ₹649 the product never had, and keeps the price as it was', async () => {
    const id = await add({ price: 549 });
    await later(40);
    const res = await edit(id, { price: 499, compareAtPrice: 649 });
    expect(res.statusCode).toBe(400);
    expect(failure(res).message).toBe(
      'This product was not priced at ₹649 in the 30 days before this price, so it cannot be shown as its previous price. The previous price shown is the lowest price of the 30 days before this price: ₹549.',
    );
    expect(await details(id)).toMatchObject({ price: 549 });
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
    expect(await history(id)).toHaveLength(1);

    const percent = await edit(id, { price: 499, percentOff: 20 });
    expect(percent.statusCode).toBe(400);
    expect(failure(percent).message).toContain(
      '20% off means a previous price of ₹624, and that is not the lowest price of the 30 days before this price.',
    );
    // The reference itself, as a price or as its percentage, is what the shop shows anyway.
    expect((await edit(id, { price: 499, compareAtPrice: 549 })).statusCode).toBe(200);
    expect((await edit(id, { percentOff: 9 })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
  });

  it('shows the lowest price of the window after a cut, a rise and another cut', async () => {
    const id = await add({ price: 549 });
    await later(40);
    await priceTo(id, 499);
    await later(10);
    await priceTo(id, 599);
    // ₹499 was charged in the 30 days before ₹599: nothing higher to show.
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
    await later(5);
    await priceTo(id, 449);
    expect(await details(id)).toMatchObject({ price: 449, compareAtPrice: 499 });

    const typed = await edit(id, { compareAtPrice: 599 });
    expect(failure(typed).message).toBe(
      '₹599 is not the lowest price of the 30 days before this price. The previous price shown is the lowest price of the 30 days before this price: ₹499.',
    );
  });

  it('does not count a price that ended more than 30 days before the current one began', async () => {
    const id = await add({ price: 449 });
    await later(5);
    await priceTo(id, 549);
    expect(await details(id)).not.toHaveProperty('compareAtPrice');
    // ₹449 ended 35 days before the cut: only ₹549 was charged in the 30 days before it.
    await later(35);
    await priceTo(id, 499);
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
  });

  it('keeps the reference while the price stays, and tells the admin where the price stands', async () => {
    const id = await add({ price: 549 });
    await later(40);
    await priceTo(id, 499);
    const cutAt = shop.clock().getTime();
    await later(3);
    expect((await edit(id, { description: 'Heavier cotton.' })).statusCode).toBe(200);
    // A client of the earlier form sends an empty previous price: it changes nothing.
    expect((await edit(id, { compareAtPrice: '', percentOff: null })).statusCode).toBe(200);
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
    expect(await history(id)).toHaveLength(2);
    // A cut saved now would be shown against ₹499, the lowest of the last 30 days.
    expect(await adminView(id)).toMatchObject({
      price: 499,
      compareAtPrice: 549,
      priceSince: cutAt,
      lowestRecentPrice: 499,
    });
  });

  it('gives a new product no previous price, and refuses one typed for it', async () => {
    const before = (await database.db.select({ n: count() }).from(products))[0]!.n;
    const res = await asAdmin('products/add-product', newProductBody({ compareAtPrice: 699 }));
    expect(res.statusCode).toBe(400);
    expect(failure(res).message).toBe(
      'This product was not priced at ₹699 in the 30 days before this price, so it cannot be shown as its previous price. No previous price is shown: the product had no other price in the 30 days before this price.',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ compareAtPrice: 549 }, 'Enter a previous price higher than the price'],
      [{ compareAtPrice: 'soon' }, 'Enter a previous price higher than the price'],
      [{ percentOff: 95 }, 'Enter a percentage off from 1 to 90'],
      [{ compareAtPrice: 699, percentOff: 10 }, 'Enter a previous price or a percentage off'],
    ];
    for (const [override, message] of cases) {
      const refused = await asAdmin('products/add-product', newProductBody(override));
      expect(refused.statusCode, JSON.stringify(override)).toBe(400);
      expect(failure(refused).message).toContain(message);
    }
    expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(before);
  });

  it('records a price for a product written without a history, from its last edit', async () => {
    const id = await add({ price: 549 });
    await database.db.delete(productPrices).where(eq(productPrices.productId, id));
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    await later(40);
    await priceTo(id, 499);
    expect(await history(id)).toEqual([
      { price: 54_900, from: row!.updatedAt },
      { price: 49_900, from: shop.clock() },
    ]);
    expect(await details(id)).toMatchObject({ price: 499, compareAtPrice: 549 });
  });

  it('lets only the admin change a price', async () => {
    const id = await add();
    const student = await signedUpUser(shop);
    const res = await shop.call(
      `products/update-product-details/${id}`,
      { ...newProductBody(), price: 99 },
      { token: student.token },
    );
    expect(res.statusCode).toBe(403);
    expect(await history(id)).toHaveLength(1);
  });
});
