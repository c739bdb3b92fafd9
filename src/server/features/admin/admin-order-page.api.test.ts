import { afterEach, beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import {
  listen,
  payOnPage,
  refOf,
  sandboxEach,
  type Sandbox,
} from '../orders/payments/payments.test-kit.ts';
import { signedInAdmin } from './admin.test-kit.ts';

let sandbox: Sandbox;
const withSandbox = sandboxEach({ get: () => sandbox, set: (s) => (sandbox = s) });

/**
 * The admin finds and settles orders (docs/product.md#admin): the search by a quoted transaction
 * id or payment reference, the order page with its payment's reports, cash received, and the
 * summary's revenue counting only money received. Orders are placed through the real checkout
 * and paid through the sandbox gateway.
 */
describeShop('the admin finds and settles orders', withSandbox, ({ shop }) => {
  let admin: { email: string; token: string };
  let me: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    await listen(shop, sandbox);
    admin = await signedInAdmin(shop);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  const asAdmin = (path: string, body: Record<string, unknown>) =>
    shop.call(path, body, { token: admin.token });
  const search = async (q: string) => {
    const res = await asAdmin('products/allOrders', { page: 1, q });
    expect(res.statusCode).toBe(200);
    return (res.json().products as { order_id: number }[]).map((o) => o.order_id);
  };
  const revenue = async () => (await asAdmin('admin/summary', {})).json().revenueThisWeek as number;

  async function paidOnline() {
    const tee = await insertProduct(shop.db, { pricePaise: 49_900, name: 'Night Tee' }, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    const started = await shop.call(
      'payment/order',
      { email: me.email, deliveryMethod: 'hostel', hostel: 'Ganga' },
      { token: me.token },
    );
    const paid = await payOnPage(started.json().link, 'success');
    const ref = refOf(paid.location);
    const done = await shop.call('payment/order/validate', { id: ref }, { token: me.token });
    await sandbox.gateway.idle();
    const orderId = done.json().order_id as number;
    const mine = (await shop.call('products/orders', {}, { token: me.token })).json();
    const order = mine.products.find((o: { order_id: number }) => o.order_id === orderId);
    return { orderId, ref, transactionId: order.transactionId as string };
  }

  async function cashOrder() {
    const tee = await insertProduct(shop.db, { pricePaise: 29_900, name: 'Day Tee' }, { L: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'L', quantity: 2 });
    const placed = await shop.call(
      'payment/confirm',
      { email: me.email, deliveryMethod: 'pickup' },
      { token: me.token },
    );
    return placed.json().order_id as number;
  }

  it('finds an order by the transaction id or payment reference a student quotes, and ids exactly', async () => {
    const online = await paidOnline();
    const cash = await cashOrder();
    expect(online.transactionId).toMatch(/^T[0-9A-Z]{8,}$/);

    expect(await search(online.transactionId)).toEqual([online.orderId]);
    expect(await search(` ${online.transactionId.toLowerCase()} `)).toEqual([online.orderId]);
    expect(await search(online.ref)).toEqual([online.orderId]);
    expect(await search(`${online.transactionId}X`)).toEqual([]);
    // The row id no page shows: `#42` (quoted by older mails) finds its order; digits alone
    // never do, nor every phone with the digit.
    expect(await search(String(cash))).toEqual([]);
    expect(await search(`#${cash}`)).toEqual([cash]);
    expect(await search(me.email.toUpperCase())).toEqual([cash, online.orderId]);
    // The readable order number a student quotes: any case, with or without # and the dash.
    const [row] = await shop.db
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, cash));
    const number = row!.number;
    expect(await search(number)).toEqual([cash]);
    expect(await search(`#${number.replace('-', '').toLowerCase()}`)).toEqual([cash]);

    const control = await asAdmin('products/allOrders', { page: 1, q: 'asha\u0000' });
    expect(failure(control)).toMatchObject({ http: 400, code: 'CONTROL_CHARACTERS' });
    const bidi = await asAdmin('products/allOrders', { page: 1, q: 'asha\u202e' });
    expect(failure(bidi)).toMatchObject({
      http: 400,
      message: 'Remove the special characters from this field',
    });
    const long = await asAdmin('products/allOrders', { page: 1, q: 'T'.repeat(101) });
    expect(failure(long)).toMatchObject({ http: 400, message: 'This is too long' });
  });

  it("shows one order with its items, the payment's reports and refund fields", async () => {
    const online = await paidOnline();
    const res = await asAdmin('admin/order', { order_id: online.orderId });
    expect(res.statusCode).toBe(200);
    const { order, payment } = res.json();
    expect(order).toMatchObject({
      order_id: online.orderId,
      transactionId: online.transactionId,
      paymentMethod: 'online',
      deliveryMethod: 'hostel',
      hostelAddress: 'Ganga',
      cashReceivedDate: null,
      user: { email: me.email },
    });
    expect(order.productsOrdered).toEqual([
      expect.objectContaining({ size: 'M', quantity: 1, isDelivered: false, deliveredDate: null }),
    ]);
    expect(order).not.toHaveProperty('handoverCode');
    expect(payment).toMatchObject({
      ref: online.ref,
      state: 'completed',
      amount: 518,
      transactionId: online.transactionId,
      refunds: [],
    });
    const events = payment.events as { source: string; state: string; date: number }[];
    expect(events[0]).toMatchObject({ source: 'start', state: 'STARTED' });
    expect(events).toContainEqual(
      expect.objectContaining({
        state: 'COMPLETED',
        amount: 518,
        transactionId: online.transactionId,
      }),
    );
    expect(events.map((e) => e.date)).toEqual([...events.map((e) => e.date)].sort((a, b) => a - b));

    const cash = await cashOrder();
    const cashPage = (await asAdmin('admin/order', { order_id: cash })).json();
    expect(cashPage.payment).toBeNull();
    expect(cashPage.order.paymentMethod).toBe('cod');
    expect(failure(await asAdmin('admin/order', { order_id: 999_999 }))).toMatchObject({
      http: 404,
      code: 'ORDER_NOT_FOUND',
    });
    const customer = await shop.call('admin/order', { order_id: cash }, { token: me.token });
    expect(customer.statusCode).toBe(403);
  });

  it('records cash received once, with who and when, and only then counts it as revenue', async () => {
    const before = await revenue();
    const online = await paidOnline();
    expect(await revenue()).toBe(before + 518); // paid online: money received
    const cash = await cashOrder();
    expect(await revenue()).toBe(before + 518); // cash not collected yet

    shop.clock.advance(60_000);
    const at = shop.clock().getTime();
    const first = await asAdmin('admin/cash-received', { order_id: String(cash) });
    expect(first.json()).toMatchObject({
      status: 200,
      alreadyRecorded: false,
      cashReceivedDate: at,
      cashReceivedBy: admin.email,
    });
    expect(await revenue()).toBe(before + 518 + 598);

    shop.clock.advance(60_000);
    const again = await Promise.all([
      asAdmin('admin/cash-received', { order_id: cash }),
      asAdmin('admin/cash-received', { order_id: cash }),
    ]);
    for (const res of again) {
      expect(res.json()).toMatchObject({ alreadyRecorded: true, cashReceivedDate: at });
      expect(res.json().message).toMatch(/^Cash was already recorded as received on .* by boss@/);
    }
    expect(await revenue()).toBe(before + 518 + 598);
    const listed = (await asAdmin('products/allOrders', { page: 1, q: `#${cash}` })).json();
    expect(listed.products[0]).toMatchObject({ cashReceivedDate: at, cashReceivedBy: admin.email });

    // The CSV export finds the order the same way and says when its cash was received.
    const csv = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: { q: `#${cash}` },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(
      /,Address or hostel,Cash received,Order status,Refunded,Refund reference,Refund state,Recipient,Recipient phone$/,
    );
    expect(rows).toHaveLength(2);
    const numberOf = async (id: number) =>
      (
        await shop.db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, id))
      )[0]!.number;
    expect(rows[1]).toMatch(
      new RegExp(
        `^${await numberOf(cash)},.*,Cash on Delivery,.*,\\d\\d-\\d\\d-\\d{4} \\d\\d:\\d\\d,To deliver,,,,,$`,
      ),
    );
    const byTransaction = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: { q: online.transactionId },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const onlineRows = byTransaction.body.trim().split('\r\n');
    expect(onlineRows).toHaveLength(2);
    expect(onlineRows[1]).toMatch(
      new RegExp(
        `^${await numberOf(online.orderId)},.*,${online.transactionId},.*,,To deliver,,,,,$`,
      ),
    );

    const paidOnlineAlready = await asAdmin('admin/cash-received', { order_id: online.orderId });
    expect(failure(paidOnlineAlready)).toMatchObject({ http: 422, code: 'NOT_CASH_ORDER' });
    expect(failure(await asAdmin('admin/cash-received', { order_id: 999_999 }))).toMatchObject({
      http: 404,
    });
    const byCustomer = await shop.call(
      'admin/cash-received',
      { order_id: cash },
      { token: me.token },
    );
    expect(byCustomer.statusCode).toBe(403);
  });
});
