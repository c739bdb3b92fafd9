import { beforeEach, expect, it } from 'vitest';
import { describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  itemOf,
  onSale,
  orderOf,
  outboxTo,
  teeOnSale,
} from './cancel.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order, cash orders, the admin's side: an item until delivered,
 * with a reason and the order's version; cash already received is given back by hand; the
 * admin's counts leave cancelled items out.
 */
describeShop('cancelling orders as the admin', ({ shop }) => {
  const me = signedUpEach(shop);
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });

  it('the admin cancels a packed item with a reason; a stale version and bad input are refused', async () => {
    const tee = await teeOnSale(shop.db);
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
    expect(done.json().message).toContain('Cash on Delivery: nothing was paid for it.');
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
    expect(await outboxTo(shop.db, me.email, /was cancelled$/)).toHaveLength(1);

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
    const tee = await teeOnSale(shop.db);
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
    const tee = await teeOnSale(shop.db);
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
      payload: { q: order.orderNumber },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const rows = csv.body.trim().split('\r\n').slice(1);
    // One row per item: the cancelled one says so where the others say whether delivered.
    expect(rows.map((r) => r.split(',')[13]).sort()).toEqual(['Cancelled', 'No']);
  });
});
