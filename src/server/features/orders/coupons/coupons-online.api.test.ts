import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { payments } from '../../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { sandboxShop } from '../../../test/sandbox-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { paymentDeps, payOnPage, refOf } from '../payments/payments.test-kit.ts';
import { reconcilePayments } from '../payments/payments.jobs.ts';
import { newCoupon, usesTakenOf } from './coupons.test-kit.ts';

/**
 * Coupons on online payments (docs/product.md#coupon-codes): the coupon is frozen with the
 * checkout, its use held from PAY and used by the order, or given back when the payment fails or
 * its hold expires.
 */
const withSandbox = sandboxShop(
  { webhookMode: 'never' },
  { env: { PAYMENT_HOLD_MINUTES: '1', FREE_DELIVERY_OVER_HOSTEL: '500' } },
);
const { sandbox } = withSandbox;

describeShop('coupons paid online', withSandbox, ({ database, shop }) => {
  let me: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  const startPay = (body: Record<string, unknown>) =>
    shop.call('payment/order', body, { token: me.token });
  const validate = (location: string) =>
    shop.call('payment/order/validate', { id: refOf(location) }, { token: me.token });

  it('charges the discounted amount, holds the use from PAY, and the order keeps the saving', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const coupon = await newCoupon(shop, { kind: 'percent', value: 20, totalUses: 5 });
    const res = await startPay({
      deliveryMethod: 'hostel',
      hostel: 'Ganga',
      couponCode: coupon.code,
    });
    expect(res.statusCode).toBe(200);
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);
    const [payment] = await database.db.select().from(payments).orderBy(payments.id).limit(1);
    // ₹599 − 20% = ₹479.20, under the ₹500 free-hostel threshold: ₹19 delivery on top.
    expect(payment?.amountPaise).toBe(47_920 + 1_900);
    expect(payment?.checkout.coupon).toEqual({ couponId: coupon.id, code: coupon.code });

    const paid = await payOnPage(res.json().link, 'success');
    expect((await validate(paid.location)).json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
    const [order] = (await shop.call('products/orders', {}, { token: me.token })).json().products;
    expect(order).toMatchObject({
      subTotal: 599,
      discount: 119.8,
      couponCode: coupon.code,
      deliveryCharges: 19,
    });
    expect(order.productsOrdered[0].discount).toBe(119.8);
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);
  });

  it('a failed payment gives its use back', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const coupon = await newCoupon(shop, { kind: 'flat', value: 100, usesPerStudent: 1 });
    const res = await startPay({ deliveryMethod: 'pickup', couponCode: coupon.code });
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);
    const failed = await payOnPage(res.json().link, 'failure');
    expect(failure(await validate(failed.location)).code).toBe('PAYMENT_ERROR');
    expect(await usesTakenOf(shop, coupon.id)).toBe(0);
    // The student may use it again.
    const quote = await shop.call(
      'payment/quote',
      { deliveryMethod: 'pickup', couponCode: coupon.code },
      { token: me.token },
    );
    expect(quote.json().coupon).toMatchObject({ applied: true });
  });

  it('an expired hold gives the use back; paying later takes one again, or refunds when none is left', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    const coupon = await newCoupon(shop, { kind: 'flat', value: 100, totalUses: 1 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const res = await startPay({ deliveryMethod: 'pickup', couponCode: coupon.code });
    shop.clock.advance(61_000);
    await reconcilePayments(paymentDeps(shop, sandbox));
    expect(await usesTakenOf(shop, coupon.id)).toBe(0);

    // Meanwhile another student takes the last use with cash.
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'M' });
    const cod = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup', couponCode: coupon.code },
      { token: other.token },
    );
    expect(cod.statusCode).toBe(200);

    const paid = await payOnPage(res.json().link, 'success');
    const late = await validate(paid.location);
    expect(failure(late)).toMatchObject({ http: 422, code: 'PAYMENT_ERROR' });
    expect(late.json().message).toMatch(/refunded ₹499/);
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);
  });

  it('refuses a code that covers a whole online order (a gateway takes no ₹0)', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const coupon = await newCoupon(shop, { kind: 'percent', value: 100 });
    const res = await startPay({ deliveryMethod: 'pickup', couponCode: coupon.code });
    expect(failure(res)).toMatchObject({ http: 422, code: 'NOTHING_TO_PAY' });
    expect(await usesTakenOf(shop, coupon.id)).toBe(0);
    const [row] = await database.db
      .select({ n: payments.id })
      .from(payments)
      .where(eq(payments.userId, Number(me.claims.sub)));
    expect(row).toBeUndefined();
  });
});
