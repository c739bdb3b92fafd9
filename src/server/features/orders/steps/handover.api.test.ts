import { beforeEach, expect, it } from 'vitest';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { stepsKit } from './order-steps.test-kit.ts';

/**
 * docs/product.md#order-steps: the whole-order handover at the counter, and how it meets the
 * original contract's one-item call (handover.service.ts, ADR 021).
 */

describeShop('order handover', ({ shop }) => {
  let admin: { email: string; token: string };
  let customer: SignedUpUser;
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
    customer = await signedUpUser(shop);
  });
  const { anOrder, adminView, handover, mailsAbout } = stepsKit(shop, () => ({
    admin,
    customer,
  }));

  it('hands a whole order over with one code, once, with one mail', async () => {
    const order = await anOrder();
    const wrong = await handover({ order_id: order.id, version: 1, handoverCode: '1111' });
    expect(failure(wrong)).toMatchObject({ http: 422, code: 'HANDOVER_CODE_WRONG' });
    const bare = await handover({ order_id: order.id, version: 1 });
    expect(failure(bare)).toMatchObject({ http: 422, code: 'HANDOVER_CODE_NEEDED' });
    expect((await adminView(order.id)).version).toBe(1); // nothing changed

    shop.clock.advance(60_000);
    const done = await handover({ order_id: order.id, version: 1, handoverCode: '43 21' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      delivered: 2,
      deliveredDate: shop.clock().getTime(),
      message: `Order ${order.orderNumber} handed over: 2 items delivered. Asha gets an e-mail.`,
    });
    const view = await adminView(order.id);
    expect(view.productsOrdered).toMatchObject([
      { step: 'delivered', isDelivered: true, deliveredBy: admin.email, deliveryCheck: 'code' },
      { step: 'delivered', isDelivered: true, deliveredBy: admin.email, deliveryCheck: 'code' },
    ]);
    const delivered = (
      await shop.call(
        'products/allOrders',
        { page: 1, deliveryStatus: 'delivered', q: order.orderNumber },
        { token: admin.token },
      )
    ).json();
    expect(delivered.products.map((o: { order_id: number }) => o.order_id)).toContain(order.id);
    const mails = mailsAbout(order, /^Delivered: /);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/2 × Quad Tee .* size M/);
    expect(mails[0]!.text).toMatch(/1 × Quad Tee .* size L/);

    const twice = await handover({
      order_id: order.id,
      version: view.version,
      handoverCode: '4321',
    });
    expect(failure(twice)).toMatchObject({ http: 409, code: 'STEP_NOT_FORWARD' });
  });

  it("hands over what the contract's one-item call left, and that call moves the version too", async () => {
    const order = await anOrder();
    const one = await shop.call(
      'products/delivered',
      { orderItem_id: order.itemIds[0] },
      { token: admin.token },
    );
    expect(one.statusCode, one.body).toBe(200);
    const stale = await handover({
      order_id: order.id,
      version: 1,
      reason: 'Roommate collected',
    });
    expect(failure(stale)).toMatchObject({ http: 409, code: 'ORDER_CHANGED' });
    expect(stale.json().current[0].items.map((i: { step: string }) => i.step)).toEqual([
      'delivered',
      'placed',
    ]);
    const rest = await handover({ order_id: order.id, version: 2, reason: 'Roommate collected' });
    expect(rest.json()).toMatchObject({ status: 200, delivered: 1 });
    const view = await adminView(order.id);
    expect(view.productsOrdered[1]).toMatchObject({
      deliveryCheck: 'reason',
      deliveryNote: 'Roommate collected',
    });
  });
});
