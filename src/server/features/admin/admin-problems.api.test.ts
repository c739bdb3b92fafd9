import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProblemMail, ProblemsReply } from '#shared/contract/admin-problems.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { newPerson, signedUpUser, describeShop } from '../../test/test-shop.ts';
import { sandboxShop } from '../../test/sandbox-shop.ts';
import { enqueueMail, sendFromOutbox } from '../../adapters/mail/outbox.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { paymentDeps, payOnPage, refOf } from '../orders/payments/payments.test-kit.ts';
import { reconcilePayments } from '../orders/payments/payments.jobs.ts';
import { signedInAdmin } from './admin.test-kit.ts';
import { MAIL_LATE_MS } from './admin-problems.service.ts';

/** The admin's Problems: refunded and unplaced payments, mails that could not be delivered. */
const withSandbox = sandboxShop(
  { webhookMode: 'never', refundPendingMs: 0 },
  { env: { PAYMENT_HOLD_MINUTES: '1', RATE_LIMIT_SCALE: '1000' } },
);
const { sandbox } = withSandbox;

describeShop('admin problems', withSandbox, ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });

  const problems = async () => {
    const res = await shop.call('admin/problems', {}, { token: admin.token });
    expect(res.statusCode).toBe(200);
    return res.json() as ProblemsReply;
  };
  const retry = (id: number) =>
    shop.call('admin/problems/retryMail', { id }, { token: admin.token });

  it('shows a payment refunded because its stock was gone, until the refund is done', async () => {
    const me = await signedUpUser(shop);
    const other = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Last Hoodie' }, { L: 1 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    const start = await shop.call(
      'payment/order',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    // The hold expires and another student buys the last one before the payment completes.
    shop.clock.advance(61_000);
    await reconcilePayments(paymentDeps(shop, sandbox));
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'L' });
    const cod = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: other.token },
    );
    expect(cod.statusCode).toBe(200);
    const ref = refOf((await payOnPage(start.json().link, 'success')).location);
    const res = await shop.call('payment/order/validate', { id: ref }, { token: me.token });
    expect(res.json().message).toMatch(/refunded ₹499/);

    const listed = (await problems()).payments.find((p) => p.ref === ref);
    expect(listed).toMatchObject({
      orderId: null,
      customerEmail: me.email,
      customerName: me.name,
      amount: 499,
      state: 'completed',
      problem: 'refundPending',
      refundRef: `R${ref}`,
      refundState: 'PENDING',
      refundAmount: 499,
      note: 'Paid after its stock hold expired and the stock was gone: refunded',
    });
    expect(listed?.transactionId).toMatch(/^T/);
    expect((await problems()).totals.paymentsOpen).toBeGreaterThanOrEqual(1);

    // Reconciliation asks the gateway how the refund went: done, so it is kept for the record.
    await reconcilePayments(paymentDeps(shop, sandbox));
    const after = (await problems()).payments.find((p) => p.ref === ref);
    expect(after).toMatchObject({ problem: 'refunded', refundState: 'COMPLETED' });
    // An order that was placed is not a problem.
    expect((await problems()).payments.map((p) => p.customerEmail)).not.toContain(other.email);
  });

  it('lists a failed mail and sends it again on "retry now"', async () => {
    const email = newPerson('retry').email;
    const tee = await insertProduct(database.db, { name: 'Retry Tee' }, { M: 1 });
    shop.smtp.refuse(true);
    const asked = await shop.call(`products/sizeUnavailable/${tee.id}`, {
      email,
      requiredSize: 'XL',
      requiredQuantity: 1,
      comments: '',
    });
    expect(asked.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, 'Size request: Retry Tee in XL (1)'));
    // The last of its tries (a short policy instead of ten over four hours).
    shop.clock.advance(60_000);
    const policy = { maxAttempts: 2, backoffMs: () => 0, leaseMs: 60_000 };
    await sendFromOutbox(shop, [row!.id], policy);

    const failed = (await problems()).mails.find((m) => m.id === row!.id);
    expect(failed).toMatchObject<Partial<ProblemMail>>({
      to: shop.config.SHOP_EMAIL,
      subject: 'Size request: Retry Tee in XL (1)',
      kind: 'size-request',
      status: 'failed',
      attempts: 2,
      nextAttempt: null,
      expired: false,
    });
    expect(failed?.lastError).toMatch(/451 Mail service unavailable/);
    expect((await problems()).totals.mailsFailed).toBeGreaterThanOrEqual(1);

    // Still refused: it goes back in the queue, for the worker.
    const refused = await retry(row!.id);
    expect(refused.json().message).toMatch(/could not go yet \(.*451.*\)\. It stays in the queue/);
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failure(await retry(row!.id))).toMatchObject({ http: 409, code: 'CONFLICT' });

    // The server takes mail again: retry now delivers it, once.
    shop.clock.advance(60_000);
    await sendFromOutbox(shop, [row!.id], { ...policy, maxAttempts: 1 });
    shop.smtp.refuse(false);
    expect((await retry(row!.id)).json()).toMatchObject({
      status: 200,
      message: `Sent to ${shop.config.SHOP_EMAIL}.`,
    });
    expect(shop.smtp.messages.map((m) => m.subject)).toEqual(['Size request: Retry Tee in XL (1)']);
    expect((await problems()).mails.map((m) => m.id)).not.toContain(row!.id);
    expect((await retry(row!.id)).json().message).toBe('This mail was sent already.');
    expect(failure(await retry(2_000_000_000))).toMatchObject({ http: 404 });
  });

  it('shows a mail pending for long, hides the code of an OTP mail, and never resends an expired one', async () => {
    const now = shop.clock();
    const [late, otp] = await enqueueMail(
      database.db,
      [
        { to: 'late@campus.example', subject: 'Late news', text: 'Hello', kind: 'test' },
        {
          to: 'otp@campus.example',
          subject: '4821 is your Campus Threads sign-up code',
          text: 'Your code:\n  4821',
          kind: 'otp-signup',
          expiresAt: new Date(now.getTime() + 60_000),
        },
      ],
      now,
    );
    expect((await problems()).mails.map((m) => m.id)).not.toContain(late);
    shop.clock.advance(MAIL_LATE_MS + 1000);
    shop.smtp.refuse(true);
    await sendFromOutbox(shop, [late!, otp!]); // the OTP mail is past its code's expiry: failed

    const mails = (await problems()).mails;
    expect(mails.find((m) => m.id === late)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttempt: expect.any(Number),
    });
    const hidden = mails.find((m) => m.id === otp);
    expect(hidden).toMatchObject({
      subject: '•••• is your Campus Threads sign-up code',
      status: 'failed',
      expired: true,
    });
    expect(JSON.stringify(mails)).not.toContain('4821');
    expect(failure(await retry(otp!))).toMatchObject({ http: 409, code: 'CONFLICT' });
    expect(failure(await retry(late!))).toMatchObject({ http: 409 }); // still being tried
  });
});
