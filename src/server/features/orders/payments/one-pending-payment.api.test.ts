import { expect, it } from 'vitest';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { payments, stockHolds } from '../../../db/schema/index.ts';
import { signedUpUser, describeShop } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { payOnPage, refOf, sandboxEach, type Sandbox } from './payments.test-kit.ts';

/**
 * One pending online payment per student holds stock (docs/product.md#payment-return): PAY on
 * several tabs, or repeated payment/order calls with new checkout keys, never hold a size twice.
 */
let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { webhookMode: 'never' },
  { env: { PAYMENT_HOLD_MINUTES: '15', RATE_LIMIT_SCALE: '1000' } },
);

describeShop('one pending payment per student', withSandbox, ({ database, shop }) => {
  const stockOf = stockReader(database);
  const heldBy = async (paymentIds: number[]) =>
    (await database.db.select().from(stockHolds))
      .filter((h) => h.state === 'held' && paymentIds.includes(h.paymentId ?? -1))
      .reduce((sum, h) => sum + h.quantity, 0);

  it('a new PAY takes over the pending one: its hold is given back, never added to', async () => {
    const me = await signedUpUser(shop);
    const other = await signedUpUser(shop);
    const tee = await insertProduct(database.db, {}, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const pay = (checkoutKey: string) =>
      shop.call('payment/order', { deliveryMethod: 'pickup', checkoutKey }, { token: me.token });

    const first = await pay('tab-one-1');
    expect(first.statusCode).toBe(200);
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
    const second = await pay('tab-two-2');
    expect(second.statusCode).toBe(200);
    expect(second.json().link).not.toBe(first.json().link);
    expect(await stockOf(tee.sizeIds.M)).toBe(3); // still one hold of 2, not two
    // Clicking PAY again on the second tab answers the same payment and keeps its hold.
    expect((await pay('tab-two-2')).json().link).toBe(second.json().link);
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
    // Another student can still buy what is not held.
    const theirs = await addToCart(shop, other, { productId: tee.id, selectedSize: 'M' });
    expect(theirs.statusCode).toBe(200);

    const mine = await database.db.select().from(payments);
    const replaced = mine.find((p) => p.checkoutKey === 'tab-one-1');
    expect(replaced).toMatchObject({ state: 'pending', note: expect.stringMatching(/^Replaced/) });

    // The first tab is paid after all: its hold was given back, the stock is there, so the order
    // is placed (as for a payment whose hold ran out).
    const paid = await payOnPage(first.json().link, 'success');
    const res = await shop.call(
      'payment/order/validate',
      { id: refOf(paid.location) },
      { token: me.token },
    );
    expect(res.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
    expect(await stockOf(tee.sizeIds.M)).toBe(1); // 5 - 2 held by the second tab - 2 sold
  });

  it('six PAYs at once with new checkout keys leave one hold', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, {}, { L: 30 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L', quantity: 2 });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        shop.call(
          'payment/order',
          { deliveryMethod: 'pickup', checkoutKey: `race-key-${i}` },
          { token: me.token },
        ),
      ),
    );
    // A PAY may still lose its race (CONFLICT) or find the sandbox slow on a busy machine
    // (PAYMENT_UNAVAILABLE: its hold is given back at once); none holds a second time.
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(['CONFLICT', 'PAYMENT_UNAVAILABLE']).toContain(failure(res).code);
    }
    expect(results.map((r) => (r.statusCode === 200 ? 200 : failure(r)))).toContain(200);
    const started = await database.db.select().from(payments);
    const ids = started.filter((p) => p.checkoutKey?.startsWith('race-key-')).map((p) => p.id);
    expect(await heldBy(ids)).toBe(2);
    expect(await stockOf(tee.sizeIds.L)).toBe(28);
  });
});
