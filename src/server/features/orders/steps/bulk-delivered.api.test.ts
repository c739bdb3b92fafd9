import { beforeEach, expect, it } from 'vitest';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { stepsKit } from './order-steps.test-kit.ts';

/**
 * docs/product.md#order-steps: bulk "Delivered" hands each chosen order over with the handover
 * rule; an order the rule refuses is named, the others are delivered.
 */

describeShop('bulk delivered', ({ shop }) => {
  let admin: { email: string; token: string };
  let customer: SignedUpUser;
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
    customer = await signedUpUser(shop);
  });
  const { anOrder, adminView, move, mailsAbout } = stepsKit(shop, () => ({ admin, customer }));
  const steps = async (orderId: number) =>
    (await adminView(orderId)).productsOrdered.map((i: { step: string }) => i.step);

  it('delivers out-for-delivery orders at once, each with its code or none for home', async () => {
    const hostel = await anOrder('hostel');
    const home = await anOrder('delivery');
    const out = await move('out_for_delivery', [
      { order_id: hostel.id, version: 1 },
      { order_id: home.id, version: 1 },
    ]);
    expect(out.statusCode, out.body).toBe(200);
    const done = await move('delivered', [
      { order_id: hostel.id, version: 2, handoverCode: '4321' },
      { order_id: home.id, version: 2 },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      moved: 4,
      unchanged: [],
      refused: [],
      message: '2 orders (4 items) marked delivered. The students get an e-mail.',
    });
    expect(await steps(hostel.id)).toEqual(['delivered', 'delivered']);
    expect(await steps(home.id)).toEqual(['delivered', 'delivered']);
    expect((await adminView(hostel.id)).productsOrdered[0]).toMatchObject({
      deliveryCheck: 'code',
      deliveredBy: admin.email,
    });
    expect(mailsAbout(hostel, /^Delivered: /)).toHaveLength(1);
    expect(mailsAbout(home, /^Delivered: /)).toHaveLength(1);

    const again = await move('delivered', [{ order_id: home.id, version: 3 }]);
    expect(failure(again)).toMatchObject({ http: 409, code: 'STEP_NOT_FORWARD' });
  });

  it('names each order the handover rule refuses and delivers the rest', async () => {
    const noCode = await anOrder('pickup');
    const wrongCode = await anOrder('hostel');
    const withReason = await anOrder('hostel');
    const stale = await anOrder('delivery');
    const done = await move('delivered', [
      { order_id: noCode.id, version: 1 },
      { order_id: wrongCode.id, version: 1, handoverCode: '1111' },
      { order_id: withReason.id, version: 1, reason: 'Warden signed for it' },
      { order_id: stale.id, version: 7 },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const reply = done.json();
    expect(reply.moved).toBe(2);
    expect(reply.refused).toEqual([
      expect.objectContaining({ order_id: noCode.id, code: 'HANDOVER_CODE_NEEDED' }),
      expect.objectContaining({ order_id: wrongCode.id, code: 'HANDOVER_CODE_WRONG' }),
      expect.objectContaining({ order_id: stale.id, code: 'ORDER_CHANGED' }),
    ]);
    expect(reply.message).toMatch(/^1 order \(2 items\) marked delivered\..* Not delivered: /);
    expect(await steps(noCode.id)).toEqual(['placed', 'placed']);
    expect(await steps(wrongCode.id)).toEqual(['placed', 'placed']);
    expect(await steps(stale.id)).toEqual(['placed', 'placed']);
    expect(await steps(withReason.id)).toEqual(['delivered', 'delivered']);
    expect((await adminView(withReason.id)).productsOrdered[0]).toMatchObject({
      deliveryCheck: 'reason',
    });
  });

  it('is for admins only', async () => {
    const order = await anOrder('delivery');
    const res = await move('delivered', [{ order_id: order.id, version: 1 }], customer.token);
    expect(res.statusCode).toBe(403);
    expect(await steps(order.id)).toEqual(['placed', 'placed']);
  });
});
