import { expect, it } from 'vitest';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { signedUpUser, describeShop } from '../../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';

/**
 * A cap on the cash orders one student has open (docs/product.md#cash-on-delivery): each takes its
 * stock for good until it is collected, so one account cannot empty a size with unpaid orders.
 */
describeShop(
  'open cash orders per student',
  { shop: () => ({ env: { CASH_ORDERS_OPEN_MAX: '3', RATE_LIMIT_SCALE: '1000' } }) },
  ({ database, shop }) => {
    const stockOf = stockReader(database);

    it('the fourth open cash order is refused with why, and nothing is taken', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, {}, { M: 10 });
      const order = async (key: string) => {
        await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
        return shop.call(
          'payment/confirm',
          { deliveryMethod: 'pickup', checkoutKey: key },
          { token: me.token },
        );
      };
      for (const key of ['order-a1', 'order-b1', 'order-c1'])
        expect((await order(key)).statusCode).toBe(200);
      const fourth = await order('order-d1');
      expect(failure(fourth)).toMatchObject({
        http: 422,
        code: 'CASH_ORDERS_OPEN',
        message:
          'You already have 3 cash orders waiting to be collected. Collect one first, or pay online.',
      });
      expect(await stockOf(tee.sizeIds.M)).toBe(7);
      expect(await cartOf(shop, me)).toHaveLength(1); // the cart is kept for paying online
    });

    it('orders racing from one account never pass the cap', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, {}, { L: 40 });
      for (const key of ['order-x1', 'order-y1']) {
        await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
        await shop.call(
          'payment/confirm',
          { deliveryMethod: 'pickup', checkoutKey: key },
          { token: me.token },
        );
      }
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'L', quantity: 2 });
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          shop.call(
            'payment/confirm',
            { deliveryMethod: 'pickup', checkoutKey: `race-key-${i}` },
            { token: me.token },
          ),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const res of results.filter((r) => r.statusCode !== 200)) {
        expect(['CASH_ORDERS_OPEN', 'CART_EMPTY']).toContain(failure(res).code);
      }
      const mine = (await shop.call('products/orders', {}, { token: me.token })).json().products;
      expect(new Set(mine.map((o: { order_id: number }) => o.order_id)).size).toBe(3);
      expect(await stockOf(tee.sizeIds.L)).toBe(36);
    });
  },
);
