import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cartLines, dropStock, drops, orders } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, newPerson, signedUpUser, type TestShop } from '../../test/test-shop.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { HOUR, MINUTE, newDrop, openDrop, takenOf } from './drops.test-kit.ts';

/**
 * Sold-out and not-yet-open answers from the instance's marks (docs/decisions/027): the same
 * refusal as the database's path, given without it, and never once stock is back. A mark is
 * shown to answer by moving the counter behind the shop's back (no message): only a mark can
 * still say "sold out" then.
 */
describeShop(
  'drops: sold-out and not-open answers from the marks',
  { shop: { env: { DROP_MARK_MS: '30000' } } },
  ({ database, shop }) => {
    const placeCash = (who: { token: string }) =>
      shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: who.token });
    const setTaken = (db: Db, dropId: number, taken: number) =>
      db.update(dropStock).set({ taken }).where(eq(dropStock.dropId, dropId));
    const cancelAll = async (s: TestShop, who: { email: string; token: string }) => {
      const [order] = await database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.customerEmail, who.email));
      const res = await s.call(
        'products/cancel-order',
        { orderNumber: order!.orderNumber },
        { token: who.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const soldOutDrop = async (name: string) => {
      const tee = await insertProduct(database.db, { name }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Mark Drop',
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 1 }],
      });
      openDrop(shop);
      return { tee, drop };
    };

    it('addToCart: the mark answers as the database did; a cancel clears it and the next student buys', async () => {
      const [first, second, third] = [
        await signedUpUser(shop),
        await signedUpUser(shop),
        await signedUpUser(shop),
      ];
      const { tee, drop } = await soldOutDrop('Mark Tee');
      const add = (who: typeof first) =>
        addToCart(shop, who, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      expect((await add(first)).statusCode).toBe(200);
      expect((await placeCash(first)).statusCode).toBe(200);
      const fromRows = await add(second);
      expect(failure(fromRows)).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message: 'Size M is sold out in Mark Drop',
      });
      // The counter moved behind the shop's back: only the mark still says sold out.
      await setTaken(database.db, drop.id, 0);
      const fromMark = await add(third);
      expect(fromMark.statusCode).toBe(409);
      expect(fromMark.json()).toEqual(fromRows.json());
      await setTaken(database.db, drop.id, 1);
      // Another size is no business of the mark.
      expect(
        failure(await addToCart(shop, third, { productId: tee.id, selectedSize: 'L' })),
      ).toMatchObject({ code: 'DROP_CAP_REACHED', message: 'Size L is sold out in Mark Drop' });

      await cancelAll(shop, first);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);
      expect((await add(third)).statusCode).toBe(200);
      expect((await placeCash(third)).statusCode).toBe(200);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(1);
    });

    it('a signed-out token is told a size is sold out, as the product page tells anyone, and adds nothing else', async () => {
      const [first, second, gone] = [
        await signedUpUser(shop),
        await signedUpUser(shop),
        await signedUpUser(shop),
      ];
      const { tee, drop } = await soldOutDrop('Gone Tee');
      const open = await insertProduct(database.db, { name: 'Open Tee' }, { M: 5 });
      const add = (who: typeof first, productId = tee.id, dropId: number | undefined = drop.id) =>
        addToCart(shop, who, { productId, selectedSize: 'M', ...(dropId ? { dropId } : {}) });
      expect((await add(first)).statusCode).toBe(200);
      expect((await placeCash(first)).statusCode).toBe(200);
      expect(failure(await add(second)).code).toBe('DROP_CAP_REACHED');
      expect((await shop.call('auth/logout', {}, { token: gone.token })).statusCode).toBe(200);

      // The mark's answer needs only the token's signature (ADR 027): it is public.
      expect(failure(await add(gone))).toMatchObject({ http: 409, code: 'DROP_CAP_REACHED' });
      // Anything that would be added reads the session first.
      expect(failure(await add(gone, open.id, undefined))).toMatchObject({
        http: 401,
        code: 'SESSION_EXPIRED',
      });
      const lines = await database.db
        .select()
        .from(cartLines)
        .where(eq(cartLines.productId, open.id));
      expect(lines).toEqual([]);
      // A token the shop did not sign hears nothing of the drop.
      const [head, body] = gone.token.split('.');
      const forged = { ...gone, token: `${head}.${body}.${'A'.repeat(43)}` };
      expect(failure(await add(forged))).toMatchObject({ http: 401, code: 'SESSION_EXPIRED' });
    });

    it('PLACE ORDER: the mark answers as the database did; a cancel clears it and the next order is placed', async () => {
      const buyers = [await signedUpUser(shop), await signedUpUser(shop), await signedUpUser(shop)];
      const [first, second, third] = buyers as [
        (typeof buyers)[0],
        (typeof buyers)[0],
        (typeof buyers)[0],
      ];
      const { tee, drop } = await soldOutDrop('Place Tee');
      for (const who of buyers) {
        expect(
          (await addToCart(shop, who, { productId: tee.id, selectedSize: 'M' })).statusCode,
        ).toBe(200);
      }
      expect((await placeCash(first)).statusCode).toBe(200);
      const fromRows = await placeCash(second);
      expect(failure(fromRows)).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message: 'Place Tee in size M is sold out in this drop. Please remove it from your cart.',
      });
      await setTaken(database.db, drop.id, 0);
      const fromMark = await placeCash(third);
      expect(fromMark.statusCode).toBe(409);
      expect(fromMark.json()).toEqual(fromRows.json());
      await setTaken(database.db, drop.id, 1);

      await cancelAll(shop, first);
      expect((await placeCash(third)).statusCode).toBe(200);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(1);
    });

    it('a drop not yet open: the mark answers as the database did until the server clock reaches the opening', async () => {
      const [first, second] = [await signedUpUser(shop), await signedUpUser(shop)];
      const tee = await insertProduct(database.db, { name: 'Early Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Early Drop', cashAllowed: true });
      const add = (who: typeof first) =>
        addToCart(shop, who, { productId: tee.id, selectedSize: 'M' });
      const fromRows = await add(first);
      expect(failure(fromRows)).toMatchObject({
        http: 409,
        code: 'DROP_NOT_OPEN',
        message: expect.stringMatching(/^Pre-orders for Early Drop open on .* \(Indian time\)\.$/),
      });
      // Opened early behind the shop's back: only the mark still says "not open".
      const opensAt = new Date(shop.clock().getTime() - MINUTE);
      const [row] = await database.db.select().from(drops).where(eq(drops.id, drop.id));
      await database.db.update(drops).set({ opensAt }).where(eq(drops.id, drop.id));
      const fromMark = await add(second);
      expect(fromMark.json()).toEqual(fromRows.json());
      await database.db
        .update(drops)
        .set({ opensAt: row!.opensAt })
        .where(and(eq(drops.id, drop.id)));
      shop.clock.advance(HOUR + MINUTE);
      expect((await add(second)).statusCode).toBe(200);
    });

    it('a members-only drop is never answered from a mark: a non-member hears that it is for members', async () => {
      const [member, other] = [await signedUpUser(shop), await signedUpUser(shop)];
      const stranger = await signedUpUser(shop, {
        ...newPerson(),
        email: `x.${Date.now()}@elsewhere.example`,
      });
      const tee = await insertProduct(database.db, { name: 'Club Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Club Drop',
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 1 }],
        audience: 'members',
        memberDomain: 'campus.example',
      });
      openDrop(shop);
      const add = (who: typeof member) =>
        addToCart(shop, who, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      expect((await add(member)).statusCode).toBe(200);
      expect((await placeCash(member)).statusCode).toBe(200);
      expect(failure(await add(other))).toMatchObject({ code: 'DROP_CAP_REACHED' });
      expect(failure(await add(stranger))).toMatchObject({ code: 'DROP_MEMBERS_ONLY' });
    });
  },
);
