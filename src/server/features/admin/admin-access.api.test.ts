import { beforeEach, expect, it } from 'vitest';
import { endpoints } from '#shared/contract/endpoints.ts';
import { insertProduct, insertUser } from '../../test/db-fixtures.ts';
import { collabApplications, sizeRequests, tickets } from '../../db/schema/index.ts';
import { signedUpUser, describeShop } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { signedInAdmin } from './admin.test-kit.ts';

/** Every admin call of the contract, plus the CSV export beside it. */
const adminPaths = [
  ...Object.entries(endpoints)
    .filter(([, def]) => def.access === 'admin')
    .map(([path]) => path.replace(':id', '1')),
  'admin/orders.csv',
];

describeShop('admin access and the inbox', ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });

  it('answers strangers 401 and customers 403 on every admin call, before any work', async () => {
    expect(adminPaths.length).toBeGreaterThanOrEqual(10);
    const customer = await signedUpUser(shop);
    for (const path of adminPaths) {
      const stranger = await shop.call(path, {});
      expect(stranger.statusCode, path).toBe(401);
      const refused = await shop.call(path, { email: customer.email }, { token: customer.token });
      expect(failure(refused), path).toMatchObject({ http: 403, code: 'ADMIN_ONLY' });
      const allowed = await shop.call(path, {}, { token: admin.token });
      expect([401, 403], path).not.toContain(allowed.statusCode);
    }
  });

  it('lists size requests, tickets and applications newest first; marks them handled', async () => {
    const db = database.db;
    const tee = await insertProduct(db, { name: 'Quad Tee' });
    const user = await insertUser(db, { name: 'Meera Iyer' });
    const t0 = Date.now() - 3_600_000;
    await db.insert(sizeRequests).values({
      productId: tee.id,
      userId: user.id,
      email: user.email,
      quantity: 2,
      size: '2XL',
      comments: 'For the hostel team',
      createdAt: new Date(t0),
    });
    const [ticket] = await db
      .insert(tickets)
      .values({
        kind: 'service_enquiry',
        name: 'Arjun',
        email: 'arjun@campus.example',
        number: '9876500000',
        services: ['design', 'sales'],
        comment: 'Club hoodies',
        createdAt: new Date(t0 + 1000),
      })
      .returning();
    await db.insert(tickets).values({ name: 'Bot', email: 'b@x.example', number: '1', spam: true });
    await db.insert(collabApplications).values({
      name: 'Kavya',
      email: 'kavya@campus.example',
      number: '9876511111',
      profiles: ['designer'],
      cvLink: 'https://behance.net/kavya',
      createdAt: new Date(t0 + 2000),
    });

    const list = async (body: object) =>
      (await shop.call('admin/inbox', body, { token: admin.token })).json();
    const open = await list({});
    expect(open.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'collab',
      'ticket',
      'sizeRequest',
    ]);
    expect(open.open).toEqual({ sizeRequest: 1, ticket: 1, collab: 1, help: 0 });
    expect(open.entries[2]).toMatchObject({
      name: 'Meera Iyer',
      title: 'Size 2XL × 2 of Quad Tee',
      message: 'For the hostel team',
    });
    expect(open.entries[1]).toMatchObject({ title: 'Service enquiry: design, sales' });
    expect(open.entries[0]).toMatchObject({ link: 'https://behance.net/kavya' });

    const done = await shop.call(
      'admin/inbox/handled',
      { kind: 'ticket', id: ticket!.id },
      { token: admin.token },
    );
    expect(done.json()).toEqual({ status: 200, message: 'Marked as handled' });
    expect((await list({})).entries).toHaveLength(2);
    const handled = await list({ state: 'handled' });
    expect(handled.entries[0]).toMatchObject({ id: ticket!.id, handledBy: admin.email });
    expect((await list({ kind: 'sizeRequest', state: 'all' })).total).toBe(1);
    const missing = await shop.call(
      'admin/inbox/handled',
      { kind: 'collab', id: 999_999 },
      { token: admin.token },
    );
    expect(failure(missing)).toMatchObject({ http: 404 });
  });

  it('lists tickets alone and applications alone with their whole entries', async () => {
    await database.db.insert(tickets).values({
      name: 'Arjun Rao',
      email: 'arjun@campus.example',
      number: '9876500000',
      services: ['design'],
      comment: 'Club hoodies',
    });
    await database.db.insert(collabApplications).values({
      name: 'Kavya Nair',
      email: 'kavya@campus.example',
      number: '9876511111',
      profiles: ['designer'],
      cvLink: 'https://behance.net/kavya',
    });
    const list = async (kind: string) => {
      const res = await shop.call('admin/inbox', { kind }, { token: admin.token });
      expect(res.statusCode).toBe(200);
      return res.json().entries as { kind: string; name: string }[];
    };
    const onlyTickets = await list('ticket');
    expect(onlyTickets.every((e) => e.kind === 'ticket')).toBe(true);
    expect(onlyTickets.find((e) => e.name === 'Arjun Rao')).toMatchObject({
      phone: '9876500000',
      title: 'Ticket: design',
      message: 'Club hoodies',
      link: '',
    });
    const onlyApplications = await list('collab');
    expect(onlyApplications.every((e) => e.kind === 'collab')).toBe(true);
    expect(onlyApplications.find((e) => e.name === 'Kavya Nair')).toMatchObject({
      title: 'Collaboration: designer',
      link: 'https://behance.net/kavya',
    });
  });
});
