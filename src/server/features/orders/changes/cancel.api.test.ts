import { beforeEach, expect, it } from 'vitest';
import { describeShop, signedUpEach, signedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { newCoupon, usesTakenOf } from '../coupons/coupons.test-kit.ts';
import { downloadInvoice, pdfLines } from '../invoice/invoice.test-kit.ts';
import {
  cancelAsStudent,
  cashOrder,
  itemOf,
  onSale,
  orderOf,
  outboxTo,
  stepsOf,
  teeOnSale,
} from './cancel.test-kit.ts';
import { piecesOf } from '../stock.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order, cash orders: the student cancels until packed, the admin
 * until delivered with a reason; stock goes back at once, the steps never move a cancelled item,
 * and every count of the shop leaves it out.
 */
describeShop('cancelling orders', ({ shop }) => {
  const me = signedUpEach(shop);
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });

  it('the student cancels a whole order: stock back at once, the order cancelled, mailed once', async () => {
    const tee = await teeOnSale(shop.db);
    const order = await cashOrder(shop, me, [
      { productId: tee.id, size: 'M', quantity: 2 },
      { productId: tee.id, size: 'L' },
    ]);
    expect(await onSale(shop.db, tee.id, 'M')).toBe(3);
    const pieces = await piecesOf(shop.db, tee.id, 'M');

    const res = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber.toLowerCase().replace('-', ''),
      reason: 'Ordered the wrong colour',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Order ${order.orderNumber} is cancelled. There is nothing to pay for it.`,
      alreadyCancelled: false,
      cancelled: 2,
      refunded: 0,
    });
    expect(await onSale(shop.db, tee.id, 'M')).toBe(5);
    expect(await onSale(shop.db, tee.id, 'L')).toBe(5);
    expect(await piecesOf(shop.db, tee.id, 'M')).toBe(pieces);

    const after = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(after.status).toBe('cancelled');
    expect(after.version).toBe(order.version! + 1);
    for (const item of after.productsOrdered) {
      expect(item.step).toBe('cancelled');
      expect(item.cancelled).toEqual({
        at: shop.clock().getTime(),
        by: 'student',
        reason: 'Ordered the wrong colour',
      });
      expect(item.steps?.map((s) => s.step)).toEqual(['placed', 'cancelled']);
    }
    expect(after.refunds).toEqual([]);
    expect(await outboxTo(shop.db, me.email, /^Cancelled: your .* order /)).toHaveLength(1);
    expect(
      await outboxTo(shop.db, shop.config.SHOP_EMAIL, /^Cancelled \(by the student\)/),
    ).toHaveLength(1);

    // A double click: nothing more happens.
    const again = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(again.json()).toMatchObject({ alreadyCancelled: true, cancelled: 0 });
    expect(again.json().message).toBe(
      `Order ${order.orderNumber} was already cancelled. Nothing changed.`,
    );
    expect(await onSale(shop.db, tee.id, 'M')).toBe(5);
    expect(await outboxTo(shop.db, me.email, /^Cancelled: your .* order /)).toHaveLength(1);
  });

  it('the student cancels one item: the rest of the order goes on, its coupon kept', async () => {
    const tee = await teeOnSale(shop.db);
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    const order = await cashOrder(
      shop,
      me,
      [
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ],
      coupon.code,
    );
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);
    const [first, second] = [itemOf(order, 'M'), itemOf(order, 'L')];
    const res = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: first.orderItem_id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Cancelled: .* \(size M\)\. There is nothing to pay/);
    const after = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(after.status).toBe('placed');
    expect(itemOf(after, 'M')).toMatchObject({
      step: 'cancelled',
      cancelled: { by: 'student', reason: '' },
    });
    expect(itemOf(after, 'L').step).toBe('placed');
    // The invoice stands as issued and names what was cancelled after it.
    const pdf = await downloadInvoice(shop, order.order_id, me.token);
    const text = (await pdfLines(pdf.rawPayload)).join(' ');
    expect(text).toMatch(/Cancelled after this invoice was issued: 1 × .*, size M \(₹449\.10\)/);
    expect(await onSale(shop.db, tee.id, 'M')).toBe(5);
    expect(await onSale(shop.db, tee.id, 'L')).toBe(4);
    expect(await usesTakenOf(shop, coupon.id)).toBe(1);

    // The last item goes: the whole order is cancelled, and its coupon use given back.
    await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: second.orderItem_id,
    });
    expect((await orderOf(shop, me, { orderNumber: order.orderNumber })).status).toBe('cancelled');
    expect(await usesTakenOf(shop, coupon.id)).toBe(0);
  });

  it("another student's order or item reads not found, and changes nothing", async () => {
    const tee = await teeOnSale(shop.db);
    const theirs = await cashOrder(shop, me, [{ productId: tee.id }]);
    const other = await signedUpUser(shop);
    const mine = await cashOrder(shop, other, [{ productId: tee.id, size: 'L' }]);
    const attempts = [
      cancelAsStudent(shop, other, { orderNumber: theirs.orderNumber }),
      cancelAsStudent(shop, other, {
        orderNumber: theirs.orderNumber,
        orderItem_id: theirs.productsOrdered[0]!.orderItem_id,
      }),
      // Their own order's number with someone else's item.
      cancelAsStudent(shop, other, {
        orderNumber: mine.orderNumber,
        orderItem_id: theirs.productsOrdered[0]!.orderItem_id,
      }),
      cancelAsStudent(shop, other, { orderNumber: 'ZZZZ-ZZZZ' }),
      cancelAsStudent(shop, other, { orderNumber: 'not a number' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(failure(res)).toEqual({
        http: 404,
        code: 'ORDER_NOT_FOUND',
        message: 'Order not found',
      });
    }
    expect(await stepsOf(shop.db, [theirs.productsOrdered[0]!.orderItem_id])).toEqual({
      [theirs.productsOrdered[0]!.orderItem_id]: 'placed',
    });
  });

  it('refuses bad input with the reason, and callers without a token', async () => {
    const tee = await teeOnSale(shop.db);
    const order = await cashOrder(shop, me, [{ productId: tee.id }]);
    const bad = [
      { orderNumber: order.orderNumber, reason: 'oops\u0007' },
      { orderNumber: order.orderNumber, reason: 'x'.repeat(301) },
      { orderNumber: order.orderNumber, orderItem_id: 'one' },
      { reason: 'no order' },
    ];
    for (const body of bad) {
      const res = await shop.call('products/cancel-order', body, { token: me.token });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await shop.call('products/cancel-order', { orderNumber: order.orderNumber });
    expect(anonymous.statusCode).toBe(401);
    expect((await orderOf(shop, me, { orderNumber: order.orderNumber })).status).toBe('placed');
  });

  it('once packed, the student is refused with a clear message and nothing changes', async () => {
    const tee = await teeOnSale(shop.db);
    const order = await cashOrder(shop, me, [
      { productId: tee.id, size: 'M' },
      { productId: tee.id, size: 'L' },
    ]);
    const [packed, placed] = [itemOf(order, 'M'), itemOf(order, 'L')];
    const moved = await shop.call(
      'admin/orders/step',
      { step: 'packed', orders: [{ order_id: order.order_id, version: order.version }] },
      { token: admin.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const item = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: packed.orderItem_id,
    });
    expect(failure(item)).toMatchObject({ http: 409, code: 'CANCEL_NOT_ALLOWED' });
    expect(failure(item).message).toMatch(
      /is already packed, so it can no longer be cancelled\. Nothing was changed\./,
    );
    const whole = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(failure(whole)).toMatchObject({ http: 409, code: 'CANCEL_NOT_ALLOWED' });
    expect(await stepsOf(shop.db, [packed.orderItem_id, placed.orderItem_id])).toEqual({
      [packed.orderItem_id]: 'packed',
      [placed.orderItem_id]: 'packed',
    });
    expect(await onSale(shop.db, tee.id, 'M')).toBe(4);
  });
});
