import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refunds } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import { buyersWithOneInCart, placeAllAtOnce } from '../placement/placement.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  onSale,
  onlineOrder,
  orderOf,
  stepsOf,
} from './cancel.test-kit.ts';
import { piecesOf } from '../stock.test-kit.ts';

/**
 * docs/product.md#cancelling-an-order under load, on PostgreSQL (real parallel transactions): a
 * cancel and a step on the same item end in exactly one of them; cancels of one item at once
 * refund it once; and every piece stays accounted for while others buy the same size.
 */
let sandbox: Sandbox;

const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { refundPendingMs: 100 },
  { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100' } },
);

describeShop('cancels at once', withSandbox, ({ engine, shop }) => {
  beforeEach(() => listen(shop, sandbox));
  afterEach(() => sandbox.gateway.idle());

  it.runIf(engine === 'postgres')(
    'a cancel racing "packed" ends in exactly one; the other is refused clearly',
    async () => {
      const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, { M: 40 });
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const pieces = await piecesOf(shop.db, tee.id);
      const winners = { cancel: 0, packed: 0 };
      for (let trial = 0; trial < 12; trial++) {
        const order = await cashOrder(shop, me, [{ productId: tee.id }]);
        const itemId = order.productsOrdered[0]!.orderItem_id;
        const [cancel, pack] = await Promise.all([
          cancelAsStudent(shop, me, { orderNumber: order.orderNumber, orderItem_id: itemId }),
          shop.call(
            'admin/orders/step',
            { step: 'packed', orders: [{ order_id: order.order_id, version: order.version }] },
            { token: admin.token },
          ),
        ]);
        const step = (await stepsOf(shop.db, [itemId]))[itemId];
        if (cancel.statusCode === 200) {
          winners.cancel++;
          expect(pack.statusCode, pack.body).toBe(409);
          expect(pack.json().code).toBe('ORDER_CHANGED');
          expect(pack.json().message).toMatch(/changed since the page loaded/);
          expect(step).toBe('cancelled');
        } else {
          winners.packed++;
          expect(pack.statusCode, pack.body).toBe(200);
          expect(cancel.statusCode).toBe(409);
          expect(cancel.json().message).toMatch(
            /is already packed, so it can no longer be cancelled/,
          );
          expect(step).toBe('packed');
        }
        expect(await piecesOf(shop.db, tee.id)).toBe(pieces);
      }
      expect(winners.cancel + winners.packed).toBe(12);
    },
  );

  it.runIf(engine === 'postgres')(
    'cancels of the same paid item at once (student, retries, the admin) refund it once',
    async () => {
      const tee = await insertProduct(shop.db, { pricePaise: 64_900 }, { M: 5, L: 5 });
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const order = await onlineOrder(shop, me, [
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ]);
      const item = order.productsOrdered.find((i) => i.size === 'M')!;
      const body = { orderNumber: order.orderNumber, orderItem_id: item.orderItem_id };
      const replies = await Promise.all([
        cancelAsStudent(shop, me, body),
        cancelAsStudent(shop, me, body),
        cancelAsStudent(shop, me, body),
        cancelAsAdmin(shop, admin, {
          orderItem_id: item.orderItem_id,
          version: order.version!,
          reason: 'Duplicate',
        }),
      ]);
      // Every caller is answered; exactly one cancelled it, the rest found it cancelled.
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(replies.filter((r) => r.json().alreadyCancelled === false)).toHaveLength(1);
      const rows = await shop.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderItemId, item.orderItem_id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.amountPaise).toBe(64_900);
      await sandbox.gateway.idle();
      const atGateway = Object.values(sandbox.gateway.store.books.refunds);
      expect(atGateway.filter((r) => r.amount === 64_900)).toHaveLength(1);
      const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
      expect(seen.refunds).toHaveLength(1);
    },
  );

  it.runIf(engine === 'postgres')(
    'stock stays accounted for while orders are cancelled and the same size is bought at once',
    async () => {
      // Six pieces, all sold; then new buyers race the cancels for the pieces coming back.
      const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, { M: 6 });
      const pieces = await piecesOf(shop.db, tee.id);
      // Everyone's cart first (a sold-out size cannot be added to a cart).
      const everyone = await buyersWithOneInCart(shop, shop.db, tee.id, 12);
      const [sellers, buyers] = [everyone.slice(0, 6), everyone.slice(6)];
      const placed = await placeAllAtOnce(shop, sellers);
      expect(placed.every((r) => r.statusCode === 200)).toBe(true);
      const orders = await Promise.all(
        sellers.map((s, i) =>
          orderOf(shop, s, { orderId: (placed[i]!.json() as { order_id: number }).order_id }),
        ),
      );
      const [cancels, bought] = await Promise.all([
        Promise.all(
          sellers.map((s, i) => cancelAsStudent(shop, s, { orderNumber: orders[i]!.orderNumber })),
        ),
        placeAllAtOnce(shop, buyers),
      ]);
      expect(cancels.every((r) => r.statusCode === 200)).toBe(true);
      const sold = bought.filter((r) => r.statusCode === 200).length;
      for (const r of bought.filter((r) => r.statusCode !== 200)) {
        expect(r.json().code).toBe('OUT_OF_STOCK');
      }
      expect(await onSale(shop.db, tee.id)).toBe(6 - sold);
      expect(await piecesOf(shop.db, tee.id)).toBe(pieces);
    },
  );
});
