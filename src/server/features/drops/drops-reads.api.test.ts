import { expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DropsReply, ProductDropReply } from '#shared/contract/drops.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { dropStock, drops } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart } from '../cart/cart.test-kit.ts';
import { newDrop, openDrop } from './drops.test-kit.ts';

/**
 * A drop product's page reads its drop at most once per CATALOG_CACHE_CHECK_MS (the catalogue's
 * freshness), so the crowd at an opening does not query it per visitor; what a student is told
 * about their own pieces, and what this instance's admin changes, show at once.
 */
describeShop(
  'drops: reads of a product page',
  { shop: { env: { RATE_LIMIT_SCALE: '1000', CATALOG_CACHE_CHECK_MS: '1000' } } },
  ({ database, shop }) => {
    const dropOf = async (productId: number, token?: string) =>
      (
        (
          await shop.call(`drops/product/${productId}`, {}, token ? { token } : {})
        ).json() as ProductDropReply
      ).drop;

    it("another instance's pre-orders show within a second; the student's own pieces and this instance's close at once", async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Crowd Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 10 }],
      });
      openDrop(shop);
      expect(await dropOf(tee.id)).toMatchObject({ state: 'live', products: [{ left: 10 }] });

      // Another instance sells 3 (its counter moves in the database only).
      await database.db
        .update(dropStock)
        .set({ taken: sql`${dropStock.taken} + 3` })
        .where(and(eq(dropStock.dropId, drop.id), eq(dropStock.size, '')));
      // This student pre-orders one here: their count is exact at once, the crowd's view may lag.
      expect(
        (await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id }))
          .statusCode,
      ).toBe(200);
      const placed = await shop.call(
        'payment/confirm',
        { deliveryMethod: 'pickup' },
        { token: me.token },
      );
      expect(placed.statusCode, placed.body).toBe(200);
      const reply = (await shop.call(`drops/product/${tee.id}`, {}, { token: me.token })).json();
      expect(reply).toMatchObject({ mine: 1, drop: { products: [{ left: 10 }] } });

      shop.clock.advance(1001);
      expect(await dropOf(tee.id)).toMatchObject({ state: 'live', products: [{ left: 6 }] });

      const admin = await signedInAdmin(shop);
      const closed = await shop.call('admin/drops/close', { id: drop.id }, { token: admin.token });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await dropOf(tee.id)).toMatchObject({ state: 'closed' });
    });

    it("the drops listed (`drops`, and Home's and the shop's strip, one read) are read at most once a second; this instance's changes show at once", async () => {
      const tee = await insertProduct(database.db, { name: 'Strip Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Strip Drop', cashAllowed: true });
      const listed = async () =>
        ((await shop.call('drops', {})).json() as DropsReply).drops.filter((d) => d.id === drop.id);
      expect(await listed()).toMatchObject([{ name: 'Strip Drop' }]);

      // Renamed behind this instance's back (another instance's admin): seen within the second.
      await database.db.update(drops).set({ name: 'Renamed Drop' }).where(eq(drops.id, drop.id));
      expect(await listed()).toMatchObject([{ name: 'Strip Drop' }]);
      shop.clock.advance(1001);
      expect(await listed()).toMatchObject([{ name: 'Renamed Drop' }]);

      // Closed by this instance's admin once open: gone at once.
      openDrop(shop);
      expect(await listed()).toMatchObject([{ state: 'live' }]);
      const admin = await signedInAdmin(shop);
      const closed = await shop.call('admin/drops/close', { id: drop.id }, { token: admin.token });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await listed()).toEqual([]);
    });
  },
);
