import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { dropPieces, orderItems, payments } from '../../db/schema/index.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { sandboxShop } from '../../test/sandbox-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { paymentDeps, payOnPage, refOf } from '../orders/payments/payments.test-kit.ts';
import { reconcilePayments } from '../orders/payments/payments.jobs.ts';
import { refundsOfPayment } from '../orders/payments/refund-payment.ts';
import { newDrop, openDrop, piecesOrdered, takenOf } from './drops.test-kit.ts';
import { piecesOfStudent, piecesOfStudentIn } from './drops.queries.ts';

/** Pre-orders paid online: the cap held with the payment, and a payment finishing after closing. */
const withSandbox = sandboxShop(
  { webhookMode: 'never' },
  { env: { PAYMENT_HOLD_MINUTES: '1', RATE_LIMIT_SCALE: '1000' } },
);
const { sandbox } = withSandbox;

describeShop('drops: pre-orders paid online', withSandbox, ({ engine, database, shop }) => {
  const pay = (who: { token: string }, checkoutKey?: string) =>
    shop.call(
      'payment/order',
      { deliveryMethod: 'pickup', ...(checkoutKey ? { checkoutKey } : {}) },
      { token: who.token },
    );
  const finish = async (who: SignedUpUser, link: string) => {
    const paid = await payOnPage(link, 'success');
    const ref = refOf(paid.location);
    return {
      ref,
      res: await shop.call('payment/order/validate', { id: ref }, { token: who.token }),
    };
  };
  const closeNow = async (dropId: number) => {
    const admin = await signedInAdmin(shop);
    const res = await shop.call('admin/drops/close', { id: dropId }, { token: admin.token });
    expect(res.statusCode).toBe(200);
  };

  it('PAY holds the cap; a payment started while live and paid within its hold is an order even after closing', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Online Tee' }, { M: 0 });
    const drop = await newDrop(shop, [tee.id], {
      capKind: 'total',
      products: [{ productId: tee.id, cap: 5 }],
    });
    openDrop(shop);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const start = await pay(me);
    expect(start.statusCode, start.body).toBe(200);
    expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
    await closeNow(drop.id);

    const { res } = await finish(me, start.json().link);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
    expect(await piecesOrdered(database.db, drop.id, me.email)).toBe(2);
    expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
  });

  it('a payment whose hold lapsed is refunded when it completes after the drop closed', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Late Tee' }, { M: 0 });
    const drop = await newDrop(shop, [tee.id]);
    openDrop(shop);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const start = await pay(me);
    await closeNow(drop.id);
    shop.clock.advance(61_000);
    await reconcilePayments(paymentDeps(shop, sandbox));
    expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);

    const { ref, res } = await finish(me, start.json().link);
    expect(failure(res)).toMatchObject({ code: 'PAYMENT_ERROR' });
    expect(res.json().message).toContain('the drop had closed or your pre-order limit was reached');
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderRef, ref));
    expect(row).toMatchObject({ orderId: null, state: 'completed' });
    expect(await refundsOfPayment(database.db, row!.id)).toMatchObject([
      { amountPaise: 49_900, reason: 'drop-closed' },
    ]);
    expect(
      await database.db.select().from(orderItems).where(eq(orderItems.dropId, drop.id)),
    ).toEqual([]);
  });

  it('before opening, PAY is refused and writes no payment', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, {}, { M: 4 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    await newDrop(shop, [tee.id]);
    const before = (await database.db.select().from(payments)).length;
    expect(failure(await pay(me))).toMatchObject({ code: 'DROP_NOT_OPEN' });
    expect(await database.db.select().from(payments)).toHaveLength(before);
  });

  it.runIf(engine === 'postgres')(
    '50 PAYs at once from one account: one holds the 2 pieces, the others are refused (PostgreSQL only)',
    async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Race Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { perStudentLimit: 2 });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      const starts = await Promise.all(
        Array.from({ length: 50 }, (_, i) => pay(me, `race-checkout-${i}`)),
      );
      const started = starts.filter((r) => r.statusCode === 200);
      expect(started).toHaveLength(1);
      for (const r of starts.filter((x) => x.statusCode !== 200)) {
        expect(failure(r)).toMatchObject({ http: 422, code: 'DROP_LIMIT' });
      }
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
      const { res } = await finish(me, started[0]!.json().link);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
      expect(await piecesOrdered(database.db, drop.id, me.email)).toBe(2);
    },
  );

  it.runIf(engine === 'postgres')(
    "30 of one student's payments completing at once after their holds lapsed: one order, the limit holds (PostgreSQL only)",
    async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Late Race Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { perStudentLimit: 2 });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      // Each new checkout takes over the earlier one's hold; the earlier pay pages stay open.
      const links: string[] = [];
      for (let i = 0; i < 30; i++) {
        const r = await pay(me, `late-checkout-${i}`);
        expect(r.statusCode, r.body).toBe(200);
        links.push(r.json().link as string);
      }
      // Every hold lapses: nothing is reserved any more, only the limit decides.
      shop.clock.advance(61_000);
      await reconcilePayments(paymentDeps(shop, sandbox));
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);
      const refs = await Promise.all(
        links.map(async (link) => refOf((await payOnPage(link, 'success')).location)),
      );
      const done = await Promise.all(
        refs.map((ref) => shop.call('payment/order/validate', { id: ref }, { token: me.token })),
      );
      expect(done.filter((r) => r.json().code === 'PAYMENT_SUCCESS')).toHaveLength(1);
      expect(await piecesOrdered(database.db, drop.id, me.email)).toBe(2);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
      for (const r of done.filter((x) => x.json().code !== 'PAYMENT_SUCCESS')) {
        expect(r.json().message).toContain('your pre-order limit was reached');
      }
    },
    // Thirty checkouts, pay pages and answers one after another take ~25 s on a quiet machine.
    90_000,
  );

  it("counts a student's pieces from their own orders and payments as the drop_pieces view does", async () => {
    const [me, other] = [await signedUpUser(shop), await signedUpUser(shop)];
    const tee = await insertProduct(database.db, { name: 'Counted Tee' }, { M: 0, L: 0 });
    const drop = await newDrop(shop, [tee.id], { perStudentLimit: 5 });
    openDrop(shop);
    // An order paid online (an item), a payment still in progress (a hold), and another
    // student's order, which is not theirs to count.
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const first = await pay(me);
    expect((await finish(me, first.json().link)).res.json()).toMatchObject({
      code: 'PAYMENT_SUCCESS',
    });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L', quantity: 1 });
    expect((await pay(me)).statusCode).toBe(200);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'M', quantity: 1 });
    expect((await pay(other)).statusCode).toBe(200);
    const [pending] = await database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, Number(me.claims.sub)), eq(payments.state, 'pending')));

    const fromView = async (userId: number, exceptPayment: number | null) => {
      const [row] = await database.db
        .select({ n: sql<number>`coalesce(sum(${dropPieces.quantity}), 0)::int` })
        .from(dropPieces)
        .where(
          and(
            eq(dropPieces.userId, userId),
            eq(dropPieces.dropId, drop.id),
            eq(dropPieces.productId, tee.id),
            sql`(${exceptPayment}::int is null or ${dropPieces.paymentId} is distinct from ${exceptPayment}::int)`,
          ),
        );
      return Number(row?.n);
    };
    for (const who of [me, other]) {
      const userId = Number(who.claims.sub);
      for (const except of [undefined, pending!.id]) {
        const counted = await piecesOfStudent(database.db, userId, drop.id, tee.id, except);
        expect(counted).toBe(await fromView(userId, except ?? null));
      }
      expect(await piecesOfStudentIn(database.db, userId, [drop.id])).toEqual(
        new Map([[`${drop.id}:${tee.id}`, await fromView(userId, null)]]),
      );
    }
    expect(await piecesOfStudent(database.db, Number(me.claims.sub), drop.id, tee.id)).toBe(3);
    expect(
      await piecesOfStudent(database.db, Number(me.claims.sub), drop.id, tee.id, pending!.id),
    ).toBe(2);
  });
});
