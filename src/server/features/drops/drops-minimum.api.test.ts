import { afterEach, expect, it, vi } from 'vitest';
import type { AdminDrop, DropsReply, ProductDropReply } from '#shared/contract/drops.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { sandboxShop } from '../../test/sandbox-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart } from '../cart/cart.test-kit.ts';
import { payOnPage, refOf } from '../orders/payments/payments.test-kit.ts';
import {
  cancelAsStudent,
  cashOrder,
  onlineOrder,
  orderOf,
  outboxTo,
} from '../orders/changes/cancel.test-kit.ts';
import { closeDrop, newDrop, openDrop } from './drops.test-kit.ts';
import { countedInDatabase, judge, ordersCancel } from './drop-minimum.test-kit.ts';

/**
 * docs/product.md#print-minimums: the progress every page shows is the database's (cancelled
 * items and unpaid payments never counted as ordered); at the close a reached drop goes on to
 * print, a missed one has every pre-order cancelled, cash and online, each online payment
 * refunded in full through the sandbox gateway (its refund webhooks complete them), each student
 * mailed why, and a round that stopped mid-way resumes without doing anything twice.
 */
const withSandbox = sandboxShop(
  { refundPendingMs: 300 },
  { env: { RATE_LIMIT_SCALE: '1000', PAYMENT_HOLD_MINUTES: '5' } },
);
const { sandbox } = withSandbox;

