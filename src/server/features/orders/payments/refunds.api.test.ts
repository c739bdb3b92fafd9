import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ProblemsReply } from '#shared/contract/admin-problems.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { payments, paymentEvents, users } from '../../../db/schema/index.ts';
import { signedUpUser, describeShop } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { listen, payOnPage, sandboxEach, type Sandbox } from './payments.test-kit.ts';
import { lockedPayment, requestRefund, refundsOfPayment } from './refund-payment.ts';

/**
 * Refunds as a ledger (docs/product.md#refunds): what the gateway charged goes back exactly, with
 * one reason everywhere; the refund webhooks settle each refund once; a refused refund shows on
 * Problems and can be sent again; the refunds of a payment never pass what it charged.
 */
let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { refundPendingMs: 100 },
  { env: { PAYMENT_HOLD_MINUTES: '15', RATE_LIMIT_SCALE: '1000' } },
);

describeShop('refunds', withSandbox, ({ database, shop }) => {
  let me: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  /** A started payment for one ₹499 tee; `charge` changes what the gateway will charge. */
  async function startPayment(charge?: number) {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 }, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const res = await shop.call('payment/order', { deliveryMethod: 'pickup' }, { token: me.token });
    expect(res.statusCode).toBe(200);
    const link = (res.json() as { link: string }).link;
    const [row] = await database.db
      .select({ merchantOrderRef: payments.merchantOrderRef })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(users.email, me.email));
    if (charge !== undefined)
      sandbox.gateway.store.books.orders[row!.merchantOrderRef]!.amount = charge;
    return { link, ref: row!.merchantOrderRef };
  }
  const validate = (ref: string) =>
    shop.call('payment/order/validate', { id: ref }, { token: me.token });
  const ledger = async (ref: string) => {
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderRef, ref));
    return refundsOfPayment(database.db, row!.id);
  };

  it.each([
    [59_900, '₹599'],
    [39_900, '₹399'],
  ])(
    'a charge of %i paise for a ₹499 order is refunded exactly, with the same reason on the page and in both mails',
    async (charged, shown) => {
      const { link, ref } = await startPayment(charged);
      await payOnPage(link, 'success');
      const res = await validate(ref);
      expect(failure(res)).toMatchObject({ http: 422, code: 'PAYMENT_ERROR' });
      const reason = `The payment gateway charged ${shown} for an order of ₹499, so no order was placed.`;
      expect(res.json().message).toBe(
        `${reason} We have refunded ${shown} in full; it reaches your account in 7–10 business days. Your cart is as you left it.`,
      );
      expect(res.json().message).not.toMatch(/sold out/);
      expect(sandbox.gateway.store.books.refunds[`R${ref}`]?.amount).toBe(charged);
      expect(await ledger(ref)).toMatchObject([
        { amountPaise: charged, reason: 'amount-mismatch', key: 'unplaced' },
      ]);
      const mailAbout = (to: string, subject: string) =>
        vi.waitFor(
          () => {
            const mail = shop.smtp.lastTo(to, (m) => m.subject === subject);
            expect(mail).toBeDefined();
            return mail!;
          },
          { timeout: 5000 },
        );
      const student = await mailAbout(
        me.email,
        `Your Campus Threads refund of ${shown} has started`,
      );
      expect(student.text).toContain(reason);
      const staff = await mailAbout(shop.config.SHOP_EMAIL, `Refund started: ${ref} (${shown})`);
      expect(staff.text).toContain(reason);
    },
  );

  it('the refund webhook settles the refund once, however often it comes', async () => {
    sandbox.gateway.settings.webhookMode = 'twice';
    const { link, ref } = await startPayment(59_900);
    await payOnPage(link, 'success');
    await validate(ref);
    await sandbox.gateway.idle(); // the refund completes and both of its webhooks arrive
    const [refund] = await ledger(ref);
    expect(refund).toMatchObject({ state: 'completed', settledAt: expect.any(Date) });
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.source, 'refund'), eq(paymentEvents.paymentId, refund!.paymentId)),
      );
    expect(
      events.filter((e) => (e.payload as { state?: string }).state === 'COMPLETED'),
    ).toHaveLength(1);
    // The student was told once that it started.
    const mails = shop.smtp.messages.filter(
      (m) => m.subject === 'Your Campus Threads refund of ₹599 has started',
    );
    expect(mails).toHaveLength(1);
  });

  it('a refund the gateway refuses shows on Problems and is sent again under a new id', async () => {
    sandbox.gateway.settings.refundOutcome = 'FAILED';
    const { link, ref } = await startPayment(59_900);
    await payOnPage(link, 'success');
    await validate(ref);
    await sandbox.gateway.idle();
    expect(await ledger(ref)).toMatchObject([{ state: 'failed', amountPaise: 59_900 }]);

    const admin = await signedInAdmin(shop);
    const problems = async () =>
      ((await shop.call('admin/problems', {}, { token: admin.token })).json() as ProblemsReply)
        .payments;
    expect((await problems()).find((p) => p.ref === ref)).toMatchObject({
      problem: 'refundFailed',
      refundState: 'FAILED',
      refundAmount: 599,
    });
    // Only an admin may send it again.
    const refused = await shop.call('admin/problems/retryRefund', { ref }, { token: me.token });
    expect(refused.statusCode).toBe(403);

    sandbox.gateway.settings.refundOutcome = 'COMPLETED';
    const retried = await shop.call('admin/problems/retryRefund', { ref }, { token: admin.token });
    expect(retried.statusCode).toBe(200);
    await sandbox.gateway.idle();
    const [refund] = await ledger(ref);
    const [adminRow] = await database.db.select().from(users).where(eq(users.email, admin.email));
    expect(refund).toMatchObject({
      state: 'completed',
      merchantRefundId: `R${ref}-2`,
      requestedBy: adminRow!.id,
    });
    const atGateway = Object.values(sandbox.gateway.store.books.refunds);
    expect(atGateway.map((r) => [r.amount, r.state])).toEqual([
      [59_900, 'FAILED'],
      [59_900, 'COMPLETED'],
    ]);
    expect((await problems()).find((p) => p.ref === ref)).toMatchObject({ problem: 'refunded' });
    // Nothing left to send again.
    const again = await shop.call('admin/problems/retryRefund', { ref }, { token: admin.token });
    expect(failure(again)).toMatchObject({ http: 409 });
  });

  it('refunds of a placed order never pass what it charged, whatever asks at once', async () => {
    const { link, ref } = await startPayment();
    await payOnPage(link, 'success');
    // Placed by this return or by the webhook before it.
    expect((await validate(ref)).json()).toMatchObject({ order_id: expect.any(Number) });
    const ask = (key: string, amountPaise: number) =>
      database.db.transaction(async (tx) => {
        const payment = await lockedPayment(tx, ref);
        return requestRefund(tx, payment!, { key, amountPaise, reason: 'cancelled' }, shop.clock());
      });
    // Ten at once of ₹100 each on a ₹499 payment: four fit, six are refused.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => ask(`item:${i}`, 10_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(reasons.map((e: { code?: string }) => e.code)).toEqual(
      Array(6).fill('REFUND_TOO_LARGE'),
    );
    expect((reasons[0] as Error).message).toBe('Only ₹99 of this payment can still be refunded.');
    // The same key again finds its refund; no second row, nothing more taken.
    const first = await ledger(ref);
    const repeat = await ask(first[0]!.key, 10_000);
    expect(repeat.id).toBe(first[0]!.id);
    expect(await ledger(ref)).toHaveLength(4);
    const rows = await ledger(ref);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(40_000);
    expect(rows.every((r) => r.state === 'requested')).toBe(true);
  });
});
