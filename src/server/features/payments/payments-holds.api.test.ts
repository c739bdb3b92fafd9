import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { insertProduct, insertUser } from '../../test/db-fixtures.ts';
import { payments, productSizes } from '../../db/schema.ts';
import { logIn, signedUpUser, type TestShop, useTestShop } from '../../test/test-shop.ts';
import { hashPassword } from '../auth/password.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import {
  clientOf,
  paymentDeps,
  listen,
  payOnPage,
  refOf,
  startSandbox,
  type Sandbox,
} from './payments.test-kit.ts';
import { reconcilePayments } from './payments.reconcile.ts';

/** Stock held by online payments: expiry, late completion, refunds, and buyers racing. */
let sandbox: Sandbox;

describe.each(testEngines())('stock holds of online payments on %s', (engine) => {
  let database: TestDatabase;
  let shop: TestShop;
  beforeEach(async () => {
    sandbox = await startSandbox({ webhookMode: 'never', tokenTtlSeconds: 1 });
  });
  afterEach(async () => {
    await sandbox.close();
  });
  useTestShop(
    engine,
    (d) => (database = d),
    (s) => (shop = s),
    () => ({
      payments: () => clientOf(sandbox, { refreshMarginMs: 0 }),
      env: { PAYMENT_HOLD_MINUTES: '1', RATE_LIMIT_SCALE: '1000' },
    }),
  );
  beforeEach(async () => {
    await listen(shop, sandbox);
  });

  const deps = () => paymentDeps(shop, sandbox, { refreshMarginMs: 0 });
  const stockOf = async (sizeId: number) =>
    (await database.db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]!.quantity;

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
    expect(row).toMatchObject({ state: 'completed', orderId: null, refundRef: `R${ref}` });
    expect(sandbox.gateway.store.books.refunds[`R${ref}`]?.amount).toBe(49_900);
    expect(shop.smtp.lastTo(me.email, (m) => /refunded/.test(m.subject ?? ''))).toBeTruthy();
    expect(await stockOf(tee.sizeIds.L)).toBe(0);
    // Asking again changes nothing and refunds nothing twice.
    await shop.call('payment/order/validate', { id: ref }, { token: me.token });
    await reconcilePayments(deps());
    expect(Object.keys(sandbox.gateway.store.books.refunds)).toEqual([`R${ref}`]);
  });

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
