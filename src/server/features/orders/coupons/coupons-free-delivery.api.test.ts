import { expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { addToCart } from '../../cart/cart.test-kit.ts';
import { newCoupon } from './coupons.test-kit.ts';

describeShop(
  'free delivery over a threshold',
  { shop: { env: { FREE_DELIVERY_OVER_HOME: '799' } } },
  ({ database, shop }) => {
    const me = signedUpEach(shop);

    it('says how much more delivers free; the quote and the order agree', async () => {
      const tee = await insertProduct(database.db, { pricePaise: 59_900 });
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      const q = (
        await shop.call('payment/quote', { deliveryMethod: 'delivery' }, { token: me.token })
      ).json();
      expect(q).toMatchObject({ deliveryCharges: 99, totalAmount: 698, freeDeliveryGap: 200 });
      const hostel = (
        await shop.call('payment/quote', { deliveryMethod: 'hostel' }, { token: me.token })
      ).json();
      expect(hostel.freeDeliveryGap).toBeUndefined();

      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      const free = (
        await shop.call('payment/quote', { deliveryMethod: 'delivery' }, { token: me.token })
      ).json();
      expect(free).toMatchObject({ totalMrp: 1198, deliveryCharges: 0, totalAmount: 1198 });
      expect(free.freeDeliveryGap).toBeUndefined();

      // A coupon that takes the goods under the threshold brings the charge back.
      const coupon = await newCoupon(shop, { kind: 'flat', value: 500 });
      const withCoupon = (
        await shop.call(
          'payment/quote',
          { deliveryMethod: 'delivery', couponCode: coupon.code },
          { token: me.token },
        )
      ).json();
      expect(withCoupon).toMatchObject({
        discount: 500,
        deliveryCharges: 99,
        totalAmount: 797,
        freeDeliveryGap: 101,
      });
    });
  },
);
