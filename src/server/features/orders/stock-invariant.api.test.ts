import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart } from '../cart/cart.test-kit.ts';
import { cancelAsStudent, cashOrder } from './changes/cancel.test-kit.ts';
import { askExchange, studentWithDelivered } from './exchange/exchange.test-kit.ts';
import { buyersWithOneInCart, placeAllAtOnce } from './placement/placement.test-kit.ts';
import { stockSum } from './stock.test-kit.ts';

/**
 * The stock invariant with everything that moves stock racing on the same sizes (PostgreSQL only:
 * PGlite runs one statement at a time): new orders, student cancels, the admin packing and handing
 * over, size exchanges asked, approved, declined and swapped. Whatever wins each race, every piece
 * of each size is on sale, held, sold or written off exactly once, and no size goes below zero
 * (docs/product.md#stock).
 */

const REASON = 'Too tight, I need a bigger one';

describeShop(
  'stock with cancels, exchanges, steps and orders racing',
  { shop: { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100' } } },
  ({ engine, database, shop }) => {
    it.runIf(engine === 'postgres')(
      'every piece is counted once, whatever wins each race (PostgreSQL only: PGlite runs one statement at a time)',
      async () => {
        const tee = await insertProduct(shop.db, { name: 'Race Tee' }, { M: 8, L: 3 });
        const admin = await signedInAdmin(shop);
        const asAdmin = (path: string, body: object) =>
          shop.call(path, body, { token: admin.token });
        // Four students have a delivered M (to exchange); four have a cash order placed (to
        // cancel, pack or hand over); six more have an M in their cart.
        const delivered = await Promise.all(
          Array.from({ length: 4 }, () => studentWithDelivered(shop, { tee })),
        );
        const placed: { who: SignedUpUser; order: Awaited<ReturnType<typeof cashOrder>> }[] = [];
        for (let i = 0; i < 4; i++) {
          const who = await signedUpUser(shop);
          placed.push({ who, order: await cashOrder(shop, who, [{ productId: tee.id }]) });
        }
        const buyers = await buyersWithOneInCart(shop, shop.db, tee.id, 6);
        const before = await stockSum(database.db, tee.id);
        const noneNegative = async () => {
          const rows = await database.db
            .select({ quantity: productSizes.quantity })
            .from(productSizes)
            .where(eq(productSizes.productId, tee.id));
          for (const r of rows) expect(r.quantity).toBeGreaterThanOrEqual(0);
        };

        // Round 1: exchanges to L (3 on sale for 4 asks), cancels racing a bulk pack of the
        // same orders, a handover, and six buyers for what M is left.
        const [asks, cancels, packed, handed, bought] = await Promise.all([
          Promise.all(
            delivered.map((d) =>
              askExchange(shop, d.student.token, {
                orderItem_id: d.itemId,
                size: 'L',
                reason: REASON,
              }),
            ),
          ),
          Promise.all(
            placed
              .slice(0, 2)
              .map((p) => cancelAsStudent(shop, p.who, { orderNumber: p.order.orderNumber })),
          ),
          asAdmin('admin/orders/step', {
            step: 'packed',
            orders: placed
              .slice(1, 3)
              .map((p) => ({ order_id: p.order.order_id, version: p.order.version })),
          }),
          asAdmin('admin/orders/handover', {
            order_id: placed[3]!.order.order_id,
            version: placed[3]!.order.version,
            handoverCode: placed[3]!.order.handoverCode,
          }),
          placeAllAtOnce(shop, buyers),
        ]);
        expect(asks.filter((r) => r.statusCode === 200)).toHaveLength(3);
        expect(cancels[0]!.statusCode, cancels[0]!.body).toBe(200); // nobody else touches it
        expect([200, 409]).toContain(cancels[1]!.statusCode); // raced the pack
        expect([200, 409]).toContain(packed.statusCode);
        expect(handed.statusCode, handed.body).toBe(200);
        // M: 8 on sale less the 4 cash orders, plus what the cancels gave back, for six buyers.
        const boughtNow = bought.filter((r) => r.statusCode === 200).length;
        expect(boughtNow).toBeGreaterThanOrEqual(4);
        expect(await stockSum(database.db, tee.id)).toEqual(before);
        await noneNegative();

        // Round 2: the admin approves two exchanges and declines one, at once; a student whose
        // order was not packed cancels while new buyers race for the L the decline gives back.
        const { exchanges } = (await asAdmin('admin/exchanges', {})).json() as {
          exchanges: { exchange_id: number; state: string }[];
        };
        const open = exchanges.filter((e) => e.state === 'open');
        expect(open).toHaveLength(3);
        /** The version of the request's order, as the admin's list shows it now. */
        const versionOf = async (exchangeId: number) => {
          const list = (await asAdmin('admin/exchanges', {})).json() as {
            exchanges: { exchange_id: number; version: number }[];
          };
          return list.exchanges.find((e) => e.exchange_id === exchangeId)!.version;
        };
        const lBuyers = await Promise.all(
          Array.from({ length: 2 }, async () => {
            const who = await signedUpUser(shop);
            const added = await addToCart(shop, who, { productId: tee.id, selectedSize: 'L' });
            return { who, added: added.statusCode };
          }),
        );
        const [approved1, approved2, declined] = await Promise.all([
          asAdmin('admin/exchange/decide', {
            exchange_id: open[0]!.exchange_id,
            version: await versionOf(open[0]!.exchange_id),
            decision: 'approve',
          }),
          asAdmin('admin/exchange/decide', {
            exchange_id: open[1]!.exchange_id,
            version: await versionOf(open[1]!.exchange_id),
            decision: 'approve',
          }),
          asAdmin('admin/exchange/decide', {
            exchange_id: open[2]!.exchange_id,
            version: await versionOf(open[2]!.exchange_id),
            decision: 'decline',
            reason: 'No L left in this print',
          }),
          ...lBuyers
            .filter((b) => b.added === 200)
            .map((b) =>
              shop.call(
                'payment/confirm',
                { email: b.who.email, deliveryMethod: 'pickup' },
                { token: b.who.token },
              ),
            ),
        ]);
        for (const r of [approved1, approved2, declined]) expect(r.statusCode, r.body).toBe(200);
        expect(await stockSum(database.db, tee.id)).toEqual(before);
        await noneNegative();

        // Round 3: both swaps at once, one piece back to stock and one written off.
        const swaps = await Promise.all(
          [open[0]!, open[1]!].map(async (e, i) =>
            asAdmin('admin/exchange/swap', {
              exchange_id: e.exchange_id,
              version: await versionOf(e.exchange_id),
              reason: 'Student came to the counter with the old tee',
              returned: i === 0 ? 'stock' : 'damaged',
            }),
          ),
        );
        for (const r of swaps) expect(r.statusCode, r.body).toBe(200);
        expect(await stockSum(database.db, tee.id)).toEqual(before);
        await noneNegative();
      },
      120_000,
    );
  },
);
