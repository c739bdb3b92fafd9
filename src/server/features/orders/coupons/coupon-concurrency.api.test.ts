import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { couponUses, orders } from '../../../db/schema/index.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { buyersWithOneInCart } from '../placement/placement.test-kit.ts';
import { newCoupon, usesTakenOf } from './coupons.test-kit.ts';

const BUYERS = 100;
const USES = 10;

describeShop(
  'checkouts racing for the last uses of a coupon',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ engine, database, shop }) => {
    it.runIf(engine === 'postgres')(
      `${BUYERS} checkouts at once, ${USES} uses: exactly ${USES} discounted orders (PostgreSQL only: PGlite runs one statement at a time)`,
      async () => {
        const tee = await insertProduct(database.db, { pricePaise: 59_900 }, { M: 500 });
        const coupon = await newCoupon(shop, { kind: 'flat', value: 100, totalUses: USES });
        const buyers = await buyersWithOneInCart(shop, shop.db, tee.id, BUYERS);

        const replies = await Promise.all(
          buyers.map((b) =>
            shop.call(
              'payment/confirm',
              { deliveryMethod: 'pickup', couponCode: coupon.code },
              { token: b.token },
            ),
          ),
        );
        const byStatus = new Map<number, number>();
        for (const r of replies) byStatus.set(r.statusCode, (byStatus.get(r.statusCode) ?? 0) + 1);
        expect(Object.fromEntries(byStatus)).toEqual({ 200: USES, 422: BUYERS - USES });
        for (const r of replies.filter((x) => x.statusCode === 422)) {
          expect(r.json()).toMatchObject({ code: 'COUPON_USED_UP' });
        }
        expect(await usesTakenOf(shop, coupon.id)).toBe(USES);
        const discounted = await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.couponCode, coupon.code));
        expect(discounted).toHaveLength(USES);
        const [used] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(couponUses)
          .where(eq(couponUses.couponId, coupon.id));
        expect(used?.n).toBe(USES);
        // The refused buyers' stock went back: only the placed orders took any.
        expect(await stockReader(database)(tee.sizeIds.M)).toBe(500 - USES);
      },
      120_000,
    );
  },
);
