import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { catalogCacheOf } from './app.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';
import { mailOutbox } from './db/schema/index.ts';
import { insertProduct } from './test/db-fixtures.ts';
import { describeShop, lastOtp, logIn, newPerson, type TestShop } from './test/test-shop.ts';
import type { TestDatabase } from './test/db-harness.ts';
import { addToCart } from './features/cart/cart.test-kit.ts';
import { newDrop, openDrop } from './features/drops/drops.test-kit.ts';
import { createPaymentGateway } from './adapters/payments/create-gateway.ts';
import { loadPinDirectory } from './adapters/pincode/pin-directory.ts';

/**
 * BACKGROUND_JOBS=worker (production's default on PostgreSQL): a web instance only stores its
 * mail in the outbox; the worker process (src/server/worker.ts) sends it and runs the periodic
 * jobs (docs/decisions/024). Over real SMTP, on both engines.
 */
const workerMode = {
  engines: 'every' as const,
  shop: {
    env: {
      BACKGROUND_JOBS: 'worker',
      // Required with the worker (this test's web instance is handed its database directly).
      DATABASE_URL: 'postgres://127.0.0.1:9/not-opened-by-this-test',
      RATE_LIMIT_SCALE: '1000',
    },
  },
};

/** What the worker process starts, on this test's shop: its config is the worker's own. */
function startWorker(shop: TestShop, database: TestDatabase): BackgroundJobs {
  const config = { ...shop.config, BACKGROUND_JOBS: 'in-process' as const };
  const deps = {
    ...shop,
    config,
    payments: createPaymentGateway(config, 'http://127.0.0.1:9'),
    pins: () => loadPinDirectory(),
  };
  return startBackgroundJobs({ ...deps, catalog: catalogCacheOf(deps), database }, 0);
}

describeShop('mail sent by the worker', workerMode, ({ database, shop }) => {
  const outbox = (to: string, kind: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  const placedMail = (to: string) =>
    shop.smtp.lastTo(to, (m) => /is placed$/.test(m.subject ?? ''));

  it('a web instance stores the code and order mails and sends none; the worker sends each once', async () => {
    const person = newPerson();
    const registered = await shop.call('auth/register', person);
    expect(registered.json()).toMatchObject({ status: 200 });
    expect(shop.smtp.messages).toEqual([]);
    expect(await outbox(person.email, 'otp-signup')).toMatchObject([
      { status: 'pending', attempts: 0 },
    ]);

    const worker = startWorker(shop, database);
    try {
      expect(await worker.jobs.outbox!.runOnce()).toBe(1);
      const verified = await shop.call('auth/verifyOtp', {
        ...person,
        otp: lastOtp(shop, person.email),
      });
      expect(verified.json()).toMatchObject({ status: 200 });
      const token = await logIn(shop, person.email, person.password);
      const tee = await insertProduct(database.db, { name: 'Worker Tee' }, { M: 3 });
      await addToCart(
        shop,
        { email: person.email, token },
        { productId: tee.id, selectedSize: 'M' },
      );
      const placed = await shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token });
      expect(placed.json()).toMatchObject({ status: 200 });
      expect(placedMail(person.email)).toBeUndefined();
      expect(await outbox(person.email, 'order-placed')).toMatchObject([{ status: 'pending' }]);

      await worker.jobs.outbox!.runOnce();
      expect(placedMail(person.email)?.text).toContain(String(placed.json().order_id));
      await worker.jobs.outbox!.runOnce();
      const placedMails = shop.smtp.messages.filter((m) => /is placed$/.test(m.subject ?? ''));
      expect(placedMails).toHaveLength(1);
      expect(await outbox(person.email, 'order-placed')).toMatchObject([
        { status: 'sent', attempts: 1 },
      ]);
    } finally {
      await worker.stop();
    }
  });

  it('runs the periodic jobs: an opened drop is announced and its notify-me mail sent', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const bootstrap = startWorker(shop, database);
    await bootstrap.jobs.outbox!.runOnce();
    await bootstrap.stop();
    await shop.call('auth/verifyOtp', { ...person, otp: lastOtp(shop, person.email) });
    const token = await logIn(shop, person.email, person.password);
    const tee = await insertProduct(database.db, { name: 'Worker Drop Tee' }, { M: 0 });
    await newDrop(shop, [tee.id]);
    const asked = await shop.call(
      'notify/subscribe',
      { productId: tee.id, kind: 'drop-opens' },
      { token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    openDrop(shop);

    const worker = startWorker(shop, database);
    try {
      // The announcer's first round starts with the worker (this joins it); notify me stores the
      // run's mails; the outbox sends them.
      await worker.jobs.announcer!.runOnce();
      await worker.jobs.notifier!.runOnce();
      await worker.jobs.outbox!.runOnce();
    } finally {
      await worker.stop();
    }
    const mail = shop.smtp.lastTo(person.email, (m) => /Worker Drop Tee/.test(m.text ?? ''));
    expect(mail?.subject).toBeTruthy();
    expect(await outbox(person.email, 'notify-drop-opens')).toMatchObject([{ status: 'sent' }]);
  });
});
