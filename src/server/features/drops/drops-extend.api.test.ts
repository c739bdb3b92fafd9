import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminDrop } from '#shared/contract/drops.ts';
import { epochToIstLocal } from '#shared/rules/drops.ts';
import { DROP_MINIMUM_MAX } from '#shared/rules/drop-minimum.ts';
import { istDay } from '#shared/rules/admin.ts';
import { clubManagers, clubs, drops, users } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { cancelAsStudent, cashOrder, outboxTo } from '../orders/changes/cancel.test-kit.ts';
import { dropFields, HOUR, MINUTE, newDrop, openDrop } from './drops.test-kit.ts';

/**
 * docs/product.md#print-minimums: a drop is extended once, before it closes, by up to 7 days, by
 * the admin or its club's manager; its students are mailed the new date and may cancel until it.
 * Every refusal (after the close, a second time, too far, bad input, someone else's club) says
 * why and writes nothing; a minimum out of bounds is refused when the drop is made.
 */
const DAY = 24 * HOUR;

describeShop(
  'drops: extension and minimum bounds',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ shop }) => {
    const extend = async (body: Record<string, unknown>, token?: string) =>
      shop.call('admin/drops/extend', body, { token: token ?? (await signedInAdmin(shop)).token });
    const rowOf = async (id: number) =>
      (await shop.db.select().from(drops).where(eq(drops.id, id)))[0]!;
    const closeAt = (drop: AdminDrop, plusMs: number) => epochToIstLocal(drop.closesAt + plusMs);

    it('extends once by up to 7 days: students mailed, their cancel open until the new close', async () => {
      const tee = await insertProduct(shop.db, { name: 'Wait Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Slow Drop',
        cashAllowed: true,
        minimumKind: 'total',
        minimumPieces: 40,
        readyBy: istDay(shop.clock().getTime() + 20 * DAY),
      });
      openDrop(shop);
      const me = await signedUpUser(shop);
      const order = await cashOrder(shop, me, [{ productId: tee.id }]);

      const tooFar = await extend({ id: drop.id, closesAt: closeAt(drop, 7 * DAY + MINUTE) });
      expect(tooFar.statusCode).toBe(400);
      expect(tooFar.json().message).toMatch(
        /^A drop can be extended by 7 days at most: close it by /,
      );
      const earlier = await extend({ id: drop.id, closesAt: closeAt(drop, -MINUTE) });
      expect(earlier.json().message).toMatch(/^The new close must be after the current one/);
      const garbled = await extend({ id: drop.id, closesAt: 'next friday' });
      expect(garbled.statusCode).toBe(400);
      expect(garbled.json().message).toContain('new closing time');
      expect(await rowOf(drop.id)).toMatchObject({ extendedAt: null, version: drop.version });

      const res = await extend({ id: drop.id, closesAt: closeAt(drop, 7 * DAY) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(
        /^Slow Drop now closes on .*\. 1 student was mailed the new date\.$/,
      );
      expect(res.json().drop).toMatchObject({
        closesAt: drop.closesAt + 7 * DAY,
        extendedFrom: drop.closesAt,
        minimum: { pieces: 40, ordered: 1 },
      });
      const [mail] = await outboxTo(shop.db, me.email, /^Slow Drop now closes on /);
      expect(mail?.text).toContain('you may cancel your pre-order until');

      // Past the old close the student may still cancel: the drop closes later now.
      shop.clock.advance(3 * HOUR);
      const cancelled = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const twice = await extend({ id: drop.id, closesAt: closeAt(drop, 7 * DAY + HOUR) });
      expect(twice.json()).toMatchObject({ code: 'DROP_EXTENDED' });
      expect(twice.json().message).toMatch(
        /^Slow Drop was extended once already .* Nothing changed\.$/,
      );
      expect((await rowOf(drop.id)).closesAt.getTime()).toBe(drop.closesAt + 7 * DAY);
    });

    it('refuses after the close, before the opening, and a ready date before the new close', async () => {
      const tee = await insertProduct(shop.db, { name: 'Late Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        readyBy: istDay(shop.clock().getTime() + 4 * HOUR),
      });
      const before = await extend({ id: drop.id, closesAt: closeAt(drop, DAY) });
      expect(before.json()).toMatchObject({ code: 'DROP_NOT_OPEN' });
      openDrop(shop);
      const ready = await extend({ id: drop.id, closesAt: closeAt(drop, 3 * DAY) });
      expect(ready.json().message).toMatch(/^The ready date .* would fall before the new close/);
      const withReady = await extend({
        id: drop.id,
        closesAt: closeAt(drop, 3 * DAY),
        readyBy: istDay(drop.closesAt + 10 * DAY),
      });
      expect(withReady.statusCode, withReady.body).toBe(200);

      const other = await newDrop(shop, [(await insertProduct(shop.db, {}, { M: 0 })).id]);
      shop.clock.advance(4 * HOUR);
      const after = await extend({ id: other.id, closesAt: closeAt(other, DAY) });
      expect(after.json()).toMatchObject({ code: 'DROP_CLOSED' });
      expect(after.json().message).toMatch(
        /a drop can be extended only before it closes\. Nothing changed\.$/,
      );
      expect(await rowOf(other.id)).toMatchObject({ extendedAt: null, version: other.version });
      expect((await extend({ id: 999_999, closesAt: closeAt(other, DAY) })).json()).toMatchObject({
        code: 'DROP_NOT_FOUND',
      });
    });

    it("a club's manager extends the club's drops only", async () => {
      const manager = await signedUpUser(shop);
      const [user] = await shop.db.select().from(users).where(eq(users.email, manager.email));
      const [club] = await shop.db
        .insert(clubs)
        .values({
          slug: 'dance-club',
          name: 'Dance Club',
          tag: 'dance',
          shareBasisPoints: 1000,
          payoutMethod: 'upi',
          upiId: 'dance@upi',
        })
        .returning();
      await shop.db.insert(clubManagers).values({ clubId: club!.id, userId: user!.id });
      const ours = await newDrop(shop, [(await insertProduct(shop.db, {}, { M: 0 })).id]);
      const shops = await newDrop(shop, [(await insertProduct(shop.db, {}, { M: 0 })).id]);
      await shop.db.update(drops).set({ clubId: club!.id }).where(eq(drops.id, ours.id));
      openDrop(shop);
      const call = (slug: string, drop: AdminDrop) =>
        shop.call(
          `clubs/${slug}/drops/extend`,
          { id: drop.id, closesAt: closeAt(drop, DAY) },
          { token: manager.token },
        );
      expect((await call('dance-club', shops)).json()).toMatchObject({ code: 'DROP_NOT_FOUND' });
      expect((await call('no-such-club', ours)).json()).toMatchObject({ code: 'CLUB_NOT_FOUND' });
      const stranger = await signedUpUser(shop);
      const refused = await shop.call(
        'clubs/dance-club/drops/extend',
        { id: ours.id, closesAt: closeAt(ours, DAY) },
        { token: stranger.token },
      );
      expect(refused.json()).toMatchObject({ code: 'CLUB_NOT_FOUND' });
      const res = await call('dance-club', ours);
      expect(res.statusCode, res.body).toBe(200);
      expect((await rowOf(ours.id)).extendedBy).toBe(user!.id);
    });

    it('refuses a minimum below 1, above the cap, or missing, and writes nothing', async () => {
      const tee = await insertProduct(shop.db, {}, { M: 0 });
      const admin = await signedInAdmin(shop);
      const create = (more: Record<string, unknown>) =>
        shop.call(
          'admin/drops/create',
          { ...dropFields(shop, [tee.id]), ...more },
          { token: admin.token },
        );
      const before = (await shop.db.select().from(drops)).length;
      const low = await create({ minimumKind: 'total', minimumPieces: 0 });
      expect(low.statusCode).toBe(400);
      expect(JSON.stringify(low.json())).toContain('A minimum is at least 1 piece');
      const high = await create({ minimumKind: 'total', minimumPieces: DROP_MINIMUM_MAX + 1 });
      expect(JSON.stringify(high.json())).toContain('A minimum is at most 10,000 pieces');
      const none = await create({ minimumKind: 'total' });
      expect(JSON.stringify(none.json())).toContain('Enter the minimum');
      const perProduct = await create({
        minimumKind: 'product',
        products: [{ productId: tee.id }],
      });
      expect(JSON.stringify(perProduct.json())).toContain('Enter a minimum');
      expect(await shop.db.select().from(drops)).toHaveLength(before);
    });
  },
);
