import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { orderItems } from '../../../db/schema/index.ts';
import { describeShop, signedUpEach, signedUpUser } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { COUPON_LIMITS } from './coupon-limits.ts';
import { releaseCouponUses } from './coupon-uses.queries.ts';
import { newCoupon, usesTakenOf } from './coupons.test-kit.ts';

const DAY = 86_400_000;

describeShop('coupon codes at checkout', ({ database, shop }) => {
  const me = signedUpEach(shop);
  const pay = (path: string, body: Record<string, unknown>, who = me) =>
    shop.call(`payment/${path}`, body, { token: who.token });
  const quote = async (couponCode: unknown, deliveryMethod = 'pickup', who = me) =>
    (await pay('quote', { deliveryMethod, couponCode }, who)).json();

  it('prices a percentage code on the server, shares it over the lines, and keeps it on the order', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    const hoodie = await insertProduct(database.db, { pricePaise: 99_950, style: 'hoodie' });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    await addToCart(shop, me, { productId: hoodie.id, selectedSize: 'L', quantity: 2 });
    const coupon = await newCoupon(shop, { kind: 'percent', value: 15 });

    const priced = await quote(` ${coupon.code.toLowerCase()} `);
    // 15% of ₹2,598 = ₹389.70, taken off the goods; the lines' shares add up to it exactly.
    expect(priced).toMatchObject({
      totalMrp: 2598,
      discount: 389.7,
      deliveryCharges: 0,
      totalAmount: 2208.3,
      coupon: { code: coupon.code, applied: true },
    });
    const shares = priced.lines.map((l: { discount: number }) => Math.round(l.discount * 100));
    expect(shares.reduce((a: number, b: number) => a + b, 0)).toBe(38_970);

    const placed = await pay('confirm', {
      deliveryMethod: 'pickup',
      couponCode: coupon.code,
      amount: 1,
    });
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order_id as number;
    const [order] = (await shop.call('products/orders', {}, { token: me.token })).json().products;
    expect(order).toMatchObject({
      order_id: orderId,
      subTotal: 2598,
      discount: 389.7,
      couponCode: coupon.code,
      deliveryCharges: 0,
    });
    // What each item was charged, in paise, is stored: the later refund pays back that.
    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const charged = items.reduce((s, i) => s + i.unitPricePaise * i.quantity - i.discountPaise, 0);
    expect(charged).toBe(259_800 - 38_970);
    const itemId = order.productsOrdered[0].orderItem_id as number;
    const detail = await shop.call(
      `products/get-individual-order/${itemId}`,
      {},
      { token: me.token },
    );
    expect(detail.json().order).toMatchObject({
      discount: 389.7,
      couponCode: coupon.code,
      totalAmount: 2208.3,
    });
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);

    // The admin sees the saving on the order and in the export.
    const admin = await signedInAdmin(shop);
    const all = (await shop.call('products/allOrders', {}, { token: admin.token })).json();
    const mine = all.products.find((o: { order_id: number }) => o.order_id === orderId);
    expect(mine).toMatchObject({ discount: 389.7, couponCode: coupon.code, totalAmount: 2208.3 });
    const csv = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: {},
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.body).toContain('Subtotal,Coupon,Discount,Delivery charges,Total');
    expect(csv.body).toContain(`2598,${coupon.code},389.7,0,2208.3`);
  });

  it('explains every refusal and prices the cart without the code', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const now = shop.clock().getTime();
    const refusal = async (code: string) => {
      const q = await quote(code);
      expect(q).toMatchObject({ totalAmount: 599, discount: 0 });
      return q.coupon as { applied: boolean; error: string; message: string };
    };
    expect(await refusal('NO-SUCH-CODE')).toMatchObject({
      applied: false,
      error: 'COUPON_UNKNOWN',
      message: 'This coupon code is not valid.',
    });
    const expired = await newCoupon(shop, {
      kind: 'flat',
      value: 50,
      startsAt: now - 2 * DAY,
      endsAt: now - DAY,
    });
    expect(await refusal(expired.code)).toMatchObject({
      error: 'COUPON_EXPIRED',
      message: 'This coupon code has expired.',
    });
    const later = await newCoupon(shop, { kind: 'flat', value: 50, startsAt: now + DAY });
    expect((await refusal(later.code)).error).toBe('COUPON_NOT_STARTED');
    const big = await newCoupon(shop, { kind: 'flat', value: 100, minOrder: 799 });
    expect(await refusal(big.code)).toMatchObject({
      error: 'COUPON_MIN_ORDER',
      message: 'This code needs an order of at least ₹799. Add ₹200 more to use it.',
    });
    const hoodies = await newCoupon(shop, {
      kind: 'percent',
      value: 10,
      scope: 'category',
      scopeValue: 'hoodie',
    });
    expect(await refusal(hoodies.code)).toMatchObject({
      error: 'COUPON_NOT_APPLICABLE',
      message: 'This code is only for Hoodie products, and your cart has none.',
    });
    // Placing the order with a refused code is refused with the same reason, nothing written.
    const placed = await pay('confirm', { deliveryMethod: 'pickup', couponCode: expired.code });
    expect(failure(placed)).toMatchObject({ http: 422, code: 'COUPON_EXPIRED' });
  });

  it('limits a code to one club: only its club tees are discounted', async () => {
    const own = await insertProduct(database.db, { pricePaise: 50_000 });
    const robotics = await insertProduct(database.db, {
      pricePaise: 40_000,
      isOwnBrand: false,
      style: 'sponsered',
      tags: ['club', 'Robotics'],
    });
    const names = { teeName: 'Asha', instiName: 'IITM' };
    await addToCart(shop, me, { productId: own.id, selectedSize: 'M' });
    await addToCart(shop, me, { productId: robotics.id, selectedSize: 'M', ...names });
    const club = await newCoupon(shop, {
      kind: 'percent',
      value: 50,
      scope: 'club',
      scopeValue: 'robotics',
    });
    const q = await quote(club.code, 'delivery');
    expect(q).toMatchObject({ totalMrp: 900, discount: 200, deliveryCharges: 99 });
    const share = (id: number) =>
      q.lines.find((l: { product_id: number }) => l.product_id === id).discount as number;
    expect([share(own.id), share(robotics.id)]).toEqual([0, 200]);
  });

  it('holds the per-student and total caps, and a released use can be used again', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 });
    const once = await newCoupon(shop, { kind: 'flat', value: 100, usesPerStudent: 1 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const first = await pay('confirm', { deliveryMethod: 'pickup', couponCode: once.code });
    expect(first.statusCode).toBe(200);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    expect((await quote(once.code)).coupon).toMatchObject({
      error: 'COUPON_ALREADY_USED',
      message: 'You have already used this coupon code.',
    });

    // Cancelling (a later issue) gives the use back through releaseCouponUses, once.
    const orderId = first.json().order_id as number;
    expect(await releaseCouponUses(database.db, { orderId }, shop.clock())).toBe(1);
    expect(await releaseCouponUses(database.db, { orderId }, shop.clock())).toBe(0);
    expect(await usesTakenOf(shop, once.id)).toBe(0);
    expect((await quote(once.code)).coupon).toMatchObject({ applied: true });

    const single = await newCoupon(shop, { kind: 'flat', value: 100, totalUses: 1 });
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'M' });
    const otherOrder = await pay(
      'confirm',
      { deliveryMethod: 'pickup', couponCode: single.code },
      other,
    );
    expect(otherOrder.statusCode).toBe(200);
    const mine = await pay('confirm', { deliveryMethod: 'pickup', couponCode: single.code });
    expect(failure(mine)).toMatchObject({
      http: 422,
      code: 'COUPON_USED_UP',
      message: 'This coupon code has been fully used.',
    });
    expect(await usesTakenOf(shop, single.id)).toBe(1);
  });

  it('never takes the total below what delivery costs, nor below zero', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const huge = await newCoupon(shop, { kind: 'flat', value: 5000 });
    expect(await quote(huge.code, 'hostel')).toMatchObject({
      totalMrp: 499,
      discount: 499,
      deliveryCharges: 19,
      totalAmount: 19,
    });
    const placed = await pay('confirm', { deliveryMethod: 'pickup', couponCode: huge.code });
    expect(placed.statusCode).toBe(200);
    const [order] = (await shop.call('products/orders', {}, { token: me.token })).json().products;
    expect(order).toMatchObject({ subTotal: 499, discount: 499, deliveryCharges: 0 });
  });

  it('refuses malformed codes: too long, control characters, wrong letters', async () => {
    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const tooLong = await pay('quote', { deliveryMethod: 'pickup', couponCode: 'A'.repeat(25) });
    expect(failure(tooLong)).toMatchObject({ http: 400 });
    const control = await pay('quote', { deliveryMethod: 'pickup', couponCode: 'SAVE\u000710' });
    expect(failure(control)).toMatchObject({ http: 400, code: 'CONTROL_CHARACTERS' });
    const spaces = await pay('confirm', { deliveryMethod: 'pickup', couponCode: 'SAVE 10' });
    expect(failure(spaces)).toMatchObject({ http: 400 });
  });

  it('rate-limits code tries per student (calls without a code are not counted)', async () => {
    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    for (let i = 0; i < 30; i++) {
      expect(
        (await pay('quote', { deliveryMethod: 'pickup', couponCode: `GUESS${i}` })).statusCode,
      ).toBe(200);
    }
    const over = await pay('quote', { deliveryMethod: 'pickup', couponCode: 'GUESS31' });
    expect(failure(over)).toMatchObject({ http: 429, code: 'RATE_LIMITED' });
    expect(over.json().message).toMatch(/^Too many coupon code tries\. Please try again in /);
    const placed = await pay('confirm', { deliveryMethod: 'pickup', couponCode: 'GUESS32' });
    expect(failure(placed).http).toBe(429);
    // Without a code the student still checks out.
    expect((await pay('quote', { deliveryMethod: 'pickup' })).statusCode).toBe(200);
    // Another student is not held up by this one's tries.
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'M' });
    const theirs = await pay('quote', { deliveryMethod: 'pickup', couponCode: 'GUESS1' }, other);
    expect(theirs.statusCode).toBe(200);
  });

  it(
    'refuses code tries from one address over its ceiling, across students',
    { timeout: 300_000 },
    async () => {
      const { user, ip: ceiling } = COUPON_LIMITS.field;
      const tee = await insertProduct(database.db);
      // Enough students that none reaches their own limit before the address's ceiling.
      const count = Math.ceil(ceiling.max / user.max) + 1;
      const students = await Promise.all(Array.from({ length: count }, () => signedUpUser(shop)));
      for (const s of students) await addToCart(shop, s, { productId: tee.id, selectedSize: 'M' });
      const ip = '203.0.113.9';
      let limited = 0;
      for (let i = 0; i < ceiling.max + 5; i++) {
        const s = students[i % students.length]!;
        const res = await shop.call(
          'payment/quote',
          { deliveryMethod: 'pickup', couponCode: `TRY${i}` },
          { token: s.token, ip },
        );
        if (res.statusCode === 429) limited++;
      }
      expect(limited).toBe(5);
    },
  );
});
