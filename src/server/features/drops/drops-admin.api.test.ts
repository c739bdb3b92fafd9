import { expect, it } from 'vitest';
import { epochToIstLocal, istLocalToEpoch } from '#shared/rules/drops.ts';
import type { AdminDrop, DropsReply, ProductDropReply } from '#shared/contract/drops.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { HOUR, dropFields, newDrop, openDrop } from './drops.test-kit.ts';

/** The admin's drops and what students read of them (docs/product.md#drops). */
describeShop('drops: the admin makes them, students see them', ({ database, shop }) => {
  const asAdmin = async (path: string, body: unknown) =>
    shop.call(path, body, { token: (await signedInAdmin(shop)).token });

  it('a drop is made in Indian time and shown with the server time, upcoming then live', async () => {
    const tee = await insertProduct(database.db, { name: 'Fest Tee' }, { M: 0 });
    const drop = await newDrop(shop, [tee.id], { name: 'Fest 2026' });
    expect(drop).toMatchObject({
      name: 'Fest 2026',
      state: 'upcoming',
      perStudentLimit: 2,
      cashAllowed: false,
      capKind: 'none',
    });
    // Typed in Indian time (UTC+05:30), an hour from now, and shown back the same way.
    expect(Math.abs(drop.opensAt - (shop.clock().getTime() + HOUR))).toBeLessThan(2000);
    expect(drop.opensAt).toBe(istLocalToEpoch(drop.opensAtIst));
    expect(istLocalToEpoch('2026-12-12T18:30')).toBe(Date.parse('2026-12-12T13:00:00Z'));

    const list = (await shop.call('drops')).json() as DropsReply;
    expect(list.serverNow).toBe(shop.clock().getTime());
    expect(list.drops.find((d) => d.id === drop.id)).toMatchObject({
      state: 'upcoming',
      products: [{ productId: tee.id, name: 'Fest Tee', left: null }],
    });
    const page = (await shop.call(`drops/product/${tee.id}`)).json() as ProductDropReply;
    expect(page).toMatchObject({ serverNow: shop.clock().getTime(), drop: { id: drop.id } });
    expect(page.mine).toBeUndefined();

    openDrop(shop);
    const me = await signedUpUser(shop);
    const live = (
      await shop.call(`drops/product/${tee.id}`, {}, { token: me.token })
    ).json() as ProductDropReply;
    expect(live).toMatchObject({ drop: { state: 'live' }, mine: 0 });
    // A stock product has no drop.
    const plain = await insertProduct(database.db);
    expect((await shop.call(`drops/product/${plain.id}`)).json()).toMatchObject({ drop: null });
  });

  it('refuses bad drops with a clear message and writes nothing', async () => {
    const tee = await insertProduct(database.db);
    const now = shop.clock().getTime();
    const bad = async (more: Record<string, unknown>) => {
      const res = await asAdmin('admin/drops/create', { ...dropFields(shop, [tee.id]), ...more });
      return { http: res.statusCode, message: (res.json() as { message: string }).message };
    };
    expect(await bad({ closesAt: epochToIstLocal(now + HOUR / 2) })).toMatchObject({
      http: 400,
      message: expect.stringContaining('Close after it opens'),
    });
    expect(await bad({ perStudentLimit: 0 })).toMatchObject({ http: 400 });
    expect(await bad({ perStudentLimit: 21 })).toMatchObject({ http: 400 });
    expect(await bad({ opensAt: '2026-02-30T10:00' })).toMatchObject({ http: 400 });
    expect(await bad({ capKind: 'total' })).toMatchObject({
      http: 400,
      message: expect.stringContaining('Enter a cap'),
    });
    expect(await bad({ products: [{ productId: 99_999_999 }] })).toEqual({
      http: 404,
      message: 'There is no product #99999999.',
    });
    expect(await bad({ readyBy: epochToIstLocal(now - 24 * HOUR).slice(0, 10) })).toMatchObject({
      http: 400,
      message: 'The ready date must be on or after the day the drop closes.',
    });
    expect(
      await bad({
        opensAt: epochToIstLocal(now - 3 * HOUR),
        closesAt: epochToIstLocal(now - HOUR),
      }),
    ).toMatchObject({ http: 400, message: 'The closing time has passed: close it later.' });
    expect(
      await bad({ capKind: 'size', products: [{ productId: tee.id, sizeCaps: { M: 0 } }] }),
    ).toMatchObject({ http: 400 });
    const list = (await asAdmin('admin/drops', {})).json() as { drops: AdminDrop[] };
    expect(list.drops.filter((d) => d.products.some((p) => p.productId === tee.id))).toEqual([]);
    // Students cannot make drops.
    const me = await signedUpUser(shop);
    const res = await shop.call('admin/drops/create', dropFields(shop, [tee.id]), {
      token: me.token,
    });
    expect(failure(res)).toMatchObject({ http: 403, code: 'ADMIN_ONLY' });
  });

  it('a product is in one upcoming or live drop at a time', async () => {
    const tee = await insertProduct(database.db, { name: 'Busy Tee' });
    await newDrop(shop, [tee.id], { name: 'First Drop' });
    const res = await asAdmin('admin/drops/create', dropFields(shop, [tee.id]));
    expect(failure(res)).toEqual({
      http: 409,
      code: 'DROP_PRODUCT_TAKEN',
      message: 'Busy Tee is already in First Drop.',
    });
  });

  it('is edited until it opens, then only closed early; a stale edit is refused', async () => {
    const tee = await insertProduct(database.db);
    const drop = await newDrop(shop, [tee.id]);
    const edit = (version: number, more: Record<string, unknown> = {}) =>
      asAdmin('admin/drops/update', {
        id: drop.id,
        version,
        drop: { ...dropFields(shop, [tee.id]), ...more },
      });
    const early = await asAdmin('admin/drops/close', { id: drop.id });
    expect(failure(early)).toMatchObject({ http: 409, code: 'DROP_NOT_OPEN' });

    const edited = await edit(drop.version, {
      perStudentLimit: 3,
      capKind: 'size',
      products: [{ productId: tee.id, sizeCaps: { M: 5, L: 4 } }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (edited.json() as { drop: AdminDrop }).drop;
    expect(after).toMatchObject({ perStudentLimit: 3, capKind: 'size', version: 2 });
    expect(after.products[0]?.sizes).toEqual([
      { size: 'M', left: 5 },
      { size: 'L', left: 4 },
    ]);
    expect(failure(await edit(drop.version))).toMatchObject({ code: 'DROP_CHANGED' });

    openDrop(shop);
    expect(failure(await edit(after.version))).toMatchObject({ http: 409, code: 'DROP_STARTED' });
    const closed = await asAdmin('admin/drops/close', { id: drop.id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ drop: { state: 'closed' } });
    const page = (await shop.call(`drops/product/${tee.id}`)).json() as ProductDropReply;
    expect(page.drop?.state).toBe('closed');
    // A closed drop is no longer listed for students, and frees its products for a new drop.
    const listed = ((await shop.call('drops')).json() as DropsReply).drops;
    expect(listed.map((d) => d.id)).not.toContain(drop.id);
    expect((await asAdmin('admin/drops/create', dropFields(shop, [tee.id]))).statusCode).toBe(200);
  });
});
