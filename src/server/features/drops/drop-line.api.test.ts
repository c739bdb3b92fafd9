import { expect, it } from 'vitest';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, newPerson, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { MINUTE, newDrop, openDrop } from './drops.test-kit.ts';
import { joinLine, lineByTicket } from './drop-line.test-kit.ts';

/**
 * The line at a drop's opening (docs/product.md#the-line-at-a-drops-opening, ADR 028), kept in
 * the instance's memory (no REDIS_URL): 2 admissions a second, a 1-minute checkout window, the
 * line active for the drop's first 10 minutes.
 */
const LINE_ENV = {
  RATE_LIMIT_SCALE: '1000',
  DROP_LINE_RATE: '2',
  DROP_LINE_CHECKOUT_MINUTES: '1',
  DROP_LINE_MINUTES: '10',
};

describeShop(
  'drops: the line at an opening',
  { engines: 'every', shop: { env: LINE_ENV } },
  ({ database, shop }) => {
    async function liveDrop(cap?: number) {
      const tee = await insertProduct(database.db, { name: 'Opening Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Opening Drop',
        cashAllowed: true,
        ...(cap ? { capKind: 'total' as const, products: [{ productId: tee.id, cap }] } : {}),
      });
      openDrop(shop);
      return { tee, drop };
    }
    /** A live drop of two tees: one piece of the first, ten of the other. */
    async function oneLeftAndMore() {
      const tee = await insertProduct(database.db, { name: 'Opening Tee' }, { M: 0 });
      const other = await insertProduct(database.db, { name: 'Other Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id, other.id], {
        name: 'Opening Drop',
        cashAllowed: true,
        capKind: 'total',
        products: [
          { productId: tee.id, cap: 1 },
          { productId: other.id, cap: 10 },
        ],
      });
      openDrop(shop);
      return { tee, other, drop };
    }
    const students = async (n: number) => {
      const out: SignedUpUser[] = [];
      for (let i = 0; i < n; i++) out.push(await signedUpUser(shop));
      return out;
    };
    const add = (who: { token: string }, productId: number, dropId: number) =>
      shop.call(
        'products/addToCart',
        { productId, selectedSize: 'M', dropId },
        { token: who.token },
      );
    const place = (who: { token: string }) =>
      shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: who.token });

    it('admits in order of arrival at its rate, with a place and an honest estimate for the rest', async () => {
      const { drop } = await liveDrop();
      const crowd = await students(6);
      const joined = [];
      for (const s of crowd) joined.push(await joinLine(shop, drop.id, s));
      // At 2 a second all of a second's admissions go in at once (never more than a second's, ADR
      // 028); the rest are told their place and wait.
      expect(joined.map((q) => q.state)).toEqual([
        'admitted',
        'admitted',
        'waiting',
        'waiting',
        'waiting',
        'waiting',
      ]);
      expect(joined.slice(2).map((q) => q.place)).toEqual([1, 2, 3, 4]);
      expect(joined.slice(2).map((q) => q.estimateSeconds)).toEqual([1, 1, 2, 2]);
      // Each page asks again when its turn is due, even within the first second.
      expect(joined.slice(2).map((q) => q.pollAfterMs)).toEqual([600, 1100, 1600, 2100]);
      expect(joined[0]!.admittedUntil).toBe(shop.clock().getTime() + MINUTE);

      // Each second two more are admitted, in the order they came: as the estimates said.
      const admittedAt: number[] = [0, 0];
      for (let second = 1; second <= 2; second++) {
        shop.clock.advance(1000);
        for (let i = 2; i < 6; i++) {
          if (admittedAt[i] !== undefined) continue;
          const res = await lineByTicket(shop, drop.id, joined[i]!.ticket);
          expect(res.statusCode, res.body).toBe(200);
          const q = res.json().queue as { admitted: boolean; place: number };
          if (q.admitted) admittedAt[i] = second;
          else expect(q.place).toBe(i + 1 - (2 + 2 * second));
        }
      }
      expect(admittedAt).toEqual([0, 0, 1, 1, 2, 2]);
    });

    it('keeps the place across a reload, and refuses visitors and forged tickets', async () => {
      const { drop } = await liveDrop();
      const [a, b, c, me] = await students(4);
      for (const s of [a!, b!, c!]) await joinLine(shop, drop.id, s);
      const first = await joinLine(shop, drop.id, me!);
      expect(first).toMatchObject({ state: 'waiting', place: 2 });
      // Joining again (a reload, another tab) answers the same place and ticket.
      const again = await joinLine(shop, drop.id, me!);
      expect(again).toMatchObject({ state: 'waiting', place: 2, ticket: first.ticket });

      const visitor = await shop.call(`drops/${drop.id}/queue/join`, {});
      expect(visitor.statusCode).toBe(401);
      const forged = await lineByTicket(shop, drop.id, first.ticket.replace(/^\d+/, '1'));
      expect(failure(forged)).toMatchObject({ http: 404, code: 'DROP_LINE_TICKET' });
      const otherDrop = await lineByTicket(shop, drop.id + 1000, first.ticket);
      expect(failure(otherDrop).code).toBe('DROP_LINE_TICKET');
    });

    it('takes a place from the token alone, but a signed-out token adds nothing: the addition reads the session', async () => {
      const { tee, drop } = await liveDrop();
      const [me] = await students(1);
      expect((await shop.call('auth/logout', {}, { token: me!.token })).statusCode).toBe(200);
      // Joining asks only the token's signature (ADR 027): the place is the signed-out
      // student's own, and leads nowhere without a session.
      expect(await joinLine(shop, drop.id, me!)).toMatchObject({ state: 'admitted' });
      expect(failure(await add(me!, tee.id, drop.id))).toMatchObject({
        http: 401,
        code: 'SESSION_EXPIRED',
      });
      expect(failure(await place(me!))).toMatchObject({ http: 401, code: 'SESSION_EXPIRED' });
      // A token the shop did not sign, or one past its end, joins nothing.
      const [head, body] = me!.token.split('.');
      const forged = `${head}.${body}.${'A'.repeat(43)}`;
      const join = (token: string) => shop.call(`drops/${drop.id}/queue/join`, {}, { token });
      expect(failure(await join(forged))).toMatchObject({ http: 401, code: 'SESSION_EXPIRED' });
      const [fresh] = await students(1);
      shop.clock.advance(8 * 24 * 60 * MINUTE);
      expect(failure(await join(fresh!.token))).toMatchObject({
        http: 401,
        code: 'SESSION_EXPIRED',
      });
    });

    it('refuses adding and placing the drop’s pieces without an admission, saying the place', async () => {
      const { tee, drop } = await liveDrop();
      const [a, b, late] = await students(3);
      // Adding joins the line by itself: the first two are in at once, the third waits.
      expect((await add(a!, tee.id, drop.id)).statusCode).toBe(200);
      expect((await add(b!, tee.id, drop.id)).statusCode).toBe(200);
      const refused = await add(late!, tee.id, drop.id);
      expect(failure(refused)).toEqual({
        http: 409,
        code: 'DROP_IN_LINE',
        message: 'You are number 1 in the line for Opening Drop (about 1 s).',
      });
      expect(refused.json().current).toMatchObject({ state: 'waiting', place: 1, admitted: false });

      // Once admitted, the addition and the order go through.
      shop.clock.advance(1000);
      expect((await add(late!, tee.id, drop.id)).statusCode).toBe(200);
      expect((await place(late!)).statusCode).toBe(200);
    });

    it('tells a student in line that a size sold out, not a place, once the shop has seen it go', async () => {
      const { tee, other, drop } = await oneLeftAndMore();
      const [a, b, admitted, waiting] = await students(4);
      expect((await add(a!, tee.id, drop.id)).statusCode).toBe(200);
      expect((await place(a!)).statusCode).toBe(200);
      // The next student meets the sold-out size on the real path: the shop marks it.
      expect(failure(await add(b!, tee.id, drop.id))).toMatchObject({ code: 'DROP_CAP_REACHED' });
      await joinLine(shop, drop.id, admitted!);
      await joinLine(shop, drop.id, waiting!);
      expect(failure(await add(waiting!, tee.id, drop.id))).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message: 'Size M is sold out in Opening Drop',
      });
      // What is still on sale keeps its line.
      expect(failure(await add(waiting!, other.id, drop.id)).code).toBe('DROP_IN_LINE');
    });

    it('tells a student in line that a size sold out before the shop has a mark for it, from the line’s read of the drop', async () => {
      const { tee, other, drop } = await oneLeftAndMore();
      const [a, ...waiting] = await students(6);
      expect((await add(a!, tee.id, drop.id)).statusCode).toBe(200);
      expect((await place(a!)).statusCode).toBe(200);
      for (const w of waiting) await joinLine(shop, drop.id, w);
      // The last piece went in an order and nobody has been refused it yet, so this instance has
      // no mark. Once the line reads the drop again, the size's full counter sends the student
      // past the line to the rows, which say it is sold out.
      shop.clock.advance(600);
      const last = waiting.at(-1)!;
      expect(failure(await add(last, tee.id, drop.id))).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message: 'Size M is sold out in Opening Drop',
      });
      // What is still on sale keeps its line.
      expect(failure(await add(last, other.id, drop.id)).code).toBe('DROP_IN_LINE');
    });

    it('ends an admission with its checkout window: the order is refused and the student is back in line', async () => {
      const { tee, drop } = await liveDrop();
      const [me, ...others] = await students(4);
      expect(others).toHaveLength(3);
      expect((await add(me!, tee.id, drop.id)).statusCode).toBe(200);
      shop.clock.advance(MINUTE);
      // A crowd arrives as the window ends: two go in at once, two wait.
      for (const s of others) await joinLine(shop, drop.id, s);
      const refused = await place(me!);
      expect(failure(refused)).toMatchObject({ http: 409, code: 'DROP_IN_LINE' });
      expect(refused.json().message).toBe(
        'Your time to check out ran out. You are number 2 in the line for Opening Drop (about 1 s).',
      );
      // Back at the end of the line, behind those who came meanwhile.
      expect(refused.json().current).toMatchObject({ state: 'waiting', admitted: false, place: 2 });
    });

    it('says at once when the drop sells out, to those still waiting', async () => {
      const { tee, drop } = await liveDrop(1);
      const [a, b, waiting] = await students(3);
      await joinLine(shop, drop.id, a!);
      await joinLine(shop, drop.id, b!);
      const mine = await joinLine(shop, drop.id, waiting!);
      expect(mine).toMatchObject({ state: 'waiting', soldOut: false });
      expect(mine.stock).toEqual([{ productId: tee.id, left: 1, sizes: [] }]);
      expect((await add(a!, tee.id, drop.id)).statusCode).toBe(200);
      expect((await place(a!)).statusCode).toBe(200);

      const res = await lineByTicket(shop, drop.id, mine.ticket);
      expect(res.json().queue).toMatchObject({
        state: 'soldOut',
        soldOut: true,
        stock: [{ productId: tee.id, left: 0, sizes: [] }],
        pollAfterMs: 0,
      });
      // Adding is answered "sold out", not a place in line.
      const soldOut = failure(await add(waiting!, tee.id, drop.id));
      expect(soldOut).toMatchObject({ http: 409, code: 'DROP_CAP_REACHED' });
    });

    it('only those the drop is for take a place: a non-member is told whom it is for, a link-only drop needs its secret', async () => {
      const tee = await insertProduct(database.db, { name: 'Wing Tee' }, { M: 0 });
      const wing = await newDrop(shop, [tee.id], {
        name: 'Wing Drop',
        audience: 'members',
        memberDomain: 'smail.iitm.ac.in',
      });
      const secretTee = await insertProduct(database.db, { name: 'Secret Tee' }, { M: 0 });
      const secret = await newDrop(shop, [secretTee.id], { name: 'Secret Drop', audience: 'link' });
      openDrop(shop);
      const join = (dropId: number, who: { token: string }, body: object = {}) =>
        shop.call(`drops/${dropId}/queue/join`, body, { token: who.token });

      const outsider = await signedUpUser(shop);
      expect(failure(await join(wing.id, outsider))).toEqual({
        http: 403,
        code: 'DROP_MEMBERS_ONLY',
        message: 'This drop is for members of Wing Drop.',
      });
      const member = await signedUpUser(shop, {
        ...newPerson(),
        email: `w${Date.now()}@smail.iitm.ac.in`,
      });
      expect((await join(wing.id, member)).statusCode).toBe(200);

      expect(failure(await join(secret.id, outsider))).toMatchObject({ code: 'DROP_NOT_FOUND' });
      const forged = await join(secret.id, outsider, { key: 'forged-key-forged-key-xx' });
      expect(failure(forged)).toMatchObject({ code: 'DROP_NOT_FOUND' });
      const withKey = await join(secret.id, outsider, { key: secret.linkKey });
      expect(withKey.statusCode, withKey.body).toBe(200);
      expect(withKey.json().queue.ticket).not.toBe('');
    });

    it('ends after the opening minutes once nobody waits: buying is as before', async () => {
      const { tee, drop } = await liveDrop();
      const [a, b, c] = await students(3);
      for (const s of [a!, b!, c!]) await joinLine(shop, drop.id, s);
      shop.clock.advance(10 * MINUTE);
      const me = await signedUpUser(shop);
      expect(await joinLine(shop, drop.id, me)).toMatchObject({ state: 'open', admitted: true });
      expect((await add(me, tee.id, drop.id)).statusCode).toBe(200);
    });
  },
);

describeShop(
  'drops: no line when DROP_LINE_RATE is 0',
  { shop: { env: { ...LINE_ENV, DROP_LINE_RATE: '0' } } },
  ({ database, shop }) => {
    it('adds and places at the opening without a line', async () => {
      const tee = await insertProduct(database.db, { name: 'Free Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { cashAllowed: true });
      openDrop(shop);
      const me = await signedUpUser(shop);
      expect(await joinLine(shop, drop.id, me)).toMatchObject({ state: 'open', place: null });
      const added = await shop.call(
        'products/addToCart',
        { productId: tee.id, selectedSize: 'M', dropId: drop.id },
        { token: me.token },
      );
      expect(added.statusCode).toBe(200);
    });
  },
);
