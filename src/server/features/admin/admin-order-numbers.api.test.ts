import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { listen, sandboxEach, type Sandbox } from '../orders/payments/payments.test-kit.ts';
import { cancelAsAdmin, cashOrder, onlineOrder } from '../orders/changes/cancel.test-kit.ts';
import { signedInAdmin } from './admin.test-kit.ts';

let sandbox: Sandbox;
const withSandbox = sandboxEach({ get: () => sandbox, set: (s) => (sandbox = s) });

/**
 * One order number on both sides (docs/product.md#order-numbers, #admin): the admin's list, its
 * search, the pick list and the CSV name an order by the number its student reads, never by the
 * row id; a cancelled order reads Cancelled and counts as neither delivered nor to deliver; a
 * partly cancelled one says what was cancelled, what remains and what was refunded.
 */
describeShop('the admin names orders as their students do', withSandbox, ({ shop }) => {
  let admin: { email: string; token: string };
  let me: SignedUpUser;
  beforeEach(async () => {
    await listen(shop, sandbox);
    admin = await signedInAdmin(shop);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  const asAdmin = (path: string, body: Record<string, unknown>) =>
    shop.call(path, body, { token: admin.token });
  const listed = async (body: Record<string, unknown>) => {
    const res = await asAdmin('products/allOrders', { page: 1, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().products as { order_id: number; orderNumber: string; status: string }[];
  };
  const csv = async (body: Record<string, unknown>) => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: body,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const names = header!.split(',');
    // Columns by name; these tests' fields hold no commas or quotes before the status.
    return rows.map((r) => {
      const cells = r.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
      return Object.fromEntries(names.map((n, i) => [n, (cells[i] ?? '').replace(/^"|"$/g, '')]));
    });
  };

  it('finds an order by its number typed with or without the dash, in any case', async () => {
    const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, { M: 5 });
    const order = await cashOrder(shop, me, [{ productId: tee.id }]);
    const number = order.orderNumber;
    expect(number).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    for (const typed of [
      number,
      number.replace('-', ''),
      number.toLowerCase(),
      number.replace('-', '').toLowerCase(),
      ` ${number.slice(0, 4)} ${number.slice(5).toLowerCase()} `,
      `#${number}`,
    ]) {
      const found = await listed({ q: typed });
      expect(
        found.map((o) => o.orderNumber),
        typed,
      ).toEqual([number]);
    }
    // The row id is shown nowhere, so digits alone never find an order by it.
    expect(await listed({ q: String(order.order_id) })).toEqual([]);
  });

  it('lists, picks and exports by the number; a cancelled order reads Cancelled, not Delivered', async () => {
    const tee = await insertProduct(shop.db, { pricePaise: 49_900, name: 'Quad Tee' }, { M: 5 });
    const hoodie = await insertProduct(
      shop.db,
      { pricePaise: 99_900, name: 'Night Hoodie' },
      {
        L: 5,
      },
    );
    // A cash order the shop cancels whole, and an online one it cancels in part.
    const cash = await cashOrder(shop, me, [{ productId: tee.id }]);
    const online = await onlineOrder(shop, me, [
      { productId: tee.id },
      { productId: hoodie.id, size: 'L' },
    ]);
    const cancelled = await cancelAsAdmin(shop, admin, {
      orderItem_id: cash.productsOrdered[0]!.orderItem_id,
      version: cash.version!,
      reason: 'Out of this print',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toContain(`of order ${cash.orderNumber} (nothing of it`);
    expect(cancelled.json().message).not.toContain('#');
    const teeLine = online.productsOrdered.find((i) => i.product.product_id === tee.id)!;
    const part = await cancelAsAdmin(shop, admin, {
      orderItem_id: teeLine.orderItem_id,
      version: online.version!,
      reason: 'Misprinted',
    });
    expect(part.statusCode, part.body).toBe(200);
    await sandbox.gateway.idle();

    // The list: each order by its number; the cancelled one in Cancelled only.
    const all = await listed({ q: me.email });
    expect(all.map((o) => [o.orderNumber, o.status])).toEqual([
      [online.orderNumber, 'placed'],
      [cash.orderNumber, 'cancelled'],
    ]);
    expect(
      (await listed({ deliveryStatus: 'cancelled', q: me.email })).map((o) => o.orderNumber),
    ).toEqual([cash.orderNumber]);
    expect(await listed({ deliveryStatus: 'delivered', q: me.email })).toEqual([]);
    expect(
      (await listed({ deliveryStatus: 'notDelivered', q: me.email })).map((o) => o.orderNumber),
    ).toEqual([online.orderNumber]);

    // The pick list names the orders left to hand over by number.
    const pick = (await asAdmin('admin/pick-list', { deliveryMethod: 'all' })).json();
    const hoodies = pick.groups.find((g: { product_id: number }) => g.product_id === hoodie.id);
    expect(hoodies.sizes[0].orderNumbers).toEqual([online.orderNumber]);
    expect(
      pick.groups.find((g: { product_id: number }) => g.product_id === tee.id),
    ).toBeUndefined();

    // The CSV: the number in the first column, the order's status, and what was refunded.
    const rows = await csv({ q: me.email });
    expect(rows.map((r) => r['Order id'])).toEqual([
      online.orderNumber,
      online.orderNumber,
      cash.orderNumber,
    ]);
    const cashRow = rows[2];
    const teeRow = rows.find(
      (r) => r['Order id'] === online.orderNumber && r.Product === 'Quad Tee',
    );
    const hoodieRow = rows.find((r) => r.Product === 'Night Hoodie');
    expect(cashRow).toMatchObject({
      Delivered: 'Cancelled',
      'Order status': 'Cancelled',
      Refunded: '',
      'Refund state': '',
    });
    const partly = `Partly cancelled. Cancelled: 1 × Quad Tee (M). Remains: 1 × Night Hoodie (L), to deliver.`;
    expect(teeRow).toMatchObject({ Delivered: 'Cancelled', 'Order status': partly });
    expect(hoodieRow).toMatchObject({ Delivered: 'No', 'Order status': partly, Refunded: '' });
    // The tee's ₹499 goes back through the gateway: its refund id and state beside it.
    expect(teeRow!.Refunded).toBe('499');
    expect(teeRow!['Refund reference']).toMatch(/^\S+$/);
    expect(['Requested', 'Pending', 'Completed']).toContain(teeRow!['Refund state']);
    const page = (await asAdmin('admin/order', { order_id: online.order_id })).json();
    expect(page.payment.refunds.map((r: { ref: string }) => r.ref)).toEqual([
      teeRow!['Refund reference'],
    ]);
    // No row carries a row id.
    for (const row of rows) expect(row['Order id']).not.toMatch(/^\d+$/);
  });
});
