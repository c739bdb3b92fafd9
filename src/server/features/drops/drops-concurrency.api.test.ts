import { expect, it } from 'vitest';
import { insertProduct, stockReader } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { buyersWithOneInCart, placeAllAtOnce } from '../orders/placement/placement.test-kit.ts';
import { newDrop, openDrop, piecesOrdered, takenOf } from './drops.test-kit.ts';

const BUYERS = 300;
const CAP = 120;

/**
 * A drop's opening second (docs/product.md#drops, ADR 019), on PostgreSQL: PGlite runs one statement
 * at a time. The line (ADR 028) is off: it would spread these buyers over seconds, and the race
 * for the cap is what is tested here (drop-line.api.test.ts tests the line).
 */
describeShop(
  'drops: buyers at the opening second',
  {
    shop: { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100', DROP_LINE_RATE: '0' } },
  },
  ({ engine, database, shop }) => {
    it.runIf(engine === 'postgres')(
      `${BUYERS} buyers at once for a cap of ${CAP}: exactly ${CAP} pre-orders, the rest refused with the cap's message`,
      async () => {
        const tee = await insertProduct(database.db, { name: 'Opening Tee' }, { M: 0 });
        const drop = await newDrop(shop, [tee.id], {
          cashAllowed: true,
          capKind: 'total',
          products: [{ productId: tee.id, cap: CAP }],
        });
        openDrop(shop);
        const buyers = await buyersWithOneInCart(shop, shop.db, tee.id, BUYERS);
        const replies = await placeAllAtOnce(shop, buyers);
        const byStatus = new Map<number, number>();
        for (const r of replies) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);
        expect(Object.fromEntries(byStatus)).toEqual({ 200: CAP, 409: BUYERS - CAP });
        for (const r of replies.filter((x) => x.statusCode === 409)) {
          expect(failure(r)).toMatchObject({ code: 'DROP_CAP_REACHED' });
        }
        expect(await takenOf(database.db, drop.id, tee.id)).toBe(CAP);
        expect(await piecesOrdered(database.db, drop.id)).toBe(CAP);
        // Pre-orders never touch the size's stock.
        expect(await stockReader(database)(tee.sizeIds.M)).toBe(0);
      },
      // 300 real logins (argon2) come first.
      180_000,
    );

    it.runIf(engine === 'postgres')(
      '50 orders at once from one account, each adding a piece and placing it: the limit of 2 holds',
      async () => {
        const me = await signedUpUser(shop);
        const tee = await insertProduct(database.db, { name: 'Greedy Tee' }, { M: 0, L: 0 });
        const drop = await newDrop(shop, [tee.id], { cashAllowed: true, perStudentLimit: 2 });
        openDrop(shop);
        const replies = await Promise.all(
          Array.from({ length: 50 }, async (_, i) => {
            await addToCart(shop, me, { productId: tee.id, selectedSize: i % 2 ? 'M' : 'L' });
            return shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: me.token });
          }),
        );
        const codes = new Set(
          replies.filter((r) => r.statusCode !== 200).map((r) => failure(r).code),
        );
        expect([...codes].every((c) => ['DROP_LIMIT', 'CART_EMPTY'].includes(c))).toBe(true);
        expect(await piecesOrdered(database.db, drop.id, me.email)).toBe(2);
        expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
      },
    );
  },
);
