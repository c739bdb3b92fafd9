import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { failure } from '../cart/cart.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  stepsOf,
} from '../orders/changes/cancel.test-kit.ts';
import { closeDrop, newDrop, openDrop, piecesOrdered } from './drops.test-kit.ts';

/** The print run of a drop (docs/product.md#drops): cancels stop at the close. */
describeShop(
  'drops: print run',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    const versionOf = async (orderNumber: string) =>
      (
        await database.db
          .select({ v: orders.version })
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber))
      )[0]!.v;

    it('a student cancels a pre-order until the drop closes, not after; the admin still may, with a reason', async () => {
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Run Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Run Drop', cashAllowed: true });
      openDrop(shop);
      const order = await cashOrder(shop, me, [
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ]);
      const itemOf = (size: string) => ({
        id: order.productsOrdered.find((p) => p.size === size)!.orderItem_id,
      });
      const [m, l] = [itemOf('M'), itemOf('L')];
      // While the drop is live, one item goes.
      const live = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: m!.id,
      });
      expect(live.statusCode, live.body).toBe(200);

      closeDrop(shop);
      const late = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: l!.id,
      });
      expect(failure(late)).toEqual({
        http: 409,
        code: 'CANCEL_NOT_ALLOWED',
        message: expect.stringMatching(
          /^Run Tee \(size L\) was pre-ordered in Run Drop, which closed on .+: pre-orders can be cancelled only until the drop closes, so it can no longer be cancelled\. Nothing was changed\./,
        ),
      });
      const whole = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
      expect(failure(whole)).toMatchObject({ code: 'CANCEL_NOT_ALLOWED' });
      expect(await stepsOf(database.db, [l!.id])).toEqual({ [l!.id]: 'placed' });
      expect(await piecesOrdered(database.db, drop.id)).toBe(2);

      const byAdmin = await cancelAsAdmin(shop, admin, {
        orderItem_id: l!.id,
        version: await versionOf(order.orderNumber),
        reason: 'Student moved away',
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(await stepsOf(database.db, [l!.id])).toEqual({ [l!.id]: 'cancelled' });
    });
  },
);
