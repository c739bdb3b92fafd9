import { afterEach, beforeEach, expect, it } from 'vitest';
import { amountKept } from '#shared/rules/order-cancel.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { newCoupon } from '../coupons/coupons.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import {
  cancelAsAdmin,
  cashOrder,
  onSale,
  onlineOrder,
  orderOf,
  outboxTo,
  teeOnSale,
} from './cancel.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order: the admin cancels some pieces of a line (1 of 2): those
 * pieces' stock goes back and their money (refund online, less to collect in cash); the line
 * keeps the rest and the cancelled pieces read what they were cut from.
 */
let sandbox: Sandbox;
const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  {},
  { env: { RATE_LIMIT_SCALE: '1000' } },
);

describeShop('cancelling some pieces of a line', withSandbox, ({ shop }) => {
  let me: SignedUpUser;
  let admin: { email: string; token: string };
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
    admin = await signedInAdmin(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  it('cancels 1 of 2 pieces of a cash line: stock and amount due for that piece only', async () => {
    const tee = await teeOnSale(shop.db);
    const order = await cashOrder(shop, me, [{ productId: tee.id, quantity: 2 }]);
    expect(await onSale(shop.db, tee.id)).toBe(3);
    const line = order.productsOrdered[0]!;
    const body = { orderItem_id: line.orderItem_id, version: order.version!, reason: 'Misprint' };

    for (const quantity of [3, 0, 'two']) {
      const refused = await cancelAsAdmin(shop, admin, { ...body, quantity });
      expect(refused.statusCode).toBe(400);
    }
    expect(failure(await cancelAsAdmin(shop, admin, { ...body, quantity: 3 })).message).toBe(
      'This line has 2 pieces: cancel 1 to 2. Nothing was changed.',
    );

    const done = await cancelAsAdmin(shop, admin, { ...body, quantity: '1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ cancelled: 1, refunded: 0, alreadyCancelled: false });
    expect(done.json().message).toMatch(/^Cancelled 1 of 2 pieces of .* \(size M\) of order /);
    expect(await onSale(shop.db, tee.id)).toBe(4);

    const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(seen.productsOrdered).toHaveLength(2);
    const [kept, cut] = seen.productsOrdered;
    expect(kept).toMatchObject({ orderItem_id: line.orderItem_id, quantity: 1, step: 'placed' });
    expect(kept!.cancelled).toBeUndefined();
    expect(cut).toMatchObject({
      quantity: 1,
      step: 'cancelled',
      cancelled: { by: 'admin', reason: 'Misprint', ofPieces: 2, fromItem: line.orderItem_id },
    });
    expect(cut!.steps?.map((s) => s.step)).toEqual(['placed', 'cancelled']);
    // Cash on delivery: one piece less to collect.
    expect(amountKept(seen)).toBe(499);
    expect(await outboxTo(shop.db, me.email, /cancel/i)).toHaveLength(1);
  });

  it('refunds only the cancelled piece of a paid line, less its coupon share', async () => {
    const tee = await teeOnSale(shop.db);
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    const order = await onlineOrder(shop, me, [{ productId: tee.id, quantity: 2 }], {
      couponCode: coupon.code,
    });
    const line = order.productsOrdered[0]!;
    const done = await cancelAsAdmin(shop, admin, {
      orderItem_id: line.orderItem_id,
      version: order.version!,
      reason: 'One piece misprinted',
      quantity: 1,
    });
    expect(done.statusCode, done.body).toBe(200);
    // ₹998 less 10 %: ₹898.20 for the line, ₹449.10 for each piece; the delivery charge stays.
    expect(done.json().refunded).toBe(449.1);
    const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    const cut = seen.productsOrdered.find((i) => i.step === 'cancelled')!;
    expect(seen.refunds).toEqual([
      expect.objectContaining({ orderItem_id: cut.orderItem_id, amount: 449.1 }),
    ]);
    const kept = seen.productsOrdered.find((i) => i.orderItem_id === line.orderItem_id)!;
    expect(kept).toMatchObject({ quantity: 1, discount: 49.9 });
  });
});
