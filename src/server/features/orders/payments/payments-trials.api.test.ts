import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct, insertUser } from '../../../test/db-fixtures.ts';
import { orders, payments, productSizes } from '../../../db/schema.ts';
import { logIn, describeShop } from '../../../test/test-shop.ts';
import type { WebhookMode } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import { hashPassword } from '../../auth/password.ts';
import { addToCart } from '../../cart/cart.test-kit.ts';
import {
  paymentDeps,
  listen,
  payOnPage,
  refOf,
  sandboxEach,
  type Sandbox,
} from './payments.test-kit.ts';
import { reconcilePayments } from './payments.reconcile.ts';

/**
 * Exactly once, whatever the order of events: randomised trials mix the payer's outcome with
 * duplicate, late, out-of-order and lost webhooks, browser returns (0–2) and reconciliation runs,
 * and assert one order per completed payment and stock that adds up. Seeded, so a failure replays.
 */
let sandbox: Sandbox;

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { pendingMs: 150, webhookDelayMs: 100 },
  { env: { RATE_LIMIT_SCALE: '1000' } },
);

describeShop('online payment trials', withSandbox, ({ engine, database, shop }) => {
  beforeEach(async () => {
    await listen(shop, sandbox);
  });
  afterEach(() => sandbox.gateway.idle());

  const deps = () => paymentDeps(shop, sandbox);

  const TRIALS = engine === 'postgres' ? 100 : 30;

  it(`${TRIALS} trials: one order per completed payment, none for the others, stock adds up`, async () => {
    const next = random(20261123);
    const STOCK = 500;
    const tee = await insertProduct(database.db, { name: 'Trial Tee' }, { M: STOCK });
    const passwordHash = await hashPassword('trial password');
    const modes: WebhookMode[] = ['normal', 'twice', 'late', 'out-of-order', 'never'];
    const outcomes = ['success', 'failure', 'pending-success', 'pending-failure'];
    const refs: string[] = [];

    const trial = async () => {
      const user = await insertUser(database.db, { passwordHash });
      const token = await logIn(shop, user.email, 'trial password');
      const quantity = 1 + Math.floor(next() * 3);
      await addToCart(
        shop,
        { email: user.email, token },
        { productId: tee.id, selectedSize: 'M', quantity },
      );
      sandbox.gateway.settings.webhookMode = modes[Math.floor(next() * modes.length)]!;
      const started = await shop.call('payment/order', { deliveryMethod: 'pickup' }, { token });
      expect(started.statusCode).toBe(200);
      const paid = await payOnPage(
        started.json().link,
        outcomes[Math.floor(next() * outcomes.length)]!,
      );
      const ref = refOf(paid.location);
      refs.push(ref);
      const returns = Math.floor(next() * 3);
      for (let i = 0; i < returns; i++) {
        const res = await shop.call('payment/order/validate', { id: ref }, { token });
        expect([200, 422]).toContain(res.statusCode);
      }
      if (next() < 0.5) await reconcilePayments(deps());
    };
    // A few trials at a time, so their events interleave.
    for (let i = 0; i < TRIALS; i += 4) {
      await Promise.all(Array.from({ length: Math.min(4, TRIALS - i) }, trial));
    }
    await sandbox.gateway.idle();
    await new Promise((r) => setTimeout(r, 300)); // every "pending, then …" has settled
    shop.clock.advance(2 * 60_000); // and reconciliation sees them all as stale
    await reconcilePayments(deps());

    const rows = await database.db.select().from(payments).where(eq(payments.state, 'completed'));
    const completed = new Set(
      rows.filter((r) => refs.includes(r.merchantOrderRef)).map((r) => r.merchantOrderRef),
    );
    const placed = await database.db.select().from(orders);
    const orderRefs = placed
      .map((o) => o.merchantOrderRef)
      .filter((r): r is string => !!r && refs.includes(r));
    expect(new Set(orderRefs).size).toBe(orderRefs.length); // never two orders for one payment
    expect(new Set(orderRefs)).toEqual(completed); // every completed payment has its order
    const gatewaySaysPaid = refs.filter(
      (r) => sandbox.gateway.store.books.orders[r]?.state === 'COMPLETED',
    );
    expect(new Set(gatewaySaysPaid)).toEqual(completed);
    const pending = await database.db.select().from(payments).where(eq(payments.state, 'pending'));
    expect(pending.filter((p) => refs.includes(p.merchantOrderRef))).toEqual([]);

    const sold = await database.db.select().from(orders);
    const items = sold.length;
    expect(items).toBeGreaterThan(0);
    const [size] = await database.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.id, tee.sizeIds.M));
    const orderedUnits = rows
      .filter((r) => r.orderId !== null && refs.includes(r.merchantOrderRef))
      .reduce((n, r) => n + r.checkout.lines.reduce((m, l) => m + l.quantity, 0), 0);
    expect(size!.quantity).toBe(STOCK - orderedUnits);
  }, 240_000);
});
