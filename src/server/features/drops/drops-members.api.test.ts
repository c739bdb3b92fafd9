import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RosterReply } from '#shared/contract/drop-roster.ts';
import { epochToIstLocal } from '#shared/rules/drops.ts';
import { clubManagers, clubs, drops, orders, payments, users } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, newPerson, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart, cartOf, failure } from '../cart/cart.test-kit.ts';
import { dropMembers } from '../../db/schema/index.ts';
import { DAY_TEST, newDrop, openDrop, piecesOrdered } from './drops.test-kit.ts';

/**
 * Members-only and link-only drops and the organiser's roster
 * (docs/product.md#members-only-drops): only members pre-order, at every point a pre-order can
 * be made; a link-only drop is listed nowhere and is not found without its secret.
 */
describeShop(
  'drops: members-only drops and the roster',
  { shop: { mail: 'smtp', env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    const db = () => database.db;
    const as = (who: { token: string }) => ({ token: who.token });
    const admin = () => signedInAdmin(shop);
    const member = (email: string) => signedUpUser(shop, { ...newPerson(), email });
    const uploadList = async (id: number, list: string) => {
      const res = await shop.call('admin/drops/members', { id, list }, as(await admin()));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const rosterOf = async (id: number) => {
      const res = await shop.call('admin/drops/roster', { id }, as(await admin()));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as RosterReply;
    };
    const place = (who: { token: string }) =>
      shop.call('payment/confirm', { deliveryMethod: 'pickup' }, as(who));
    const ordersOf = async (email: string) =>
      (
        await db()
          .select({ id: orders.id })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(users.email, email))
      ).length;

    it('a members-only drop: the CSV keeps its good rows and names each bad one; members order, a non-member is refused at every point with nothing written', async () => {
      const asha = await member(`asha.${Date.now()}@campus.example`);
      const ravi = await member(`ravi.${Date.now()}@campus.example`);
      const stranger = await signedUpUser(shop);
      const tee = await insertProduct(db(), { name: 'Wing Tee' }, { M: 5 });
      // The stranger's line was a stock product's before the drop took the product.
      expect(
        (await addToCart(shop, stranger, { productId: tee.id, selectedSize: 'M' })).statusCode,
      ).toBe(200);
      const drop = await newDrop(shop, [tee.id], {
        name: 'Wing Drop',
        audience: 'members',
        cashAllowed: true,
      });
      expect(drop).toMatchObject({ audience: 'members', linkKey: null, members: 0 });

      const csv = [
        'email,name',
        `${asha.email.toUpperCase()},Asha`,
        'not-an-email,Someone',
        `${ravi.email},Ravi`,
        ',Nobody',
        `${asha.email},Asha again`,
        'noone@nowhere.example,Kept',
      ].join('\n');
      const uploaded = await uploadList(drop.id, csv);
      expect(uploaded).toMatchObject({
        added: 3,
        members: 3,
        message: '3 members added to Wing Drop; 3 rows not taken (below).',
        problems: [
          { line: 3, reason: '"not-an-email" is not an e-mail address' },
          { line: 5, reason: 'no e-mail address' },
          { line: 6, reason: `${asha.email} is already in the list` },
        ],
      });
      openDrop(shop);

      // The drop's page: a member sees the buy button's terms, the stranger why not.
      const pageOf = async (who: { token: string }) =>
        (await shop.call(`drops/product/${tee.id}`, {}, as(who))).json();
      expect((await pageOf(asha)).drop).not.toHaveProperty('membersOnly');
      expect((await pageOf(stranger)).drop).toMatchObject({
        membersOnly: 'This drop is for members of Wing Drop.',
      });

      // A member pre-orders and places the order.
      expect(
        (await addToCart(shop, asha, { productId: tee.id, selectedSize: 'M', dropId: drop.id }))
          .statusCode,
      ).toBe(200);
      const placed = await place(asha);
      expect(placed.statusCode, placed.body).toBe(200);

      // The stranger: add, change, the cart's read, PLACE ORDER and PAY all refuse.
      const refusal = {
        http: 403,
        code: 'DROP_MEMBERS_ONLY',
        message: 'This drop is for members of Wing Drop.',
      };
      expect(
        failure(
          await addToCart(shop, stranger, {
            productId: tee.id,
            selectedSize: 'L',
            dropId: drop.id,
          }),
        ),
      ).toEqual(refusal);
      const [line] = await cartOf(shop, stranger);
      expect(line?.preOrder).toMatchObject({ quantityMax: 0, membersOnly: refusal.message });
      expect(
        failure(
          await shop.call(
            'products/changeQuantityInCart',
            { orderItem_id: line!.orderItem_id, updatedQuantity: 2 },
            as(stranger),
          ),
        ),
      ).toEqual(refusal);
      expect(failure(await place(stranger))).toEqual(refusal);
      expect(
        failure(await shop.call('payment/order', { deliveryMethod: 'pickup' }, as(stranger))),
      ).toEqual(refusal);
      expect(await ordersOf(stranger.email)).toBe(0);
      const strangerPayments = await db()
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(eq(users.email, stranger.email));
      expect(strangerPayments).toHaveLength(0);
      expect(await cartOf(shop, stranger)).toHaveLength(1);
    });

    it('a domain rule admits its e-mails and no look-alike; a club drop names the club', async () => {
      const stamp = Date.now();
      const [club] = await db()
        .insert(clubs)
        .values({
          slug: `hockey-${stamp}`,
          name: 'Hockey Club',
          tag: `hockey${stamp}`,
          shareBasisPoints: 1000,
          payoutMethod: 'upi',
          upiId: 'hockey@upi',
        })
        .returning();
      const tee = await insertProduct(db(), { name: 'Jersey' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Jersey Drop',
        audience: 'members',
        memberDomain: '@SMAIL.iitm.ac.in',
      });
      expect(drop.memberDomain).toBe('smail.iitm.ac.in');
      await db().update(drops).set({ clubId: club!.id }).where(eq(drops.id, drop.id));
      openDrop(shop);
      const inside = await member(`me${stamp}@smail.iitm.ac.in`);
      const lookalike = await member(`me${stamp}@xsmail.iitm.ac.in`);
      expect(
        (await addToCart(shop, inside, { productId: tee.id, selectedSize: 'M' })).statusCode,
      ).toBe(200);
      expect(
        failure(await addToCart(shop, lookalike, { productId: tee.id, selectedSize: 'M' })),
      ).toEqual({
        http: 403,
        code: 'DROP_MEMBERS_ONLY',
        message: 'This drop is for members of Hockey Club.',
      });
      expect(await cartOf(shop, lookalike)).toHaveLength(0);

      // A bad domain is refused with the field's message.
      const res = await shop.call(
        'admin/drops/create',
        {
          ...drop,
          products: [{ productId: tee.id }],
          audience: 'members',
          memberDomain: 'not a domain',
          opensAt: drop.opensAtIst,
          closesAt: drop.closesAtIst,
        },
        as(await admin()),
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Enter a domain like smail.iitm.ac.in');
    });

    it('a link-only drop is listed nowhere; without its secret, or with a forged one, it is not found', async () => {
      const tee = await insertProduct(
        db(),
        { name: 'Secret Tee', details: 'Secret Tee Regular - Black' },
        { M: 0 },
      );
      const drop = await newDrop(shop, [tee.id], {
        name: 'Secret Drop',
        audience: 'link',
        cashAllowed: true,
      });
      const key = drop.linkKey!;
      expect(key).toMatch(/^[\w-]{24}$/);
      openDrop(shop);

      const listed = (await shop.call('drops', {})).json();
      expect(listed.drops.map((d: { id: number }) => d.id)).not.toContain(drop.id);
      const list = await shop.app.inject({ url: '/api/v1/products/get-product' });
      expect(list.body).not.toContain('Secret Tee');
      const search = await shop.app.inject({ url: '/api/v1/products/get-product?q=secret' });
      expect(search.body).not.toContain('Secret Tee');
      const sitemap = await shop.app.inject({ url: '/sitemap.xml' });
      expect(sitemap.body).not.toContain(`/${tee.id}</loc>`);

      const me = await signedUpUser(shop);
      const page = (query: string, who?: { token: string }) =>
        shop.app.inject({
          url: `/api/v1/drops/product/${tee.id}${query}`,
          headers: who ? { authorization: `Bearer ${who.token}` } : {},
        });
      expect((await page('')).statusCode).toBe(404);
      expect((await page('?key=forged-key-forged-key-xx')).statusCode).toBe(404);
      expect((await page(`?key=${key}`)).json().drop).toMatchObject({ name: 'Secret Drop' });

      const notFound = { http: 404, code: 'DROP_NOT_FOUND', message: 'This drop does not exist.' };
      expect(failure(await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' }))).toEqual(
        notFound,
      );
      expect(
        failure(
          await addToCart(shop, me, {
            productId: tee.id,
            selectedSize: 'M',
            // The key with its last letter changed (never to itself: 1 key in 64 ends in x).
            dropKey: `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`,
          }),
        ),
      ).toEqual(notFound);
      expect(await cartOf(shop, me)).toHaveLength(0);

      // With the link: added, and from then on the cart and checkout know the account.
      expect(
        (await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropKey: key }))
          .statusCode,
      ).toBe(200);
      expect((await page('', me)).statusCode).toBe(200);
      expect(await rosterOf(drop.id)).toMatchObject({
        counts: { members: 1, ordered: 0, notOrdered: 1 },
        members: [{ email: me.email, via: 'link', ordered: false }],
      });
      const placed = await place(me);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await rosterOf(drop.id)).toMatchObject({
        counts: { members: 1, ordered: 1, notOrdered: 0, pieces: 1 },
      });
      // Another student without the link is still not let in by the cart.
      const other = await signedUpUser(shop);
      expect(
        failure(await addToCart(shop, other, { productId: tee.id, selectedSize: 'M' })),
      ).toEqual(notFound);
    });

    it("a link-only drop's product opens by its address, and is bought, only with the link's key", async () => {
      const tee = await insertProduct(
        db(),
        { name: 'Hidden Jersey', details: 'Hidden Jersey Regular - Navy' },
        { M: 0 },
      );
      const drop = await newDrop(shop, [tee.id], { audience: 'link', cashAllowed: true });
      const key = drop.linkKey!;
      openDrop(shop);
      const details = (query = '') =>
        shop.app.inject({ url: `/api/v1/products/get-product-details/${tee.id}${query}` });
      const linkOnly = {
        http: 404,
        code: 'DROP_LINK_ONLY',
        message: 'This drop is open to those with its link.',
      };
      // Without the key, or with a forged one: not shown, by GET or POST.
      expect(failure(await details())).toEqual(linkOnly);
      expect(failure(await details('?key=forged-key-forged-key-xx'))).toEqual(linkOnly);
      expect(failure(await shop.call(`products/get-product-details/${tee.id}`, {}))).toEqual(
        linkOnly,
      );
      // With the link: the product (its page is drawn for it too: site.api.test.ts).
      const shown = await details(`?key=${encodeURIComponent(key)}`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toMatchObject({ product_id: tee.id, name: 'Hidden Jersey' });

      const me = await signedUpUser(shop);
      const plainAdd = await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      expect(failure(plainAdd)).toMatchObject({ http: 404, code: 'DROP_NOT_FOUND' });
      expect(await cartOf(shop, me)).toHaveLength(0);
      const add = await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropKey: key });
      expect(add.statusCode, add.body).toBe(200);
      expect(await cartOf(shop, me)).toMatchObject([{ product: { product_id: tee.id } }]);
      const placed = await place(me);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(await piecesOrdered(db(), drop.id, me.email)).toBe(1);
    });

    it('the roster shows who ordered what and who has not, matches the database, and reminds at most once a day', async () => {
      const stamp = Date.now();
      const tee = await insertProduct(db(), { name: 'Fest Volunteer Tee' }, { M: 0, L: 0 });
      const now = shop.clock().getTime();
      const drop = await newDrop(shop, [tee.id], {
        name: 'Volunteer Drop',
        audience: 'members',
        cashAllowed: true,
        perStudentLimit: 3,
        closesAt: epochToIstLocal(now + 3 * DAY_TEST),
      });
      const a = await member(`a${stamp}@campus.example`);
      const b = await member(`b${stamp}@campus.example`);
      const waitingNoAccount = `c${stamp}@campus.example`;
      await uploadList(drop.id, `${a.email}\n${b.email}, ${waitingNoAccount}`);

      // Not live yet: nothing to remind about.
      const early = await shop.call(
        'admin/drops/roster/remind',
        { id: drop.id },
        as(await admin()),
      );
      expect(failure(early)).toMatchObject({ http: 409, code: 'DROP_NOT_OPEN' });
      openDrop(shop);

      await addToCart(shop, a, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      await addToCart(shop, a, { productId: tee.id, selectedSize: 'L' });
      expect((await place(a)).statusCode).toBe(200);

      const roster = await rosterOf(drop.id);
      expect(roster.counts).toEqual({
        members: 3,
        ordered: 1,
        notOrdered: 2,
        pieces: await piecesOrdered(db(), drop.id),
      });
      expect(roster.counts.pieces).toBe(3);
      expect(roster.members.map((m) => [m.email, m.ordered])).toEqual([
        [b.email, false],
        [waitingNoAccount, false],
        [a.email, true],
      ]);
      const mine = roster.members[2]!;
      expect(mine.items.map((i) => [i.productName, i.size, i.quantity])).toEqual(
        expect.arrayContaining([
          ['Fest Volunteer Tee', 'M', 2],
          ['Fest Volunteer Tee', 'L', 1],
        ]),
      );
      expect(roster.csv.split('\n')[0]).toBe(
        'email,name,ordered,order,product,size,quantity,print name,number',
      );
      expect(roster.csv).toContain(`${b.email},Asha Verma,no,`);
      expect(roster.csv).toContain(
        `${a.email},Asha Verma,yes,${mine.items[0]!.orderNumber},Fest Volunteer Tee,`,
      );

      const remind = async () =>
        shop.call('admin/drops/roster/remind', { id: drop.id }, as(await admin()));
      const first = await remind();
      expect(first.json()).toMatchObject({
        sent: 2,
        message: 'Reminder sent to 2 members who have not ordered.',
      });
      const mail = shop.smtp.lastTo(b.email, (m) => /not pre-ordered yet/.test(m.subject ?? ''));
      expect(mail!.subject).toBe('Volunteer Drop: you have not pre-ordered yet');
      expect(mail!.text).toContain(`/products/`);
      expect(shop.smtp.lastTo(waitingNoAccount, () => true)).toBeTruthy();
      expect(
        shop.smtp.lastTo(a.email, (m) => /not pre-ordered/.test(m.subject ?? '')),
      ).toBeUndefined();

      const again = await remind();
      expect(failure(again)).toMatchObject({ http: 429, code: 'DROP_REMINDED' });
      expect(failure(again).message).toMatch(
        /^A reminder for Volunteer Drop went on .+: the next can go from .+\.$/,
      );
      shop.clock.advance(DAY_TEST);
      expect((await remind()).json()).toMatchObject({ sent: 2 });
    });

    it("a club's manager reads the roster of the club's drop and reminds; another student and another club's address find nothing", async () => {
      const stamp = Date.now();
      const manager = await signedUpUser(shop);
      const [club] = await db()
        .insert(clubs)
        .values({
          slug: `dance-${stamp}`,
          name: 'Dance Club',
          tag: `dance${stamp}`,
          shareBasisPoints: 1000,
          payoutMethod: 'upi',
          upiId: 'dance@upi',
        })
        .returning();
      const [managerRow] = await db().select().from(users).where(eq(users.email, manager.email));
      await db().insert(clubManagers).values({ clubId: club!.id, userId: managerRow!.id });
      const tee = await insertProduct(db(), { name: 'Dance Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Dance Drop', audience: 'members' });
      const other = await newDrop(shop, [(await insertProduct(db(), {}, { M: 0 })).id], {
        name: 'Other Drop',
      });
      await db().update(drops).set({ clubId: club!.id }).where(eq(drops.id, drop.id));

      const base = `clubs/dance-${stamp}/drops`;
      const added = await shop.call(
        `${base}/${drop.id}/members`,
        { list: 'x@campus.example' },
        as(manager),
      );
      expect(added.json()).toMatchObject({ added: 1, members: 1 });
      const roster = await shop.call(`${base}/${drop.id}/roster`, {}, as(manager));
      expect(roster.json()).toMatchObject({
        drop: { name: 'Dance Drop' },
        counts: { members: 1, notOrdered: 1 },
      });
      expect(failure(await shop.call(`${base}/${other.id}/roster`, {}, as(manager)))).toMatchObject(
        { http: 404, code: 'DROP_NOT_FOUND' },
      );
      const student = await signedUpUser(shop);
      expect(failure(await shop.call(`${base}/${drop.id}/roster`, {}, as(student)))).toMatchObject({
        http: 404,
        code: 'CLUB_NOT_FOUND',
      });
      expect((await shop.call(`${base}/${drop.id}/roster`, {}, as(await admin()))).statusCode).toBe(
        200,
      );
      const members = await db().select().from(dropMembers).where(eq(dropMembers.dropId, drop.id));
      expect(members.map((m) => m.email)).toEqual(['x@campus.example']);
    });
  },
);
