import { expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';
import { describeShop, lastOtp, newPerson, signedUpUser } from '../../test/test-shop.ts';
import { addToCart } from '../../features/cart/cart.test-kit.ts';
import { OTP_RULES } from '../../features/auth/otp.service.ts';
import { DEFAULT_OUTBOX_POLICY, EXPIRED, type OutboxPolicy } from './outbox.ts';
import { startOutboxWorker } from './outbox-worker.ts';

/**
 * Mail is never lost (over real SMTP): whatever the mail server does, the call that sends mail
 * succeeds, its mail waits in the outbox and the worker delivers it once the server is back, or
 * marks it failed after the last try.
 */
/** The tests call more often than the rate limits let one client. */
const manyCalls = { engines: 'every', shop: { env: { RATE_LIMIT_SCALE: '1000' } } } as const;

describeShop('mail never lost', manyCalls, ({ database, shop }) => {
  const outboxTo = (to: string, kind?: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), kind ? eq(mailOutbox.kind, kind) : undefined))
      .orderBy(mailOutbox.id);
  const worker = (policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY) =>
    startOutboxWorker({
      db: database.db,
      mailer: shop.mailer,
      log: shop.log,
      clock: shop.clock,
      intervalMs: 60_000,
      policy,
    });

  /** A signed-up customer with a tee in the cart (signed up while the mail server works). */
  async function customerWithCart() {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Outbox Tee' }, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    return me;
  }
  async function placeOrder(me: Awaited<ReturnType<typeof customerWithCart>>) {
    const started = Date.now();
    const res = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    return { res, ms: Date.now() - started };
  }

  it('SMTP off at order time: the order is placed, and its mails go once the server is back', async () => {
    const me = await customerWithCart();
    await shop.smtp.down();
    const { res } = await placeOrder(me);
    expect(res.json()).toMatchObject({ status: 200, message: 'Your order is Placed Successfully' });
    const orderId = res.json().order_id as number;
    const [mine] = await outboxTo(me.email, 'order-placed');
    expect(mine).toMatchObject({
      kind: 'order-placed',
      status: 'pending',
      attempts: 1,
      dedupeKey: `order-placed:${orderId}`,
    });
    expect(mine?.lastError).toMatch(/ECONNREFUSED/);

    await shop.smtp.up();
    const sweeper = worker();
    try {
      expect(await sweeper.runOnce()).toBe(0); // not due before its backoff
      shop.clock.advance(DEFAULT_OUTBOX_POLICY.backoffMs(1));
      expect(await sweeper.runOnce()).toBeGreaterThanOrEqual(2);
      shop.clock.advance(DEFAULT_OUTBOX_POLICY.backoffMs(5));
      await sweeper.runOnce();
    } finally {
      await sweeper.stop();
    }
    // The mails name the order by the number the student sees (docs/product.md#order-numbers).
    const [{ orderNumber }] = (await shop.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId))) as [{ orderNumber: string }];
    const placed = shop.smtp.messages.filter((m) => m.subject?.includes(`order ${orderNumber} `));
    expect(placed.map((m) => m.subject)).toEqual([
      `Your Campus Threads order ${orderNumber} is placed`,
    ]);
    const toShop = shop.smtp.messages.filter((m) =>
      m.subject?.startsWith(`New order ${orderNumber}:`),
    );
    expect(toShop).toHaveLength(1);
    expect(await outboxTo(me.email, 'order-placed')).toMatchObject([
      { status: 'sent', attempts: 2 },
    ]);
  });

  it('a hanging mail server holds the order no longer than ORDER_MAIL_WAIT_MS', async () => {
    const me = await customerWithCart();
    shop.smtp.hang(true);
    shop.config.ORDER_MAIL_WAIT_MS = 300; // the app reads this config object
    const { res, ms } = await placeOrder(me);
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(5000); // the mailer's own greeting timeout is 10 s
    expect(await outboxTo(me.email, 'order-placed')).toMatchObject([
      { status: 'pending', attempts: 1 },
    ]);
    shop.smtp.hang(false);
  });

  it('with ORDER_MAIL_WAIT_MS 0 an order answers without waiting for its mails, which still go at once', async () => {
    const me = await customerWithCart();
    // Other calls still wait for their mail as long as they may; an order does not.
    shop.config.MAIL_SEND_WAIT_MS = 20_000;
    shop.config.ORDER_MAIL_WAIT_MS = 0;
    shop.smtp.hang(true);
    const { res, ms } = await placeOrder(me);
    expect(res.statusCode).toBe(200);
    expect(ms).toBeLessThan(5000); // waiting would have taken the mailer's 10 s greeting timeout
    const orderId = res.json().order_id as number;
    expect(await outboxTo(me.email, 'order-placed')).toMatchObject([
      { status: 'pending', dedupeKey: `order-placed:${orderId}` },
    ]);
    shop.smtp.hang(false);

    // A working mail server gets an order's mails right after the answer, with no worker running.
    const again = await customerWithCart();
    const placed = await placeOrder(again);
    expect(placed.res.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!shop.smtp.lastTo(again.email, (m) => /is placed$/.test(m.subject ?? ''))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await outboxTo(again.email, 'order-placed')).toMatchObject([
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('SMTP refusing every try: after the last one the mail is failed, never sent', async () => {
    const me = await customerWithCart();
    shop.smtp.refuse(true);
    const { res } = await placeOrder(me);
    expect(res.statusCode).toBe(200);
    const policy: OutboxPolicy = { maxAttempts: 3, backoffMs: () => 1000, leaseMs: 60_000 };
    const sweeper = worker(policy);
    shop.clock.advance(DEFAULT_OUTBOX_POLICY.backoffMs(1)); // the call's own try set this wait
    try {
      for (let i = 0; i < 4; i++) {
        shop.clock.advance(1000);
        expect(await sweeper.runOnce()).toBe(0);
      }
    } finally {
      await sweeper.stop();
    }
    const [row] = await outboxTo(me.email, 'order-placed');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row?.lastError).toMatch(/451 Mail service unavailable/);
    expect(shop.smtp.lastTo(me.email, (m) => /order/.test(m.subject ?? ''))).toBeUndefined();
  });

  it('sign-up with SMTP off: the call succeeds and the code arrives once the server is back', async () => {
    const person = newPerson();
    await shop.smtp.down();
    const res = await shop.call('auth/register', person);
    expect(res.json()).toMatchObject({ status: 200, message: 'OTP sent to your email' });
    // Asking again after the cooldown: only the newest code is worth sending.
    shop.clock.advance(31_000);
    expect((await shop.call('auth/resendVerifyOtp', { email: person.email })).statusCode).toBe(200);
    const rows = await outboxTo(person.email);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['otp-signup', 'pending']]);

    await shop.smtp.up();
    const sweeper = worker();
    try {
      shop.clock.advance(DEFAULT_OUTBOX_POLICY.backoffMs(1));
      await sweeper.runOnce();
    } finally {
      await sweeper.stop();
    }
    const codes = shop.smtp.messages.filter((m) => m.subject?.endsWith('sign-up code'));
    expect(codes).toHaveLength(1);
    const verified = await shop.call('auth/verifyOtp', {
      ...person,
      otp: lastOtp(shop, person.email),
    });
    expect(verified.json()).toMatchObject({ status: 200 });
  });

  it('an OTP mail that could not go before its code expired is given up, not sent late', async () => {
    const person = newPerson();
    shop.smtp.refuse(true);
    expect((await shop.call('auth/register', person)).statusCode).toBe(200);
    shop.smtp.refuse(false);
    shop.clock.advance(OTP_RULES.ttlMs);
    const sweeper = worker();
    try {
      expect(await sweeper.runOnce()).toBe(0);
    } finally {
      await sweeper.stop();
    }
    expect(await outboxTo(person.email)).toMatchObject([
      { kind: 'otp-signup', status: 'failed', lastError: EXPIRED },
    ]);
    expect(shop.smtp.lastTo(person.email)).toBeUndefined();
  });

  it('a size request with SMTP refusing is stored, and its mail waits in the outbox', async () => {
    shop.smtp.refuse(true);
    const tee = await insertProduct(database.db, { name: 'Outbox Hoodie' }, { M: 1 });
    const email = newPerson('sizes').email;
    const res = await shop.call(`products/sizeUnavailable/${tee.id}`, {
      email,
      requiredSize: 'XL',
      requiredQuantity: 2,
      comments: 'For the club',
    });
    expect(res.json()).toMatchObject({ status: 200 });
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'size-request'), like(mailOutbox.text, `%${email}%`)));
    expect(rows).toMatchObject([{ status: 'pending', attempts: 1, to: shop.config.SHOP_EMAIL }]);
  });
});
