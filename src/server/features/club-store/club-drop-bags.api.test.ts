import { expect, it } from 'vitest';
import type { BaggingReply, HandOverBagsReply } from '#shared/contract/drop-bags.ts';
import type { AdminDropsReply } from '#shared/contract/drops.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { makeClub, makeManager } from '../clubs/clubs.test-kit.ts';
import { closeDrop, newDrop, openDrop } from '../drops/drops.test-kit.ts';
import { giveDropTo } from './club-page.test-kit.ts';

/** A club's drop's handover for its managers (docs/product.md#drops, the handover). */
describeShop(
  "clubs: a club's drop's bagging list and bags handed over",
  { shop: { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100' } } },
  ({ database, shop }) => {
    const as = (who: { token: string }) => ({ token: who.token });
    const manages = async (clubId: number) => {
      const who = await signedUpUser(shop);
      await makeManager(database.db, clubId, who);
      return who;
    };
    const bagsOf = async (slug: string, id: number, who: { token: string }) => {
      const res = await shop.call(`clubs/${slug}/drops/bagging`, { id }, as(who));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BaggingReply;
    };
    const orderOne = async (who: SignedUpUser, productId: number) => {
      expect((await addToCart(shop, who, { productId, selectedSize: 'M' })).statusCode).toBe(200);
      const placed = await shop.call('payment/confirm', { deliveryMethod: 'pickup' }, as(who));
      expect(placed.statusCode, placed.body).toBe(200);
    };

    it("a manager sees their club's drop sent to print, lists its bags and hands them over by code; another club's manager can do neither", async () => {
      const hockey = await makeClub(database.db);
      const chess = await makeClub(database.db);
      const [captain, rival] = [await manages(hockey.id), await manages(chess.id)];
      const jersey = await insertProduct(
        database.db,
        { name: 'Hockey Jersey', clubId: hockey.id },
        { M: 0 },
      );
      const drop = await newDrop(shop, [jersey.id], { cashAllowed: true });
      await giveDropTo(database.db, drop.id, hockey.id);
      openDrop(shop);
      const [a, b] = [await signedUpUser(shop), await signedUpUser(shop)];
      await orderOne(a, jersey.id);
      await orderOne(b, jersey.id);
      closeDrop(shop);
      const admin = await signedInAdmin(shop);
      const sent = await shop.call('admin/drops/sent-to-print', { id: drop.id }, as(admin));
      expect(sent.statusCode, sent.body).toBe(200);

      // The club's drops say when it went to print (the dashboard links its bagging list then).
      const listed = await shop.call(`clubs/${hockey.slug}/drops`, {}, as(captain));
      const mine = (listed.json() as AdminDropsReply).drops.find((d) => d.id === drop.id);
      expect(mine?.sentToPrintAt).toEqual(expect.any(Number));

      const list = await bagsOf(hockey.slug, drop.id, captain);
      expect(list.groups.map((g) => [g.title, g.bags.length])).toEqual([['Pickup', 2]]);
      const [first, second] = list.groups[0]!.bags;
      const lineOf = (bag: typeof first) => `${bag!.orderNumber} ${bag!.handoverCode}`;

      // Another club's manager: their own club's call does not find the drop, and the hockey
      // club's calls do not find the club; nothing is handed over.
      expect(
        failure(await shop.call(`clubs/${chess.slug}/drops/bagging`, { id: drop.id }, as(rival))),
      ).toMatchObject({ http: 404, code: 'DROP_NOT_FOUND' });
      expect(
        failure(
          await shop.call(
            `clubs/${chess.slug}/drops/hand-over-bags`,
            { id: drop.id, codes: lineOf(first) },
            as(rival),
          ),
        ),
      ).toMatchObject({ http: 404, code: 'DROP_NOT_FOUND' });
      for (const path of ['bagging', 'hand-over-bags']) {
        expect(
          failure(
            await shop.call(
              `clubs/${hockey.slug}/drops/${path}`,
              { id: drop.id, codes: lineOf(first) },
              as(rival),
            ),
          ),
        ).toMatchObject({ http: 404, code: 'CLUB_NOT_FOUND' });
      }
      expect(
        (await bagsOf(hockey.slug, drop.id, captain)).groups[0]!.bags.some((x) => x.handedOver),
      ).toBe(false);

      // The club's manager hands one bag over; the list shows it, and only it.
      const handed = await shop.call(
        `clubs/${hockey.slug}/drops/hand-over-bags`,
        { id: drop.id, codes: lineOf(first) },
        as(captain),
      );
      expect(handed.statusCode, handed.body).toBe(200);
      const reply = handed.json() as HandOverBagsReply;
      expect(reply.handedOver).toBe(1);
      expect(reply.results[0]).toMatchObject({
        result: 'handed-over',
        orderNumber: first!.orderNumber,
      });
      const after = (await bagsOf(hockey.slug, drop.id, captain)).groups[0]!.bags;
      expect(after.filter((x) => x.handedOver).map((x) => x.orderNumber)).toEqual([
        first!.orderNumber,
      ]);
      expect(after.find((x) => x.orderNumber === second!.orderNumber)?.handedOver).toBe(false);
    }, 60_000);
  },
);
