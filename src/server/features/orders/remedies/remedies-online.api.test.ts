import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ProblemsReply } from '#shared/contract/admin-problems.ts';
import { orderItems, paymentEvents, refunds } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { listen, payOnPage, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import {
  helpAbout,
  mailTo,
  refund,
  remediesOfItem,
  remedy,
  studentRemedies,
} from './remedies.test-kit.ts';

/**
 * Wrong or damaged items of online orders (docs/product.md#wrong-or-damaged-items): the refund
 * goes through the gateway as a `damaged` refund of the item, settled by its webhooks, never more
 * than the item was charged.
 */
let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { refundPendingMs: 100 },
  { env: { PAYMENT_HOLD_MINUTES: '15', RATE_LIMIT_SCALE: '1000' } },
);

describeShop(
  'wrong or damaged items of online orders',
  withSandbox,
  ({ engine, database, shop }) => {
    let me: Awaited<ReturnType<typeof signedUpUser>>;
    beforeEach(async () => {
      await listen(shop, sandbox);
      me = await signedUpUser(shop);
    });
    afterEach(() => sandbox.gateway.idle());

    /** A paid pickup order of one ₹499 tee, and the student's help request about it. */
    async function paidOrder() {
      const tee = await insertProduct(database.db, { pricePaise: 49_900 }, { M: 5 });
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      const started = await shop.call(
        'payment/order',
        { deliveryMethod: 'pickup' },
        { token: me.token },
      );
      const link = (started.json() as { link: string }).link;
      const { location } = await payOnPage(link, 'success');
      const ref = location.split('/paymentValid/')[1]!;
      const placed = await shop.call('payment/order/validate', { id: ref }, { token: me.token });
      const orderId = (placed.json() as { order_id: number }).order_id;
      const [item] = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      const help = await helpAbout(database.db, me.email, orderId, [item!.id]);
      return { ref, orderId, item: item!.id, help };
    }
    const refundsOfItem = (itemId: number) =>
      database.db.select().from(refunds).where(eq(refunds.orderItemId, itemId));

    it('the admin refunds part of the item through the gateway; its webhook, arriving twice, settles it once', async () => {
      sandbox.gateway.settings.webhookMode = 'twice';
      const admin = await signedInAdmin(shop);
      const { orderId, item, help } = await paidOrder();
      const res = await remedy(shop, admin.token, {
        id: help.id,
        orderItem_id: item,
        remedy: 'refund',
        amount: 300,
        note: 'Print smudged',
      });
      expect(res.json()).toMatchObject({
        message: 'Refund of ₹300 started. The student gets an e-mail.',
        remedy: { kind: 'refund', amount: 300, note: 'Print smudged' },
      });
      const mail = await mailTo(shop, me.email, 'Your Campus Threads refund of ₹300 has started');
      expect(mail.text).toMatch(/for your Quad Tee|for your Test Tee/);
      await sandbox.gateway.idle();
      const [settled] = await refundsOfItem(item);
      expect(settled).toMatchObject({
        key: `damaged:item:${item}`,
        reason: 'damaged',
        amountPaise: 30_000,
        state: 'completed',
      });
      expect(sandbox.gateway.store.books.refunds[settled!.merchantRefundId]?.amount).toBe(30_000);
      const events = await database.db
        .select()
        .from(paymentEvents)
        .where(
          and(eq(paymentEvents.source, 'refund'), eq(paymentEvents.paymentId, settled!.paymentId)),
        );
      expect(
        events.filter((e) => (e.payload as { state?: string }).state === 'COMPLETED'),
      ).toHaveLength(1);
      expect(await studentRemedies(shop, me.token, orderId)).toMatchObject([
        { kind: 'refund', status: 'refunded', amount: 300, doneDate: expect.any(Number), note: '' },
      ]);
      // What is left of the item is ₹199: more is refused with nothing written, at the shop or the gateway.
      const second = await helpAbout(database.db, me.email, orderId, [item]);
      const more = await refund(shop, admin.token, second.id, item, 200);
      expect(failure(more)).toMatchObject({ http: 409 });
      expect(await refundsOfItem(item)).toHaveLength(1);
    });

    it('more than the item was charged is refused, and nothing is written', async () => {
      const admin = await signedInAdmin(shop);
      const { item, help } = await paidOrder();
      const res = await refund(shop, admin.token, help.id, item, 500);
      expect(failure(res)).toMatchObject({
        http: 422,
        code: 'REFUND_TOO_LARGE',
        message: 'Only ₹499 of this item can still be refunded.',
      });
      expect(await refundsOfItem(item)).toHaveLength(0);
      expect(await remediesOfItem(database.db, item)).toHaveLength(0);
      expect(Object.keys(sandbox.gateway.store.books.refunds)).toHaveLength(0);
    });

    it('a refund the gateway refuses shows on Problems and reads as not refunded', async () => {
      sandbox.gateway.settings.refundOutcome = 'FAILED';
      const admin = await signedInAdmin(shop);
      const { ref, orderId, item, help } = await paidOrder();
      await refund(shop, admin.token, help.id, item, 499);
      await sandbox.gateway.idle();
      const problems = (
        await shop.call('admin/problems', {}, { token: admin.token })
      ).json() as ProblemsReply;
      expect(problems.payments.find((p) => p.ref === ref)).toMatchObject({
        problem: 'refundFailed',
        refundAmount: 499,
      });
      expect(await studentRemedies(shop, me.token, orderId)).toMatchObject([
        { status: 'refundFailed' },
      ]);
    });

    // Two admins at once is a race between database sessions: PGlite runs one statement at a time,
    // so only PostgreSQL can show it.
    it.runIf(engine === 'postgres')(
      'two admins refunding the same item at once never pass what it was charged',
      async () => {
        const admins = [await signedInAdmin(shop), await signedInAdmin(shop)];
        const { orderId, item, help } = await paidOrder();
        const other = await helpAbout(database.db, me.email, orderId, [item]);
        const results = await Promise.all([
          refund(shop, admins[0]!.token, help.id, item, 400),
          refund(shop, admins[1]!.token, other.id, item, 400),
          refund(shop, admins[0]!.token, help.id, item, 499),
          refund(shop, admins[1]!.token, other.id, item, 300),
        ]);
        const started = results.filter((r) => r.statusCode === 200 && !r.json().alreadyRecorded);
        expect(started).toHaveLength(1);
        const rows = await refundsOfItem(item);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.amountPaise).toBeLessThanOrEqual(49_900);
        await sandbox.gateway.idle();
        const atGateway = Object.values(sandbox.gateway.store.books.refunds);
        expect(atGateway.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(49_900);
      },
    );
  },
);