describeShop('drops: print minimum', withSandbox, ({ shop }) => {
  afterEach(() => sandbox.gateway.idle());

  const reads = async (dropId: number, productId: number, token?: string) => {
    const admin = await signedInAdmin(shop);
    const list = (await shop.call('drops')).json() as DropsReply;
    const page = (
      await shop.call(`drops/product/${productId}`, {}, token ? { token } : {})
    ).json() as ProductDropReply;
    const adminList = (await shop.call('admin/drops', {}, { token: admin.token })).json() as {
      drops: AdminDrop[];
    };
    return {
      card: list.drops.find((d) => d.id === dropId)?.minimum,
      page: page.drop?.minimum,
      admin: adminList.drops.find((d) => d.id === dropId)?.minimum,
    };
  };

  it('shows the database’s counts everywhere: cancelled items and payments in progress are not ordered', async () => {
    const tee = await insertProduct(shop.db, { name: 'Wing Tee', pricePaise: 39_900 }, { M: 0 });
    const drop = await newDrop(shop, [tee.id], {
      cashAllowed: true,
      perStudentLimit: 5,
      minimumKind: 'total',
      minimumPieces: 50,
    });
    expect(drop.minimum).toMatchObject({ kind: 'total', pieces: 50, ordered: 0, payingNow: 0 });
    openDrop(shop);
    const a = await signedUpUser(shop);
    const b = await signedUpUser(shop);
    const c = await signedUpUser(shop);
    await cashOrder(shop, a, [{ productId: tee.id, quantity: 3 }]);
    const cancelled = await cashOrder(shop, b, [{ productId: tee.id, quantity: 2 }]);
    expect(
      (await cancelAsStudent(shop, b, { orderNumber: cancelled.orderNumber })).statusCode,
    ).toBe(200);
    await addToCart(shop, c, { productId: tee.id, selectedSize: 'M', quantity: 4 });
    const paying = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: c.token },
    );
    expect(paying.statusCode, paying.body).toBe(200);

    const db = await countedInDatabase(shop.db, drop.id);
    expect(db).toEqual({ ordered: 3, payingNow: 4 });
    const shown = await reads(drop.id, tee.id, c.token);
    for (const m of [shown.card, shown.page, shown.admin]) {
      expect(m).toMatchObject({ ...db, pieces: 50, outcome: null });
      expect(m!.products).toEqual([{ productId: tee.id, minimum: null, ...db }]);
    }

    // The payment completes: its pieces move from paying now to ordered.
    const ref = refOf((await payOnPage(paying.json().link, 'success')).location);
    await shop.call('payment/order/validate', { id: ref }, { token: c.token });
    await vi.waitFor(async () =>
      expect(await countedInDatabase(shop.db, drop.id)).toEqual({ ordered: 7, payingNow: 0 }),
    );
    const after = await reads(drop.id, tee.id);
    expect(after.card).toMatchObject({ ordered: 7, payingNow: 0 });
    expect(after.page).toMatchObject({ ordered: 7, payingNow: 0 });
  });

  it('missed: every pre-order cancelled, cash and online, each payment refunded in full through the gateway; students mailed why; once', async () => {
    const tee = await insertProduct(shop.db, { name: 'Hostel Tee', pricePaise: 49_900 }, { M: 0 });
    const other = await insertProduct(shop.db, { name: 'Plain Tee', pricePaise: 29_900 }, { M: 5 });
    const drop = await newDrop(shop, [tee.id], {
      name: 'Wing Drop',
      cashAllowed: true,
      minimumKind: 'total',
      minimumPieces: 10,
    });
    openDrop(shop);
    const cash = await signedUpUser(shop);
    const online = await signedUpUser(shop);
    const mixed = await signedUpUser(shop);
    const cashPlaced = await cashOrder(shop, cash, [{ productId: tee.id, quantity: 2 }]);
    // Hostel delivery (₹19): the whole order is the pre-order, so all of it goes back.
    const paid = await onlineOrder(shop, online, [{ productId: tee.id, quantity: 2 }]);
    expect(paid.totalAmount).toBe(1017);
    // A pre-order beside a stock item: only the pre-order goes, the stock item stays.
    const both = await onlineOrder(shop, mixed, [{ productId: tee.id }, { productId: other.id }], {
      method: 'pickup',
    });
    closeDrop(shop);

    // A round that stops after its first order (a crash) leaves the drop unsettled...
    const real = ordersCancel(shop, sandbox);
    let calls = 0;
    await expect(
      judge(shop, async (orderId, change) => {
        if (change.dropId === drop.id && ++calls > 1) throw new Error('the process died');
        return real(orderId, change);
      }),
    ).rejects.toThrow('the process died');
    expect((await reads(drop.id, tee.id)).page).toMatchObject({ outcome: 'missed', ordered: 3 });
    // ...and the next round finishes it, the first order untouched; a third finds nothing to do.
    await judge(shop, real);
    expect(await judge(shop, real)).toBe(0);

    const cashSeen = await orderOf(shop, cash, { orderNumber: cashPlaced.orderNumber });
    expect(cashSeen.status).toBe('cancelled');
    expect(cashSeen.refunds ?? []).toEqual([]);
    expect(cashSeen.productsOrdered[0]).toMatchObject({
      step: 'cancelled',
      cancelled: {
        by: 'admin',
        reason: 'Wing Drop did not reach its minimum, so it is not printed',
      },
    });
    await vi.waitFor(
      async () => {
        const seen = await orderOf(shop, online, { orderNumber: paid.orderNumber });
        expect(seen.status).toBe('cancelled');
        expect(seen.refunds!.map((r) => [r.amount, r.state])).toEqual([
          [998, 'completed'],
          [19, 'completed'],
        ]);
      },
      { timeout: 8000 },
    );
    const mixedSeen = await orderOf(shop, mixed, { orderNumber: both.orderNumber });
    expect(mixedSeen.status).toBe('placed');
    expect(mixedSeen.productsOrdered.map((i) => i.step).sort()).toEqual(['cancelled', 'placed']);
    expect(mixedSeen.refunds!.map((r) => r.amount)).toEqual([499]);

    // The gateway gave back exactly what was paid for the pre-orders, once.
    await sandbox.gateway.idle();
    const books = Object.values(sandbox.gateway.store.books.refunds);
    expect(books.reduce((s, r) => s + r.amount, 0)).toBe(101_700 + 49_900);
    expect(await countedInDatabase(shop.db, drop.id)).toEqual({ ordered: 0, payingNow: 0 });

    for (const who of [cash, online, mixed]) {
      const [mail] = await outboxTo(shop.db, who.email, /cancel/i);
      expect(mail?.text).toContain('Wing Drop did not reach its minimum, so it is not printed');
    }
    expect((await outboxTo(shop.db, online.email, /cancel/i))[0]!.text).toContain(
      'Refund of ₹1,017',
    );

    // Nothing is printed, and every page says why.
    const admin = await signedInAdmin(shop);
    const print = await shop.call(
      'admin/drops/sent-to-print',
      { id: drop.id },
      { token: admin.token },
    );
    expect(print.json()).toMatchObject({ code: 'DROP_MINIMUM_MISSED' });
    const sheet = await shop.call('admin/drops/print-run', { id: drop.id }, { token: admin.token });
    expect(sheet.json().drop).toMatchObject({ minimumMissed: true });
    const shown = await reads(drop.id, tee.id);
    expect(shown.page).toMatchObject({ outcome: 'missed', ordered: 0 });
    expect(shown.admin).toMatchObject({ outcome: 'missed' });
  });

  it('reached: decided once no payment is in progress, then sent to print as any drop', async () => {
    const tee = await insertProduct(shop.db, { name: 'Team Tee', pricePaise: 49_900 }, { M: 0 });
    const cap = await insertProduct(shop.db, { name: 'Team Cap', pricePaise: 29_900 }, { M: 0 });
    const drop = await newDrop(shop, [tee.id, cap.id], {
      cashAllowed: true,
      minimumKind: 'product',
      products: [
        { productId: tee.id, minimum: 2 },
        { productId: cap.id, minimum: 1 },
      ],
    });
    openDrop(shop);
    const a = await signedUpUser(shop);
    const b = await signedUpUser(shop);
    await cashOrder(shop, a, [{ productId: tee.id, quantity: 2 }]);
    await addToCart(shop, b, { productId: cap.id, selectedSize: 'M' });
    const paying = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: b.token },
    );
    expect(paying.statusCode, paying.body).toBe(200);
    closeDrop(shop);

    // The cap's only piece is still being paid for: nothing is decided yet.
    await judge(shop, ordersCancel(shop, sandbox));
    const admin = await signedInAdmin(shop);
    const early = await shop.call(
      'admin/drops/sent-to-print',
      { id: drop.id },
      { token: admin.token },
    );
    expect(early.json()).toMatchObject({ code: 'DROP_STILL_OPEN' });
    expect((await reads(drop.id, tee.id)).admin).toMatchObject({ outcome: null, payingNow: 1 });

    const ref = refOf((await payOnPage(paying.json().link, 'success')).location);
    const done = await shop.call('payment/order/validate', { id: ref }, { token: b.token });
    // Placed by this call or, a moment earlier, by the gateway's webhook.
    expect(done.json().order_id).toBeGreaterThan(0);
    await judge(shop, ordersCancel(shop, sandbox));
    expect((await reads(drop.id, tee.id)).admin).toMatchObject({
      outcome: 'reached',
      ordered: 3,
      products: [
        { productId: tee.id, minimum: 2, ordered: 2 },
        { productId: cap.id, minimum: 1, ordered: 1 },
      ],
    });
    const print = await shop.call(
      'admin/drops/sent-to-print',
      { id: drop.id },
      { token: admin.token },
    );
    expect(print.json()).toMatchObject({ moved: 2 });
  });
});
