import { afterEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { refunds } from '../../../db/schema/index.ts';
import { describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { sandboxShop } from '../../../test/sandbox-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { payOnPage, refOf } from '../payments/payments.test-kit.ts';
import { newCoupon, usesTakenOf } from './coupons.test-kit.ts';

/**
 * A coupon's uses per student hold against a student paying several times
 * (docs/product.md#coupon-codes): each new checkout takes over from the earlier one and its
 * coupon use, so an earlier payment completed later must take a use again, and may not when the
 * student has used the code as often as it allows: it is refunded in full, and the page, the
 * mail and the refund name that reason.
 */
const withSandbox = sandboxShop({ webhookMode: 'never' });
const { sandbox } = withSandbox;

describeShop(
  'a coupon used once per student, paid online several times',
  withSandbox,
  ({ database, shop }) => {
    const me = signedUpEach(shop);
    afterEach(() => sandbox.gateway.idle());

    it('five payments with new checkout keys, all paid: one order with the saving, four refunded in full', async () => {
      const tee = await insertProduct(database.db, { pricePaise: 59_900 }, { M: 20 });
      const coupon = await newCoupon(shop, { kind: 'flat', value: 100, usesPerStudent: 1 });
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      const links: string[] = [];
      for (let i = 0; i < 5; i++) {
        const started = await shop.call(
          'payment/order',
          { deliveryMethod: 'pickup', couponCode: coupon.code, checkoutKey: `coupon-try-${i}-key` },
          { token: me.token },
        );
        expect(started.statusCode).toBe(200);
        links.push(started.json().link as string);
      }
      // Each checkout took over from the one before: one use held, the last one's.
      expect(await usesTakenOf(shop, coupon.id)).toBe(1);

      const answers = [];
      for (const link of links) {
        const paid = await payOnPage(link, 'success');
        answers.push(await shop.call('payment/order/validate', { id: refOf(paid.location) }, me));
      }
      const placed = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(4);
      for (const answer of refused) {
        expect(failure(answer).message).toMatch(
          /after its coupon reservation had lapsed, and by then the coupon code could not be used again .*We have refunded ₹499 in full/,
        );
      }
      const orders = (await shop.call('products/orders', {}, me)).json().products;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ couponCode: coupon.code, discount: 100 });
      expect(await usesTakenOf(shop, coupon.id)).toBe(1);
      const given = await database.db
        .select()
        .from(refunds)
        .where(eq(refunds.reason, 'coupon-used-up'));
      expect(given.map((r) => r.amountPaise)).toEqual([49_900, 49_900, 49_900, 49_900]);
    });

    it('while one payment holds the student’s use, a cash order with the code is refused', async () => {
      const tee = await insertProduct(database.db, { pricePaise: 59_900 }, { M: 5 });
      const coupon = await newCoupon(shop, { kind: 'flat', value: 100, usesPerStudent: 1 });
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      const started = await shop.call(
        'payment/order',
        { deliveryMethod: 'pickup', couponCode: coupon.code },
        me,
      );
      expect(started.statusCode).toBe(200);
      const cash = await shop.call(
        'payment/confirm',
        { deliveryMethod: 'pickup', couponCode: coupon.code },
        me,
      );
      expect(failure(cash).code).toBe('COUPON_ALREADY_USED');
      expect(await usesTakenOf(shop, coupon.id)).toBe(1);
    });
  },
);
