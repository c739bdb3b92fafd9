import { expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { OrdersOverTimeReply } from '#shared/contract/drop-orders-chart.ts';
import { drops, orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { cancelAsStudent, cashOrder } from '../orders/changes/cancel.test-kit.ts';
import { MINUTE, adminDropReply, closeDrop, newDrop, openDrop } from './drops.test-kit.ts';

/** The print run's chart (docs/product.md#drops): pieces ordered over time, cancels left out. */
describeShop(
  'drops: orders over time',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    it('running totals per product and size, by when each order was placed; cancelled items left out', async () => {
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Chart Tee' }, { M: 0, L: 0 });
      const cap = await insertProduct(database.db, { name: 'Chart Cap' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id, cap.id], { name: 'Chart Drop', cashAllowed: true });
      const series = () =>
        adminDropReply<OrdersOverTimeReply>(
          shop,
          'admin/drops/orders-over-time',
          drop.id,
          admin.token,
        );
      // Before it opens there is nothing to draw.
      expect(await series()).toMatchObject({ times: [], drop: { state: 'upcoming' } });

      openDrop(shop);
      const [row] = await database.db
        .select({ opensAt: drops.opensAt })
        .from(drops)
        .where(eq(drops.id, drop.id));
      const opensAt = row!.opensAt.getTime();
      const order = async (lines: { productId: number; size: 'M' | 'L'; quantity?: number }[]) =>
        cashOrder(shop, await signedUpUser(shop), lines);
      const early = await order([
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ]);
      const pair = await order([{ productId: tee.id, size: 'M', quantity: 2 }]);
      const capOrder = await order([{ productId: cap.id, size: 'M' }]);
      const who = await signedUpUser(shop);
      const gone = await cashOrder(shop, who, [{ productId: tee.id, size: 'L', quantity: 2 }]);
      expect((await cancelAsStudent(shop, who, { orderNumber: gone.orderNumber })).statusCode).toBe(
        200,
      );
      // The orders were placed at known minutes after the opening (5-minute steps for 50 min).
      const placedAt = async (orderId: number, minutes: number) =>
        database.db
          .update(orders)
          .set({ createdAt: new Date(opensAt + minutes * MINUTE) })
          .where(inArray(orders.id, [orderId]));
      await placedAt(early.order_id, 2);
      await placedAt(pair.order_id, 12);
      await placedAt(gone.order_id, 20);
      await placedAt(capOrder.order_id, 31);
      shop.clock.advance(opensAt + 50 * MINUTE - shop.clock().getTime());

      const live = await series();
      expect(live.drop).toMatchObject({ id: drop.id, name: 'Chart Drop', state: 'live', opensAt });
      expect(live.bucketMinutes).toBe(5);
      expect(live.times).toEqual(Array.from({ length: 11 }, (_, i) => opensAt + i * 5 * MINUTE));
      expect(live.products).toEqual([
        {
          productId: tee.id,
          name: 'Chart Tee',
          sizes: [
            { size: 'M', pieces: [0, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3] },
            { size: 'L', pieces: [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] },
          ],
          total: 4,
        },
        {
          productId: cap.id,
          name: 'Chart Cap',
          sizes: [{ size: 'M', pieces: [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1] }],
          total: 1,
        },
      ]);

      // Once closed the axis stops at the close; two hours fit in 24 steps of 5 minutes.
      closeDrop(shop);
      const closed = await series();
      expect(closed.drop.state).toBe('closed');
      expect(closed.times).toHaveLength(25);
      expect(closed.times.at(-1)).toBe(closed.drop.closesAt);
      expect(closed.products[0]!.sizes[0]!.pieces.at(-1)).toBe(3);
    });

    it('only the admin reads it; a forged, mistyped or missing drop id is refused clearly', async () => {
      const admin = await signedInAdmin(shop);
      const student = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Guard Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id]);
      const call = (body: unknown, token: string | undefined = admin.token) =>
        shop.call('admin/drops/orders-over-time', body, token ? { token } : {});
      expect((await call({ id: drop.id }, student.token)).statusCode).toBe(403);
      expect((await call({ id: drop.id }, '')).statusCode).toBe(401);
      for (const id of ['1 or 1=1', `${drop.id}; drop table drops`, true, [drop.id], {}, -1, 1.5]) {
        expect(failure(await call({ id })), JSON.stringify(id)).toMatchObject({ http: 400 });
      }
      expect(failure(await call({}))).toMatchObject({ http: 400 });
      for (const id of [987_654, 99_999_999_999]) {
        expect(failure(await call({ id }))).toEqual({
          http: 404,
          code: 'DROP_NOT_FOUND',
          message: 'This drop does not exist.',
        });
      }
      // An id sent as digits (as the original contract's clients do) is read as a number.
      expect((await call({ id: String(drop.id) })).statusCode).toBe(200);
    });
  },
);
