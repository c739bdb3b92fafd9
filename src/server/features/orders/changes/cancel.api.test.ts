import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { mailOutbox } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { newCoupon, usesTakenOf } from '../coupons/coupons.test-kit.ts';
import { downloadInvoice, pdfLines } from '../invoice/invoice.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  onSale,
  orderOf,
  stepsOf,
} from './cancel.test-kit.ts';
import { piecesOf } from '../stock.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order, cash orders: the student cancels until packed, the admin
 * until delivered with a reason; stock goes back at once, the steps never move a cancelled item,
 * and every count of the shop leaves it out.
 */
describeShop('cancelling orders', ({ shop }) => {
  let me: SignedUpUser;
  let admin: { email: string; token: string };
  beforeEach(async () => {
    me = await signedUpUser(shop);
    admin = await signedInAdmin(shop);
  });

  /** A ₹499 tee with 5 of each of M and L on sale. */
  const aTee = () => insertProduct(shop.db, { pricePaise: 49_900 }, { M: 5, L: 5 });
  const itemOf = (order: OrderView, size: string) =>
    order.productsOrdered.find((i) => i.size === size)!;
  const mailsTo = (to: string, subject: RegExp) =>
    shop.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .then((rows) => rows.filter((m) => subject.test(m.subject)));

  it('the student cancels a whole order: stock back at once, the order cancelled, mailed once', async () => {
    const tee = await aTee();
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
    expect(await mailsTo(me.email, /^Cancelled: your .* order /)).toHaveLength(1);
    expect(await mailsTo(shop.config.SHOP_EMAIL, /^Cancelled \(by the student\)/)).toHaveLength(1);

    // A double click: nothing more happens.
    const again = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(again.json()).toMatchObject({ alreadyCancelled: true, cancelled: 0 });
    expect(again.json().message).toBe(
      `Order ${order.orderNumber} was already cancelled. Nothing changed.`,
    );
    expect(await onSale(shop.db, tee.id, 'M')).toBe(5);
    expect(await mailsTo(me.email, /^Cancelled: your .* order /)).toHaveLength(1);
  });

  it('the student cancels one item: the rest of the order goes on, its coupon kept', async () => {
    const tee = await aTee();
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
    const tee = await aTee();
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
    const tee = await aTee();
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
    const tee = await aTee();
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

  it('the admin cancels a packed item with a reason; a stale version and bad input are refused', async () => {
    const tee = await aTee();
    const order = await cashOrder(shop, me, [
      { productId: tee.id, size: 'M' },
      { productId: tee.id, size: 'L' },
    ]);
    const moved = await shop.call(
      'admin/orders/step',
      { step: 'packed', orders: [{ order_id: order.order_id, version: order.version }] },
      { token: admin.token },
    );
    const version = moved.json().orders[0].version as number;
    const [first, second] = [itemOf(order, 'M'), itemOf(order, 'L')];
    const id = first.orderItem_id;

    expect(
      (await cancelAsAdmin(shop, admin, { orderItem_id: id, version, reason: '' })).statusCode,
    ).toBe(400);
    expect(
      (await cancelAsAdmin(shop, me, { orderItem_id: id, version, reason: 'Misprint' })).statusCode,
    ).toBe(403);
    const stale = await cancelAsAdmin(shop, admin, {
      orderItem_id: id,
      version: version - 1,
      reason: 'Misprint',
    });
    expect(failure(stale)).toMatchObject({ http: 409, code: 'ORDER_CHANGED' });
    expect(stale.json().current[0].version).toBe(version);
    const missing = await cancelAsAdmin(shop, admin, {
      orderItem_id: 999_999,
      version,
      reason: 'Misprint',
    });
    expect(failure(missing)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });

    const done = await cancelAsAdmin(shop, admin, {
      orderItem_id: id,
      version,
      reason: 'Misprinted sleeve',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ alreadyCancelled: false, cancelled: 1 });
    expect(done.json().message).toContain('Cash on delivery: nothing was paid for it.');
    const next = done.json().order.version as number;
    expect(next).toBe(version + 1);
    // Retried with the version it was sent with: already cancelled, not a conflict.
    const retried = await cancelAsAdmin(shop, admin, {
      orderItem_id: id,
      version,
      reason: 'Misprinted sleeve',
    });
    expect(retried.json()).toMatchObject({ alreadyCancelled: true, cancelled: 0 });

    const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(itemOf(seen, 'M').cancelled).toMatchObject({ by: 'admin', reason: 'Misprinted sleeve' });
    expect(await onSale(shop.db, tee.id, 'M')).toBe(5);
    expect(await mailsTo(me.email, /was cancelled$/)).toHaveLength(1);

    // The steps never move it; delivering it is refused; the rest hands over and completes the order.
    const ready = await shop.call(
      'admin/orders/step',
      { step: 'ready_for_pickup', orders: [{ order_id: order.order_id, version: next }] },
      { token: admin.token },
    );
    expect(ready.json().moved).toBe(1);
    const deliver = await shop.call(
      'products/delivered',
      { orderItem_id: id },
      { token: admin.token },
    );
    expect(failure(deliver)).toMatchObject({ http: 409, code: 'ITEM_CANCELLED' });
    const handover = await shop.call(
      'admin/orders/handover',
      {
        order_id: order.order_id,
        version: ready.json().orders[0].version,
        handoverCode: order.handoverCode,
      },
      { token: admin.token },
    );
    expect(handover.json().delivered).toBe(1);
    const final = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(final.status).toBe('delivered');
    expect([itemOf(final, 'M').step, itemOf(final, 'L').step]).toEqual(['cancelled', 'delivered']);
    const late = await cancelAsAdmin(shop, admin, {
      orderItem_id: second.orderItem_id,
      version: final.version!,
      reason: 'Too late',
    });
    expect(failure(late)).toMatchObject({ http: 409, code: 'CANCEL_NOT_ALLOWED' });
  });

  it('cash already received: the admin is told to give it back by hand', async () => {
    const tee = await aTee();
    const order = await cashOrder(shop, me, [
      { productId: tee.id },
      { productId: tee.id, size: 'L' },
    ]);
    await shop.call('admin/cash-received', { order_id: order.order_id }, { token: admin.token });
    const res = await cancelAsAdmin(shop, admin, {
      orderItem_id: itemOf(order, 'M').orderItem_id,
      version: order.version!,
      reason: 'Out of this print',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(
      'Cash was recorded as received for this order: give ₹499 back to the student by hand.',
    );
  });

  it('the admin summary, the pick list and the export leave cancelled items out', async () => {
    const tee = await aTee();
    const order = await cashOrder(shop, me, [
      { productId: tee.id },
      { productId: tee.id, size: 'L' },
    ]);
    const before = (await shop.call('admin/summary', {}, { token: admin.token })).json();
    await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: itemOf(order, 'M').orderItem_id,
    });
    const summary = (await shop.call('admin/summary', {}, { token: admin.token })).json();
    expect(summary.itemsToDeliver.pickup).toBe(before.itemsToDeliver.pickup - 1);
    const pick = (await shop.call('admin/pick-list', {}, { token: admin.token })).json();
    const group = pick.groups.find((g: { product_id: number }) => g.product_id === tee.id);
    expect(group.sizes.map((s: { size: string }) => s.size)).toEqual(['L']);
    // Revenue counts what the order keeps: the cancelled ₹499 is not money received.
    await shop.call('admin/cash-received', { order_id: order.order_id }, { token: admin.token });
    const received = (await shop.call('admin/summary', {}, { token: admin.token })).json();
    expect(received.revenueThisWeek).toBe(summary.revenueThisWeek + 499);
    const csv = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: { q: `#${order.order_id}` },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const rows = csv.body.trim().split('\r\n').slice(1);
    // One row per item: the cancelled one says so where the others say whether delivered.
    expect(rows.map((r) => r.split(',')[13]).sort()).toEqual(['Cancelled', 'No']);
  });
});
