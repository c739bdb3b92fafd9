import { Writable } from 'node:stream';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { minimalWebApp } from '../../../test/minimal-web-app.ts';
import { payments, productSizes, stockHolds } from '../../../db/schema/index.ts';
import { describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';

/**
 * PAYMENT_PROVIDER=none, "cash on delivery only" (docs/operations.md): the shop offers only what
 * can be paid in cash, pickup (docs/product.md#delivery-and-charges), and refuses an online
 * payment as a rule (422), not as an outage: nothing is held and nothing is logged as an error.
 */
const logged: { level: number; msg: string }[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  }),
);
let webDir: string;
const cashOnly = () => ({ env: { PAYMENT_PROVIDER: 'none' }, log, webDir });

describeShop('online payment switched off', { shop: cashOnly }, ({ database, shop }) => {
  const me = signedUpEach(shop);
  beforeEach(async () => {
    webDir ??= await minimalWebApp();
    logged.length = 0;
  });
  const pay = (path: string, body: Record<string, unknown>) =>
    shop.call(`payment/${path}`, { email: me.email, ...body }, { token: me.token });

  it('quotes pickup as the only method a cart can use, club tees included', async () => {
    const tee = await insertProduct(database.db, {}, { M: 4 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const quote = (await pay('quote', { deliveryMethod: 'hostel' })).json();
    expect(quote).toMatchObject({ status: 200, allowedMethods: ['pickup'] });
    expect((await pay('quote', { deliveryMethod: 'pickup' })).json()).toMatchObject({
      allowedMethods: ['pickup'],
      cashOnDeliveryAllowed: true,
    });
    const club = await insertProduct(database.db, { isOwnBrand: false, style: 'sponsered' });
    await addToCart(shop, me, {
      productId: club.id,
      selectedSize: 'M',
      teeName: 'Asha',
      instiName: 'IITM',
    });
    expect((await pay('quote', { deliveryMethod: 'pickup' })).json()).toMatchObject({
      status: 200,
      allowedMethods: ['pickup'],
      cashOnDeliveryAllowed: true,
    });
  });

  it('refuses an online payment with a clear 422, holds nothing and logs no error', async () => {
    const tee = await insertProduct(database.db, {}, { M: 4 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    for (const body of [
      { deliveryMethod: 'hostel', hostel: 'Ganga' },
      { deliveryMethod: 'pickup' },
    ]) {
      expect(failure(await pay('order', body))).toEqual({
        http: 422,
        code: 'ONLINE_PAYMENT_OFF',
        message:
          'Online payment is off right now, so only pickup with Cash on Delivery is available.',
      });
    }
    const [size] = await database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.id, tee.sizeIds.M));
    expect(size?.quantity).toBe(4);
    expect(
      await database.db
        .select()
        .from(payments)
        .where(eq(payments.userId, Number(me.claims.sub))),
    ).toEqual([]);
    expect(await database.db.select().from(stockHolds)).toEqual([]);
    expect(await cartOf(shop, me)).toHaveLength(1);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still takes pickup with cash on delivery, and refuses cash for hostel delivery', async () => {
    const tee = await insertProduct(database.db, {}, { M: 4 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    expect(failure(await pay('confirm', { deliveryMethod: 'hostel' }))).toMatchObject({
      http: 422,
      code: 'COD_PICKUP_ONLY',
    });
    expect((await pay('confirm', { deliveryMethod: 'pickup' })).json()).toMatchObject({
      status: 200,
      message: 'Your order is Placed Successfully',
    });
  });

  it('tells the web app in the page settings that online payment is off', async () => {
    const page = await shop.app.inject({ url: '/cart' });
    const settings = /<script id="shop-settings" type="application\/json">(.*?)<\/script>/s.exec(
      page.body,
    );
    expect(JSON.parse(settings?.[1] ?? '{}')).toMatchObject({ onlinePayment: false });
  });
});
