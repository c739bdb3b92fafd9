import { expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { AdminDrop, DropsReply } from '#shared/contract/drops.ts';
import type {
  ClubDraftsReply,
  ClubInboxReply,
  ClubOrdersReply,
  ClubProductsReply,
} from '#shared/contract/club-catalog.ts';
import { mailOutbox, orderItems, sizeRequests } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { insertOrder, newProductBody, signedInAdmin } from '../admin/admin.test-kit.ts';
import { dropFields, openDrop, closeDrop } from '../drops/drops.test-kit.ts';
import { mailClubDropTurns } from './club-drop-mails.jobs.ts';
import { makeClub, makeManager } from '../clubs/clubs.test-kit.ts';

/** A club's products and drops as drafts, its orders and inbox (docs/product.md#clubs). */
describeShop("clubs: a club's products, drops and orders", ({ database, shop }) => {
  const db = () => database.db;
  const as = (who: { token: string }, path: string, body: unknown = {}) =>
    shop.call(path, body, { token: who.token });
  const failure = (res: { statusCode: number; json(): unknown }) => ({
    http: res.statusCode,
    code: (res.json() as { code?: string }).code,
  });
  const onSale = async (id: number) =>
    (await shop.call(`products/get-product-details/${id}`)).statusCode === 200;
  const listed = async (name: string) =>
    (await shop.call('products/get-product')).body.includes(name);

  async function clubWithManager(values: Parameters<typeof makeClub>[1] = {}) {
    const club = await makeClub(db(), values);
    const manager: SignedUpUser = await signedUpUser(shop);
    await makeManager(db(), club.id, manager);
    return { club, manager };
  }

  async function addDraft(slug: string, who: { token: string }, more = {}) {
    const res = await as(who, `clubs/${slug}/products/add`, newProductBody(more));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { product_id: number; draft: boolean; message: string };
  }

  it('a manager adds a draft: off sale until the admin publishes it', async () => {
    const { club, manager } = await clubWithManager();
    const added = await addDraft(club.slug, manager, { tags: 'black', name: 'Robo Team Tee' });
    expect(added).toMatchObject({ draft: true, message: 'Draft saved: the shop publishes it' });
    const id = added.product_id;
    expect(await onSale(id)).toBe(false);
    expect(await listed('Robo Team Tee')).toBe(false);

    // The club's list has it, as a club tee with the club's tag.
    const mine = (await as(manager, `clubs/${club.slug}/products`)).json() as ClubProductsReply;
    expect(mine.products).toMatchObject([{ id, draft: true, active: false, stock: 14 }]);
    const one = (await as(manager, `clubs/${club.slug}/products/${id}`)).json() as {
      product: { tags: string[]; isInstibuzz: boolean; draft: boolean };
    };
    expect(one.product).toMatchObject({ isInstibuzz: false, draft: true });
    expect(one.product.tags).toContain(club.tag);

    // The manager cannot publish it (the club does not publish itself); the admin can.
    expect(failure(await as(manager, `clubs/${club.slug}/products/${id}/publish`))).toEqual({
      http: 403,
      code: 'CLUB_CANNOT_PUBLISH',
    });
    const admin = await signedInAdmin(shop);
    const drafts = (await as(admin, 'admin/club-drafts')).json() as ClubDraftsReply;
    expect(drafts.drafts).toContainEqual(
      expect.objectContaining({ id, kind: 'product', club: { slug: club.slug, name: club.name } }),
    );
    const published = await as(admin, 'admin/club-drafts/publish-product', { id });
    expect(published.statusCode, published.body).toBe(200);
    expect(await onSale(id)).toBe(true);
    expect(await listed('Robo Team Tee')).toBe(true);
    expect(
      ((await as(admin, 'admin/club-drafts')).json() as ClubDraftsReply).drafts,
    ).not.toContainEqual(expect.objectContaining({ id, kind: 'product' }));

    // A manager's edit of a published product of such a club makes it a draft again.
    const edit = await as(manager, `clubs/${club.slug}/products/${id}/update`, {
      ...newProductBody({ name: 'Renamed Tee' }),
      sizeQuantities: [{ size: 'XL', quantity: 3 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await onSale(id)).toBe(false);
    // The reference-price rule stays: a made-up previous price is refused.
    const forged = await as(manager, `clubs/${club.slug}/products/${id}/update`, {
      ...newProductBody(),
      price: '499',
      compareAtPrice: '999',
      sizeQuantities: [{ size: 'XL', quantity: 3 }],
    });
    expect(forged.statusCode, forged.body).toBe(409);
  });

  it('a self-publishing club is on sale at once and publishes its own drafts', async () => {
    const { club, manager } = await clubWithManager({ selfPublish: true });
    const added = await addDraft(club.slug, manager);
    expect(added.draft).toBe(false);
    expect(await onSale(added.product_id)).toBe(true);
    const drop = await as(manager, `clubs/${club.slug}/drops/create`, {
      ...dropFields(shop, [added.product_id]),
      name: 'Self Drop',
    });
    expect(drop.statusCode, drop.body).toBe(200);
    expect((drop.json() as { drop: AdminDrop }).drop.draft).toBe(false);
    const open = (await shop.call('drops')).json() as DropsReply;
    expect(open.drops.map((d) => d.name)).toContain('Self Drop');
  });

  it("a manager of one club gets 404 for another club's products and drops, and the shop's", async () => {
    const a = await clubWithManager();
    const b = await clubWithManager();
    const theirs = (await addDraft(b.club.slug, b.manager)).product_id;
    const shops = (await insertProduct(db(), { name: 'Shop Tee' })).id;
    const body = { ...newProductBody(), sizeQuantities: [{ size: 'M', quantity: 1 }] };
    for (const id of [theirs, shops]) {
      expect(
        failure(await as(a.manager, `clubs/${a.club.slug}/products/${id}/update`, body)),
      ).toEqual({
        http: 404,
        code: 'PRODUCT_NOT_FOUND',
      });
      expect(failure(await as(a.manager, `clubs/${a.club.slug}/products/${id}`))).toMatchObject({
        http: 404,
      });
    }
    // Club B by its own address: as if it did not exist.
    for (const path of ['products', 'drops', 'inbox']) {
      expect(failure(await as(a.manager, `clubs/${b.club.slug}/${path}`))).toEqual({
        http: 404,
        code: 'CLUB_NOT_FOUND',
      });
    }
    expect(
      failure(await as(a.manager, `clubs/${b.club.slug}/products/${theirs}/update`, body)),
    ).toEqual({ http: 404, code: 'CLUB_NOT_FOUND' });
    // A drop of A's holding B's product: no such product for A.
    const mixed = await as(
      a.manager,
      `clubs/${a.club.slug}/drops/create`,
      dropFields(shop, [theirs]),
    );
    expect(failure(mixed)).toEqual({ http: 404, code: 'PRODUCT_NOT_FOUND' });
    // B's drop cannot be edited or read through A.
    const bDrop = (
      (
        await as(b.manager, `clubs/${b.club.slug}/drops/create`, dropFields(shop, [theirs]))
      ).json() as {
        drop: AdminDrop;
      }
    ).drop;
    const update = { id: bDrop.id, version: bDrop.version, drop: dropFields(shop, [theirs]) };
    expect(failure(await as(a.manager, `clubs/${a.club.slug}/drops/update`, update))).toEqual({
      http: 404,
      code: 'DROP_NOT_FOUND',
    });
    expect(
      failure(await as(a.manager, `clubs/${a.club.slug}/drops/print-run`, { id: bDrop.id })),
    ).toEqual({ http: 404, code: 'DROP_NOT_FOUND' });
    // The admin's calls stay the admin's.
    for (const path of ['admin/club-drafts', 'admin/club-drafts/publish-product']) {
      expect(failure(await as(a.manager, path, { id: theirs }))).toEqual({
        http: 403,
        code: 'ADMIN_ONLY',
      });
    }
  });

  it('a draft drop is unseen until the admin publishes it, with its draft products', async () => {
    const { club, manager } = await clubWithManager();
    const id = (await addDraft(club.slug, manager)).product_id;
    const res = await as(manager, `clubs/${club.slug}/drops/create`, {
      ...dropFields(shop, [id]),
      name: 'Robotics Drop',
    });
    expect(res.statusCode, res.body).toBe(200);
    const drop = (res.json() as { drop: AdminDrop }).drop;
    expect(drop).toMatchObject({ draft: true, clubId: club.id });
    const names = async () =>
      ((await shop.call('drops')).json() as DropsReply).drops.map((d) => d.name);
    expect(await names()).not.toContain('Robotics Drop');
    expect(((await shop.call(`drops/product/${id}`)).json() as { drop: unknown }).drop).toBeNull();

    const admin = await signedInAdmin(shop);
    const published = await as(admin, 'admin/club-drafts/publish-drop', { id: drop.id });
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as { drop: AdminDrop }).drop.draft).toBe(false);
    expect(await names()).toContain('Robotics Drop');
    expect(await onSale(id)).toBe(true);
    const listedDrops = (await as(manager, `clubs/${club.slug}/drops`)).json() as {
      drops: AdminDrop[];
    };
    expect(listedDrops.drops.map((d) => d.id)).toEqual([drop.id]);
  });

  it("the club's orders show only its items, and no more of the student than handing over needs", async () => {
    const { club, manager } = await clubWithManager();
    const ours = (await addDraft(club.slug, manager)).product_id;
    const other = (await insertProduct(db(), { name: 'Shop Hoodie' })).id;
    const student = await signedUpUser(shop);
    const userId = Number(student.claims.sub);
    const hostel = await insertOrder(db(), {
      userId,
      name: 'Asha Verma',
      deliveryMethod: 'hostel',
      items: [
        { productId: ours, name: 'Club Tee', size: 'L', quantity: 2, teeName: 'ASHA' },
        { productId: other, name: 'Shop Hoodie' },
      ],
    });
    await insertOrder(db(), {
      userId,
      deliveryMethod: 'delivery',
      items: [{ productId: ours, name: 'Club Tee', delivered: true }],
    });
    await insertOrder(db(), { userId, items: [{ productId: other, name: 'Shop Hoodie' }] });

    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/clubs/${club.slug}/orders`,
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as ClubOrdersReply;
    expect(reply.total).toBe(2);
    expect(reply.items.map((i) => i.productName)).toEqual(['Club Tee', 'Club Tee']);
    expect(reply.items).toContainEqual(
      expect.objectContaining({
        orderNumber: hostel.orderNumber,
        size: 'L',
        quantity: 2,
        teeName: 'ASHA',
        studentName: 'Asha Verma',
        deliveryMethod: 'hostel',
        hostel: 'Godavari Hostel, Room 214',
        state: 'placed',
      }),
    );
    const home = reply.items.find((i) => i.deliveryMethod === 'delivery')!;
    expect(home.hostel).toBe('');
    expect(res.body).not.toMatch(/Lake Road|9876543210|asha@campus|Shop Hoodie/);

    const placed = (await as(manager, `clubs/${club.slug}/orders?state=delivered`)).json();
    expect(placed).toMatchObject({ total: 1, items: [{ state: 'delivered' }] });
    // Another club's manager sees none of it.
    const b = await clubWithManager();
    expect(failure(await as(b.manager, `clubs/${club.slug}/orders`))).toEqual({
      http: 404,
      code: 'CLUB_NOT_FOUND',
    });
  });

  it("the club's inbox has the size requests about its products only", async () => {
    const { club, manager } = await clubWithManager();
    const ours = (await addDraft(club.slug, manager)).product_id;
    const other = (await insertProduct(db())).id;
    await db()
      .insert(sizeRequests)
      .values([
        {
          productId: ours,
          email: 'x@campus.example',
          quantity: 3,
          size: 'XL',
          comments: 'For the team',
        },
        { productId: other, email: 'y@campus.example', quantity: 1, size: 'S' },
      ]);
    const inbox = (await as(manager, `clubs/${club.slug}/inbox`)).json() as ClubInboxReply;
    expect(inbox.messages).toEqual([
      expect.objectContaining({ kind: 'size', subject: 'Size XL × 3', message: 'For the team' }),
    ]);
    expect(JSON.stringify(inbox)).not.toContain('x@campus.example');
  });

  it('managers are mailed once when a drop of theirs opens, and when it closes with the print sheet', async () => {
    const { club, manager } = await clubWithManager({ selfPublish: true });
    const id = (await addDraft(club.slug, manager, { name: 'Mail Tee' })).product_id;
    const made = await as(manager, `clubs/${club.slug}/drops/create`, {
      ...dropFields(shop, [id], { namesTaken: true }),
      name: 'Mail Drop',
    });
    expect(made.statusCode, made.body).toBe(200);
    const deps = { ...shop, config: shop.config, clock: shop.clock };
    openDrop(shop);
    expect(await mailClubDropTurns(deps)).toBeGreaterThanOrEqual(1);
    expect(await mailClubDropTurns(deps)).toBe(0);
    const dropId = (made.json() as { drop: AdminDrop }).drop.id;
    const student = await signedUpUser(shop);
    await insertOrder(db(), {
      userId: Number(student.claims.sub),
      items: [{ productId: id, name: 'Mail Tee', size: 'XL', teeName: 'RAVI' }],
    }).then(({ itemIds }) =>
      db().update(orderItems).set({ dropId }).where(eq(orderItems.id, itemIds[0]!)),
    );
    closeDrop(shop);
    await mailClubDropTurns(deps);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `club-drop-%:${dropId}:%`));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Mail Drop has closed: the print sheet',
      'Mail Drop is open for pre-orders',
    ]);
    const closing = mails.find((m) => m.subject.includes('closed'))!;
    expect(closing.to).toBe(manager.email);
    expect(closing.text).toMatch(/Mail Tee: 1 pieces \(XL 1\)/);
    expect(closing.text).toContain('RAVI');
  });
});
