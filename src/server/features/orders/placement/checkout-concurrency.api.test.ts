import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct, insertUser } from '../../../test/db-fixtures.ts';
import { orders, productSizes } from '../../../db/schema/index.ts';
import { logIn, describeShop } from '../../../test/test-shop.ts';
import { hashPassword } from '../../auth/password.ts';
import { addToCart } from '../../cart/cart.test-kit.ts';
import { buyersWithOneInCart, placeAllAtOnce } from './placement.test-kit.ts';

const BUYERS = 50;
const UNITS = 10;

describeShop('buyers racing for the last units', ({ engine, database, shop }) => {
  it.runIf(engine === 'postgres')(
    `${BUYERS} buyers, ${UNITS} units: exactly ${UNITS} orders and stock 0 (PostgreSQL only: PGlite runs one statement at a time)`,
    async () => {
      const tee = await insertProduct(database.db, { name: 'Drop Tee' }, { M: UNITS });
      const buyers = await buyersWithOneInCart(shop, database.db, tee.id, BUYERS);

      const replies = await placeAllAtOnce(shop, buyers);
      const byStatus = new Map<number, number>();
      for (const r of replies) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);
      expect(Object.fromEntries(byStatus)).toEqual({ 200: UNITS, 409: BUYERS - UNITS });
      for (const r of replies.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toMatchObject({
          code: 'OUT_OF_STOCK',
          message: 'Drop Tee in size M is sold out. Please remove it from your cart.',
        });
      }
      const [size] = await database.db
        .select()
        .from(productSizes)
        .where(eq(productSizes.id, tee.sizeIds.M));
      expect(size?.quantity).toBe(0);
      const placed = await database.db.select({ id: orders.id }).from(orders);
      expect(placed).toHaveLength(UNITS);
    },
    120_000,
  );

  it.runIf(engine === 'postgres')(
    'answers a buyer of a sold-out size at once, while a checkout holds that size (PostgreSQL only: PGlite runs one transaction at a time)',
    async () => {
      const tee = await insertProduct(database.db, { name: 'Gone Tee' }, { M: 1 });
      const user = await insertUser(database.db, {
        passwordHash: await hashPassword('late buyer'),
      });
      const buyer = { email: user.email, token: await logIn(shop, user.email, 'late buyer') };
      await addToCart(shop, buyer, { productId: tee.id, selectedSize: 'M' });
      await database.db
        .update(productSizes)
        .set({ quantity: 0 })
        .where(eq(productSizes.id, tee.sizeIds.M));

      // Another buyer's checkout has the size's row locked and has not committed yet.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = database.db.transaction(async (tx) => {
        await tx
          .select()
          .from(productSizes)
          .where(eq(productSizes.id, tee.sizeIds.M))
          .for('update');
        locked();
        await released;
      });
      await isLocked;
      try {
        const reply = await Promise.race([
          shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: buyer.token }),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('waited for the locked size')), 5000),
          ),
        ]);
        expect(reply.statusCode).toBe(409);
        expect(reply.json()).toMatchObject({
          code: 'OUT_OF_STOCK',
          message: 'Gone Tee in size M is sold out. Please remove it from your cart.',
        });
      } finally {
        release();
        await holder;
      }
    },
    120_000,
  );
});
