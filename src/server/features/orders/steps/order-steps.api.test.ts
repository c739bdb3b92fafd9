import { beforeEach, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { mailOutbox, orderItemSteps } from '../../../db/schema/index.ts';
import { insertUser } from '../../../test/db-fixtures.ts';
import {
  describeShop,
  logIn,
  signedUpUser,
  TEST_ADMIN_EMAIL,
  type SignedUpUser,
} from '../../../test/test-shop.ts';
import { hashPassword } from '../../auth/password.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { stepsKit } from './order-steps.test-kit.ts';

/**
 * docs/product.md#order-steps: the admin's bulk steps (the whole-order handover:
 * handover.api.test.ts).
 */

const DEPUTY = { email: 'deputy@campus.example', password: 'deputy password 1' };

interface StepState {
  order_id: number;
  version: number;
  items: {
    orderItem_id: number;
    step: string;
    steps: { step: string; at: number; by: string }[];
  }[];
}

describeShop(
  'order steps',
  { shop: { env: { ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${DEPUTY.email}` } } },
  ({ shop }) => {
    let admin: { email: string; token: string };
    let customer: SignedUpUser;
    beforeEach(async () => {
      admin = await signedInAdmin(shop);
      customer = await signedUpUser(shop);
    });

    const { anOrder, adminView, move, handover, mailsAbout } = stepsKit(shop, () => ({
      admin,
      customer,
    }));

    it('moves many orders at once, records who and when, and shows the student each step with its time', async () => {
      const first = await anOrder();
      const second = await anOrder();
      const seen = [
        { order_id: first.id, version: (await adminView(first.id)).version },
        { order_id: second.id, version: (await adminView(second.id)).version },
      ];
      expect(seen.map((s) => s.version)).toEqual([1, 1]);

      shop.clock.advance(60_000);
      const packed = await move('packed', seen);
      expect(packed.statusCode, packed.body).toBe(200);
      expect(packed.json()).toMatchObject({ moved: 4, unchanged: [] });
      expect(packed.json().message).toBe('2 orders (4 items) marked packed.');
      const packedAt = shop.clock().getTime();
      const states = packed.json().orders as StepState[];
      expect(states.map((s) => s.version)).toEqual([2, 2]);
      expect(states[0]!.items[0]!.steps).toEqual([
        { step: 'placed', at: expect.any(Number), by: '' },
        { step: 'packed', at: packedAt, by: admin.email },
      ]);
      expect(mailsAbout(first, /./)).toHaveLength(0); // packing is not mailed

      shop.clock.advance(3_600_000);
      const ready = await move(
        'ready_for_pickup',
        states.map((s) => ({ order_id: s.order_id, version: s.version })),
      );
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json().message).toBe(
        '2 orders (4 items) marked ready for pickup. The students get an e-mail.',
      );
      const readyAt = shop.clock().getTime();

      // The student's own views: step and times, never which admin.
      const mine = (await shop.call('products/orders', {}, { token: customer.token })).json();
      const item = mine.products
        .find((o: { order_id: number }) => o.order_id === first.id)
        .productsOrdered.find((i: { orderItem_id: number }) => i.orderItem_id === first.itemIds[0]);
      expect(item.step).toBe('ready_for_pickup');
      expect(item.steps).toEqual([
        { step: 'placed', at: expect.any(Number) },
        { step: 'packed', at: packedAt },
        { step: 'ready_for_pickup', at: readyAt },
      ]);
      expect(JSON.stringify(mine)).not.toContain(admin.email);
      const detail = (
        await shop.call(
          `products/get-individual-order/${first.itemIds[1]}`,
          {},
          { token: customer.token },
        )
      ).json();
      expect(detail.orderItem).toMatchObject({ step: 'ready_for_pickup', isDelivered: false });

      // One mail per order, saying where to come and which code to show.
      const mails = mailsAbout(first, /^Ready for pickup: /);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(
        `Ready for pickup: your ${shop.config.SHOP_NAME} order ${first.orderNumber}`,
      );
      expect(mails[0]!.text).toContain(`Collect it from ${shop.config.PICKUP_POINT}`);
      expect(mails[0]!.text).toContain('handover code 4321');
      expect(mails[0]!.text).toMatch(/2 × Quad Tee \(Regular T-Shirt\), size M/);
      expect(mailsAbout(second, /^Ready for pickup: /)).toHaveLength(1);
    });

    it('never goes back, and refuses a step made on an older view with the latest state', async () => {
      const order = await anOrder();
      const ready = await move('ready_for_pickup', [{ order_id: order.id, version: 1 }]);
      expect(ready.statusCode, ready.body).toBe(200);

      const stale = await move('packed', [{ order_id: order.id, version: 1 }]);
      expect(failure(stale)).toMatchObject({ http: 409, code: 'ORDER_CHANGED' });
      expect(failure(stale).message).toContain(
        `Order ${order.orderNumber} changed since the page loaded (${order.orderNumber} now Ready for pickup by ${admin.email})`,
      );
      const current = stale.json().current as StepState[];
      expect(current).toMatchObject([
        {
          order_id: order.id,
          version: 2,
          items: [{ step: 'ready_for_pickup' }, { step: 'ready_for_pickup' }],
        },
      ]);

      const back = await move('packed', [{ order_id: order.id, version: 2 }]);
      expect(failure(back)).toMatchObject({ http: 409, code: 'STEP_NOT_FORWARD' });
      expect(back.json().current[0].version).toBe(2);
      const again = await move('ready_for_pickup', [{ order_id: order.id, version: 2 }]);
      expect(failure(again)).toMatchObject({ http: 409, code: 'STEP_NOT_FORWARD' });
      expect((await adminView(order.id)).productsOrdered[0].step).toBe('ready_for_pickup');
      expect(mailsAbout(order, /^Ready for pickup: /)).toHaveLength(1);
    });

    it('is all or nothing: one changed order refuses the whole move', async () => {
      const a = await anOrder();
      const b = await anOrder();
      await move('packed', [{ order_id: b.id, version: 1 }]);
      const res = await move('packed', [
        { order_id: a.id, version: 1 },
        { order_id: b.id, version: 1 },
      ]);
      expect(failure(res)).toMatchObject({ http: 409, code: 'ORDER_CHANGED' });
      expect(res.json().current.map((s: StepState) => s.order_id)).toEqual([b.id]);
      expect((await adminView(a.id)).productsOrdered[0].step).toBe('placed');
    });

    it('moves only what is behind, and leaves orders already further as they were', async () => {
      const a = await anOrder();
      const b = await anOrder();
      await move('ready_for_pickup', [{ order_id: b.id, version: 1 }]);
      const res = await move('packed', [
        { order_id: a.id, version: 1 },
        { order_id: b.id, version: 2 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ moved: 2, unchanged: [b.id] });
      expect(res.json().message).toContain(`left as they were: ${b.orderNumber}.`);
      expect(res.json().message).not.toContain(`#${b.id}`);
      expect((await adminView(b.id)).productsOrdered[0].step).toBe('ready_for_pickup');
    });

    it('sends hostel and home orders out for delivery, never ready for pickup', async () => {
      const hostel = await anOrder('hostel');
      const home = await anOrder('delivery');
      const wrong = await move('ready_for_pickup', [
        { order_id: hostel.id, version: 1 },
        { order_id: home.id, version: 1 },
      ]);
      expect(failure(wrong)).toMatchObject({ http: 422, code: 'STEP_NOT_FOR_METHOD' });
      const pickup = await anOrder('pickup');
      const out = await move('out_for_delivery', [{ order_id: pickup.id, version: 1 }]);
      expect(failure(out)).toMatchObject({ http: 422, code: 'STEP_NOT_FOR_METHOD' });

      const res = await move('out_for_delivery', [
        { order_id: hostel.id, version: 1 },
        { order_id: home.id, version: 1 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const [toHostel] = mailsAbout(hostel, /^Out for delivery: /);
      expect(toHostel?.text).toContain('on its way to your hostel, Godavari Hostel, Room 214');
      expect(toHostel?.text).toContain('handover code 4321');
      const [toHome] = mailsAbout(home, /^Out for delivery: /);
      expect(toHome?.text).toContain('on its way to 12, Lake Road, Flat 3, Chennai');
      expect(toHome?.text).not.toContain('handover code');
    });

    it('is for the admin only', async () => {
      const order = await anOrder();
      const res = await move('packed', [{ order_id: order.id, version: 1 }], customer.token);
      expect(res.statusCode).toBe(403);
      const hand = await handover({ order_id: order.id, version: 1 }, customer.token);
      expect(hand.statusCode).toBe(403);
      expect(failure(await move('packed', [{ order_id: 999_999, version: 1 }]))).toMatchObject({
        http: 404,
        code: 'ORDER_NOT_FOUND',
      });
    });

    it('lets two admins apply the same step at once: applied once, the other told, mailed once', async () => {
      await insertUser(shop.db, {
        email: DEPUTY.email,
        name: 'Deputy Admin',
        passwordHash: await hashPassword(DEPUTY.password),
      }).catch(() => undefined); // one database per block: made by an earlier run of this test
      const deputy = await logIn(shop, DEPUTY.email, DEPUTY.password);
      const order = await anOrder();
      const both = await Promise.all([
        move('ready_for_pickup', [{ order_id: order.id, version: 1 }]),
        move('ready_for_pickup', [{ order_id: order.id, version: 1 }], deputy),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const told = both.find((r) => r.statusCode === 409)!;
      expect(told.json()).toMatchObject({
        code: 'ORDER_CHANGED',
        current: [{ order_id: order.id, version: 2 }],
      });
      const winner = both.find((r) => r.statusCode === 200)!;
      const by = winner === both[0] ? admin.email : DEPUTY.email;
      expect(told.json().message).toContain(`now Ready for pickup by ${by}`);

      const recorded = await shop.db
        .select()
        .from(orderItemSteps)
        .where(inArray(orderItemSteps.orderItemId, order.itemIds));
      expect(recorded).toHaveLength(2); // one row per item
      const outbox = await shop.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, `order-step:${order.id}:%`));
      expect(outbox).toHaveLength(1);

      // A handover and a step at once on the same version: one of them, never both.
      const next = await anOrder();
      const race = await Promise.all([
        handover({ order_id: next.id, version: 1, handoverCode: '4321' }),
        move('packed', [{ order_id: next.id, version: 1 }], deputy),
      ]);
      expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const steps = await shop.db
        .select({ step: orderItemSteps.step })
        .from(orderItemSteps)
        .where(eq(orderItemSteps.orderItemId, next.itemIds[0]!));
      expect(steps).toHaveLength(1);
    });
  },
);
