import { beforeAll, beforeEach, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { insertProduct, insertUser } from '../../test/db-fixtures.ts';
import { istDay, istTodayStart } from '#shared/rules/admin.ts';
import { describeShop } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { insertOrder, signedInAdmin } from './admin.test-kit.ts';

const DAY = 86_400_000;

const hidingStaff = { shop: { env: { HIDDEN_ORDER_EMAILS: 'staff@campus.example' } } };

describeShop('the admin orders list', hidingStaff, ({ database, shop }) => {
  let ids: Record<string, number>;
  const numbers: Record<string, string> = {};
  let token: string;
  const now = Date.now();

  beforeAll(async () => {
    const db = database.db;
    const user = await insertUser(db);
    const tee = await insertProduct(db, { name: 'Quad Tee' }, { M: 2, L: 0 });
    const club = await insertProduct(db, { name: 'Robotics Tee', isOwnBrand: false });
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const one = (o: Partial<Parameters<typeof insertOrder>[1]>) =>
      insertOrder(db, { userId: user.id, items: [{ productId: tee.id }], ...o });
    ids = {
      oldest: (await one({ placedAt: at(20), name: 'Ravi, "Kumar"', email: 'ravi@campus.example' }))
        .id,
      delivered: (await one({ placedAt: at(10), items: [{ productId: tee.id, delivered: true }] }))
        .id,
      club: (
        await one({
          placedAt: at(5),
          deliveryMethod: 'delivery',
          transactionId: 'T2611230001',
          name: 'प्रिया शर्मा',
          phone: '9123456780',
          items: [
            {
              productId: club.id,
              name: 'Robotics Tee',
              isOwnBrand: false,
              teeName: 'PRIYA',
              institutionName: 'IITM',
              size: 'S',
            },
          ],
        })
      ).id,
      hostel: (
        await one({
          // Today in India even in the first minutes after its midnight (a CI run at 18:35 UTC
          // once placed it "yesterday").
          placedAt: new Date(Math.max(now - 0.01 * DAY, istTodayStart(now))),
          deliveryMethod: 'hostel',
          items: [{ productId: tee.id, quantity: 3, size: 'L' }],
        })
      ).id,
      staff: (await one({ placedAt: at(0.02), email: 'staff@campus.example' })).id,
    };
    for (let i = 0; i < 30; i++) await one({ placedAt: at(30 + i), name: `Filler ${i}` });
    for (const row of await db.select().from(orders)) {
      const key = Object.keys(ids).find((k) => ids[k] === row.id);
      if (key) numbers[key] = row.orderNumber;
    }
  });

  beforeEach(async () => {
    token = (await signedInAdmin(shop)).token;
  });
  const list = async (body: Record<string, unknown>) => {
    const res = await shop.call('products/allOrders', body, { token });
    expect(res.statusCode).toBe(200);
    return res.json() as { products: { order_id: number }[]; total: number; page: number };
  };
  const idsOf = (r: { products: { order_id: number }[] }) => r.products.map((o) => o.order_id);

  it('pages newest first, leaves out staff orders, and answers everything without a page', async () => {
    const first = await list({ page: 1, pageSize: 10 });
    expect(first.total).toBe(34);
    expect(idsOf(first).slice(0, 4)).toEqual([ids.hostel, ids.club, ids.delivered, ids.oldest]);
    const last = await list({ page: 4, pageSize: 10 });
    expect(last.products).toHaveLength(4);
    const all = await list({ email: 'boss@campus.example' }); // the original contract's call
    expect(all.products).toHaveLength(34);
    expect(idsOf(all)).not.toContain(ids.staff);
    const oldest = await list({ page: 1, sort: 'oldest', pageSize: 1 });
    expect(oldest.products[0]!.order_id).not.toBe(ids.hostel);
  });

  it('filters by delivery status, own brand or club, dates, and searches names, phones and ids', async () => {
    expect(idsOf(await list({ page: 1, deliveryStatus: 'delivered' }))).toEqual([ids.delivered]);
    expect((await list({ page: 1, deliveryStatus: 'notDelivered' })).total).toBe(33);
    expect(idsOf(await list({ page: 1, brand: 'club' }))).toEqual([ids.club]);
    expect((await list({ page: 1, brand: 'ownBrand' })).total).toBe(33);
    expect(idsOf(await list({ page: 1, q: 'प्रिया' }))).toEqual([ids.club]);
    expect(idsOf(await list({ page: 1, q: '91234 56780' }))).toEqual([ids.club]);
    expect(idsOf(await list({ page: 1, q: 'RAVI@' }))).toEqual([ids.oldest]);
    expect(idsOf(await list({ page: 1, q: `#${ids.hostel}` }))).toEqual([ids.hostel]);
    // Digits alone are neither the row id (shown nowhere) nor any phone holding them.
    expect((await list({ page: 1, q: String(ids.club) })).total).toBe(0);
    expect(idsOf(await list({ page: 1, q: 'T2611230001' }))).toEqual([ids.club]);
    expect((await list({ page: 1, q: '%' })).total).toBe(0);
    const range = await list({ page: 1, from: istDay(now - 11 * DAY), to: istDay(now - 4 * DAY) });
    expect(idsOf(range)).toEqual([ids.club, ids.delivered]);
    const bad = await shop.call('products/allOrders', { page: 1, from: '2026-02-30' }, { token });
    expect(failure(bad)).toMatchObject({ http: 400, message: 'Enter a date as yyyy-mm-dd' });
  });

  it('exports exactly the filtered list as CSV that spreadsheets read', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: { deliveryStatus: 'notDelivered', q: 'a' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const text = res.body;
    expect(text.startsWith('\uFEFFOrder id,Date,Time,Customer,')).toBe(true);
    const rows = text.trim().split('\r\n');
    const expected = await list({ deliveryStatus: 'notDelivered', q: 'a' });
    expect(rows).toHaveLength(1 + expected.products.length); // one item each here
    expect(text).toContain('"Ravi, ""Kumar"""');
    const clubRow = rows.find((r) => r.startsWith(`${numbers.club},`))!;
    expect(clubRow).toContain('प्रिया शर्मा');
    expect(clubRow).toContain('Robotics Tee,Sponsored'.replace('Sponsored', 'Regular T-Shirt'));
    expect(clubRow).toContain('PRIYA,IITM,No,,T2611230001');
    expect(clubRow).toContain('"12, Lake Road, Flat 3, Chennai, Tamil Nadu, 600036"');
    expect(text).not.toContain('staff@campus.example');

    const stranger = await shop.app.inject({ method: 'POST', url: '/api/v1/admin/orders.csv' });
    expect(stranger.statusCode).toBe(401);
  });

  it('sums up today, what is left to deliver, this week, and stock running out', async () => {
    const s = (await shop.call('admin/summary', {}, { token })).json();
    expect(s.ordersToday).toBeGreaterThanOrEqual(1); // the hostel order (staff left out)
    expect(s.itemsToDeliver).toMatchObject({ hostel: 3, delivery: 1 });
    expect(s.itemsToDeliver.pickup).toBe(31);
    // Money received only: the online club order (₹598) if placed since Monday; the cash
    // orders' money has not been recorded as received.
    expect(s.revenueThisWeek).toBe(now - 5 * DAY >= s.weekStarts ? 598 : 0);
    const quad = s.lowStock.find((p: { name: string }) => p.name === 'Quad Tee');
    expect(quad.sizes).toEqual([
      { size: 'M', quantity: 2 },
      { size: 'L', quantity: 0 },
    ]);

    const pick = (await shop.call('admin/pick-list', { deliveryMethod: 'all' }, { token })).json();
    expect(pick.totalItems).toBe(35);
    const robotics = pick.groups.find((g: { name: string }) => g.name === 'Robotics Tee');
    expect(robotics.sizes).toEqual([
      {
        size: 'S',
        quantity: 1,
        names: [{ teeName: 'PRIYA', instiName: 'IITM', quantity: 1 }],
        orderIds: [ids.club],
        orderNumbers: [numbers.club],
      },
    ]);
    const hostel = (
      await shop.call('admin/pick-list', { deliveryMethod: 'hostel' }, { token })
    ).json();
    expect(hostel.groups).toEqual([
      expect.objectContaining({
        name: 'Quad Tee',
        quantity: 3,
        sizes: [expect.objectContaining({ size: 'L', quantity: 3 })],
      }),
    ]);
  });
});
