import { expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpEach, signedUpUser } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { newCoupon } from './coupons.test-kit.ts';

/** The coupon code stays with the cart, not the page's address (docs/product.md#coupon-codes). */
describeShop('a coupon code kept with the cart', ({ database, shop }) => {
  const me = signedUpEach(shop);
  const keep = (couponCode: unknown, who = me) =>
    shop.call('products/cart-coupon', { couponCode }, { token: who.token });
  const cart = async (who = me) =>
    (await shop.call('products/getProductsInCart', {}, { token: who.token })).json();

  it('keeps a code that applies, shows it with the cart on every read, and forgets it on Remove', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    expect((await cart()).couponCode).toBeUndefined();

    const kept = await keep(` ${coupon.code.toLowerCase()} `);
    expect(kept.json()).toEqual({
      status: 200,
      message: `${coupon.code} applied`,
      couponCode: coupon.code,
    });
    // A reload (or "Back to cart" after a failed payment) reads the cart again: the code is there.
    expect(await cart()).toMatchObject({ status: 200, couponCode: coupon.code });
    expect(await cart()).toMatchObject({ couponCode: coupon.code });
    // Another student's cart has none.
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'S' });
    expect((await cart(other)).couponCode).toBeUndefined();

    expect((await keep('')).json()).toEqual({
      status: 200,
      message: 'Coupon removed',
      couponCode: '',
    });
    expect((await cart()).couponCode).toBeUndefined();
  });

  it("refuses a code that does not apply with the quote's reason, and keeps the code kept before", async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const good = await newCoupon(shop, { kind: 'flat', value: 50 });
    const big = await newCoupon(shop, { kind: 'flat', value: 100, minOrder: 799 });
    await keep(good.code);

    expect(failure(await keep(big.code))).toEqual({
      http: 422,
      code: 'COUPON_MIN_ORDER',
      message: 'This code needs an order of at least ₹799. Add ₹300 more to use it.',
    });
    expect(failure(await keep('NO-SUCH-CODE'))).toMatchObject({ code: 'COUPON_UNKNOWN' });
    expect((await keep('a b')).statusCode).toBe(400);
    expect((await cart()).couponCode).toBe(good.code);
  });

  it('an empty cart keeps no code, and the order placed with it takes the code away', async () => {
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    expect(failure(await keep(coupon.code))).toMatchObject({ code: 'CART_EMPTY' });

    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    await keep(coupon.code);
    const placed = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup', couponCode: coupon.code },
      { token: me.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    expect((await cart()).couponCode).toBeUndefined();
  });
});
