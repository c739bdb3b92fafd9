import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { insertProduct, insertUser, stockReader } from '../../../test/db-fixtures.ts';
import { payments, stockHolds, users } from '../../../db/schema/index.ts';
import { logIn, signedUpUser, describeShop } from '../../../test/test-shop.ts';
import { sandboxShop } from '../../../test/sandbox-shop.ts';
import { hashPassword } from '../../auth/password.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';
import { cartLinesOnSale } from '../../cart/index.ts';
import { orderLinesOf } from '../placement/order-lines.ts';
import { paymentDeps, payOnPage, refOf } from './payments.test-kit.ts';
import { reconcilePayments } from './payments.jobs.ts';
import { consumeHolds, holdStock, releaseHolds } from '../stock.ts';
import { refundsOfPayment } from './refund-payment.ts';

/** Stock held by online payments: expiry, late completion, refunds, and buyers racing. */
const withSandbox = sandboxShop(
  { webhookMode: 'never', tokenTtlSeconds: 1 },
  { env: { PAYMENT_HOLD_MINUTES: '1', RATE_LIMIT_SCALE: '1000' }, client: { refreshMarginMs: 0 } },
);
const { sandbox } = withSandbox;

describeShop('stock holds of online payments', withSandbox, ({ engine, database, shop }) => {
  const deps = () => paymentDeps(shop, sandbox, { refreshMarginMs: 0 });
  const stockOf = stockReader(database);

  it('an expired hold returns its stock; a payment completing later still gets its order', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, {}, { M: 3 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const start = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    expect(await stockOf(tee.sizeIds.M)).toBe(1);
    shop.clock.advance(61_000);
    await reconcilePayments(deps());
    expect(await stockOf(tee.sizeIds.M)).toBe(3); // the hold expired and returned

    // The sandbox token lives 1 s: this status call gets a 401 and fetches a new token.
    await new Promise((r) => setTimeout(r, 1100));
    const paid = await payOnPage(start.json().link, 'success');
    const res = await shop.call(
      'payment/order/validate',
      { id: refOf(paid.location) },
      { token: me.token },
    );
    expect(res.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
    expect(await stockOf(tee.sizeIds.M)).toBe(1);
  });

  it('a payment completing after its stock was sold is refunded, and both sides are told', async () => {
    const me = await signedUpUser(shop);
    const other = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Last Hoodie' }, { L: 1 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    const start = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    shop.clock.advance(61_000);
    await reconcilePayments(deps());
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'L' });
    const cod = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: other.token },
    );
    expect(cod.statusCode).toBe(200);

    const paid = await payOnPage(start.json().link, 'success');
    const ref = refOf(paid.location);
    const res = await shop.call('payment/order/validate', { id: ref }, { token: me.token });
    expect(failure(res)).toMatchObject({ http: 422, code: 'PAYMENT_ERROR' });
    expect(res.json().message).toMatch(/refunded ₹499/);
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderRef, ref));
    expect(row).toMatchObject({ state: 'completed', orderId: null, chargedPaise: 49_900 });
    expect(await refundsOfPayment(database.db, row!.id)).toMatchObject([
      { merchantRefundId: `R${ref}`, amountPaise: 49_900, reason: 'sold-out' },
    ]);
    expect(sandbox.gateway.store.books.refunds[`R${ref}`]?.amount).toBe(49_900);
    expect(shop.smtp.lastTo(me.email, (m) => /refund of ₹499/.test(m.subject ?? ''))).toBeTruthy();
    expect(await stockOf(tee.sizeIds.L)).toBe(0);
    // Asking again changes nothing and refunds nothing twice.
    await shop.call('payment/order/validate', { id: ref }, { token: me.token });
    await reconcilePayments(deps());
    expect(Object.keys(sandbox.gateway.store.books.refunds)).toEqual([`R${ref}`]);
  });

  const openHolds = async () =>
    (await database.db.select().from(stockHolds)).filter((h) => h.state === 'held');

  it.each([
    ['payment/confirm', 'orders'],
    ['payment/order', 'payments'],
  ] as const)(
    '%s: when the %s row cannot be written after the stock was held, the stock comes back at once and the cart stays',
    async (call, table) => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, {}, { M: 3 });
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      await database.db.execute(
        sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`),
      );
      try {
        const res = await shop.call(call, { deliveryMethod: 'pickup' }, { token: me.token });
        expect(res.statusCode).toBe(500);
      } finally {
        await database.db.execute(sql.raw(`alter table ${table} drop constraint refuse_all`));
      }
      expect(await stockOf(tee.sizeIds.M)).toBe(3);
      expect(await openHolds()).toEqual([]);
      expect((await cartOf(shop, me)).map((l) => l.quantity)).toEqual([2]);
      const again = await shop.call(call, { deliveryMethod: 'pickup' }, { token: me.token });
      expect(again.statusCode).toBe(200);
      expect(await stockOf(tee.sizeIds.M)).toBe(1);
    },
  );

  it('stock held for an order whose process died comes back once its hold runs out, and only once', async () => {
    const tee = await insertProduct(database.db, {}, { M: 3 });
    const [line] = orderLinesOf(await cartLinesFor(tee.id));
    // What a placement does before its order's transaction; the process dies right after.
    const held = await holdStock(
      database.db,
      [{ ...line!, quantity: 2 }],
      new Date(shop.clock().getTime() + shop.config.PLACEMENT_HOLD_SECONDS * 1000),
    );
    expect(await stockOf(tee.sizeIds.M)).toBe(1);
    await reconcilePayments(deps());
    expect(await stockOf(tee.sizeIds.M)).toBe(1); // not yet: the order may still be on its way

    shop.clock.advance(shop.config.PLACEMENT_HOLD_SECONDS * 1000 + 1000);
    await reconcilePayments(deps());
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
    // An order's transaction finishing this late finds its hold gone and must not be written.
    expect(await database.db.transaction((tx) => consumeHolds(tx, held, shop.clock()))).toBe(false);
    expect(await releaseHolds(database.db, held, shop.clock())).toBe(0);
    await reconcilePayments(deps());
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
  });

  /** A cart line record of one unit of `productId` in size M (a buyer's cart, read as checkout reads it). */
  async function cartLinesFor(productId: number) {
    const me = await signedUpUser(shop);
    await addToCart(shop, me, { productId, selectedSize: 'M' });
    const [user] = await database.db.select().from(users).where(eq(users.email, me.email));
    return cartLinesOnSale(database.db, user!.id);
  }

  it.runIf(engine === 'postgres')(
    '30 buyers paying online for 10 units: 10 holds, 20 clear refusals, 10 orders, stock 0 (PostgreSQL only: PGlite runs one statement at a time)',
    async () => {
      const tee = await insertProduct(database.db, { name: 'Drop Tee' }, { M: 10 });
      const passwordHash = await hashPassword('race password');
      const buyers = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const user = await insertUser(database.db, { passwordHash });
          const token = await logIn(shop, user.email, 'race password');
          await addToCart(
            shop,
            { email: user.email, token },
            { productId: tee.id, selectedSize: 'M' },
          );
          return token;
        }),
      );
      const starts = await Promise.all(
        buyers.map((token) => shop.call('payment/order', { deliveryMethod: 'pickup' }, { token })),
      );
      const ok = starts.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(10);
      for (const r of starts.filter((x) => x.statusCode !== 200)) {
        expect(failure(r)).toMatchObject({ http: 409, code: 'OUT_OF_STOCK' });
      }
      expect(await stockOf(tee.sizeIds.M)).toBe(0);
      const tokens = buyers.filter((_, i) => starts[i]!.statusCode === 200);
      await Promise.all(
        ok.map(async (r, i) => {
          const paid = await payOnPage(r.json().link, 'success');
          const res = await shop.call(
            'payment/order/validate',
            { id: refOf(paid.location) },
            { token: tokens[i] },
          );
          expect(res.json()).toMatchObject({ code: 'PAYMENT_SUCCESS' });
        }),
      );
      expect(await stockOf(tee.sizeIds.M)).toBe(0);
      const placed = await database.db
        .select()
        .from(payments)
        .where(eq(payments.state, 'completed'));
      const ofThisDrop = placed.filter((p) => p.checkout.lines.some((l) => l.productId === tee.id));
      expect(ofThisDrop.filter((p) => p.orderId !== null)).toHaveLength(10);
    },
  );
});
