import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { AdminOrderReply } from '#shared/contract/admin-order.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { newCoupon, usesTakenOf } from '../coupons/coupons.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import { cancelAsAdmin, cancelAsStudent, onlineOrder, orderOf } from './cancel.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order, online orders: each cancelled item's charge goes back
 * (its share of the coupon off), the delivery charge with the last item, through the refunds
 * ledger; the gateway's refund webhooks complete them; asking twice refunds once.
 */
let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { refundPendingMs: 1500 },
  { env: { RATE_LIMIT_SCALE: '1000' } },
);

describeShop('cancelling paid orders', withSandbox, ({ shop }) => {
  let me: SignedUpUser;
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  /** The gateway's refunds of a payment, by refund id: what really went back. */
  const gatewayRefunds = () => Object.values(sandbox.gateway.store.books.refunds);

  it('refunds each item less its coupon share, then the delivery charge with the last one; webhooks complete them', async () => {
    const hoodie = await insertProduct(shop.db, { pricePaise: 99_900 }, { M: 5 });
    const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, { M: 5 });
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    // ₹999 + 2 × ₹499 = ₹1,997, 10 % off = ₹199.70, + ₹19 to the hostel: ₹1,816.30.
    const order = await onlineOrder(
      shop,
      me,
      [{ productId: hoodie.id }, { productId: tee.id, quantity: 2 }],
      { couponCode: coupon.code },
    );
    expect(order.totalAmount).toBe(1816.3);
    const teeItem = order.productsOrdered.find((i) => i.product.product_id === tee.id)!;
    const hoodieItem = order.productsOrdered.find((i) => i.product.product_id === hoodie.id)!;
    const teeCharged = 998 - teeItem.discount!;

    const first = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: teeItem.orderItem_id,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().refunded).toBe(teeCharged);
    expect(first.json().message).toMatch(
      /^Cancelled: .*\. Your refund of ₹.* has started; it reaches your account in 7–10 business days\.$/,
    );
    let seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(seen.refunds).toEqual([
      {
        orderItem_id: teeItem.orderItem_id,
        amount: teeCharged,
        state: expect.stringMatching(/^(requested|pending)$/),
        reason: 'cancelled',
        started: expect.any(Number),
        settled: null,
      },
    ]);
    expect(await usesTakenOf(shop, coupon.id)).toBe(1); // partly cancelled: the coupon stays

    // The sandbox completes the refund and sends its webhook.
    await vi.waitFor(
      async () => {
        seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
        expect(seen.refunds![0]!.state).toBe('completed');
      },
      { timeout: 5000 },
    );
    expect(seen.refunds![0]!.settled).toEqual(expect.any(Number));

    // The last item: its charge and the delivery charge.
    const last = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(last.statusCode, last.body).toBe(200);
    const hoodieCharged = 999 - hoodieItem.discount!;
    expect(last.json().refunded).toBeCloseTo(hoodieCharged + 19, 2);
    seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(seen.status).toBe('cancelled');
    expect(seen.refunds!.map((r) => [r.orderItem_id, r.amount])).toEqual([
      [teeItem.orderItem_id, teeCharged],
      [hoodieItem.orderItem_id, hoodieCharged],
      [null, 19],
    ]);
    // Everything the student paid went back, to the paisa, and once.
    await sandbox.gateway.idle();
    const total = gatewayRefunds().reduce((sum, r) => sum + r.amount, 0);
    expect(total).toBe(181_630);
    expect(await usesTakenOf(shop, coupon.id)).toBe(0);
    const again = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(again.json()).toMatchObject({ alreadyCancelled: true, refunded: 0 });
    expect(gatewayRefunds()).toHaveLength(3);
    await vi.waitFor(
      async () => {
        const done = await orderOf(shop, me, { orderNumber: order.orderNumber });
        expect(done.refunds!.map((r) => r.state)).toEqual(['completed', 'completed', 'completed']);
      },
      { timeout: 5000 },
    );
  });

  it('the admin cancels a paid item: its refund shows on the admin page and the student page', async () => {
    const tee = await insertProduct(shop.db, { pricePaise: 64_900 }, { M: 5, L: 5 });
    const order = await onlineOrder(shop, me, [
      { productId: tee.id, size: 'M' },
      { productId: tee.id, size: 'L' },
    ]);
    const admin = await signedInAdmin(shop);
    const item = order.productsOrdered.find((i) => i.size === 'L')!;
    const res = await cancelAsAdmin(shop, admin, {
      orderItem_id: item.orderItem_id,
      version: order.version!,
      reason: 'This print ran out',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/ Refund of ₹649 started\. /);
    const page = (
      await shop.call('admin/order', { order_id: order.order_id }, { token: admin.token })
    ).json() as AdminOrderReply;
    expect(page.payment!.refunds).toEqual([
      expect.objectContaining({
        orderItem_id: item.orderItem_id,
        amount: 649,
        reason: 'cancelled',
        note: expect.stringContaining('Cancelled: 1 ×'),
      }),
    ]);
    const cancelledItem = page.order.productsOrdered.find(
      (i) => i.orderItem_id === item.orderItem_id,
    );
    expect(cancelledItem).toMatchObject({
      step: 'cancelled',
      cancelled: { by: 'admin', reason: 'This print ran out' },
    });
    const mine = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(mine.refunds).toEqual([expect.objectContaining({ amount: 649 })]);
    expect(mine.status).toBe('placed');
    // The mail in the page's words.
    await vi.waitFor(
      () => {
        const mail = shop.smtp.lastTo(me.email, (m) => /was cancelled$/.test(m.subject ?? ''));
        expect(mail?.text).toContain('(by the shop: This print ran out).');
        expect(mail?.text).toContain('Refund of ₹649 started on ');
      },
      { timeout: 5000 },
    );
    // Once the gateway takes the refund the shop is told; the student was told by the cancel's
    // mail and gets no second one about the same money.
    await sandbox.gateway.idle();
    await vi.waitFor(
      () =>
        expect(
          shop.smtp.lastTo(shop.config.SHOP_EMAIL, (m) =>
            (m.subject ?? '').startsWith(`Refund started: order ${order.orderNumber}, `),
          ),
        ).toBeDefined(),
      { timeout: 5000 },
    );
    expect(shop.smtp.messages.filter((m) => /has started$/.test(m.subject ?? ''))).toEqual([]);
  });
});
