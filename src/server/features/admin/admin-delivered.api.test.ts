import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { orders } from '../../db/schema/index.ts';
import { signedUpUser, describeShop } from '../../test/test-shop.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { signedInAdmin } from './admin.test-kit.ts';

describeShop('marking items delivered', ({ shop }) => {
  let admin: { email: string; token: string };
  let customer: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
    customer = await signedUpUser(shop);
  });

  /** A pickup order of two items placed through checkout; its item ids and handover code. */
  async function placedOrder() {
    const tee = await insertProduct(shop.db, { name: 'Quad Tee' });
    await addToCart(shop, customer, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    await addToCart(shop, customer, { productId: tee.id, selectedSize: 'L' });
    const placed = await shop.call(
      'payment/confirm',
      { email: customer.email, deliveryMethod: 'pickup' },
      { token: customer.token },
    );
    const orderId = placed.json().order_id as number;
    const mine = (await shop.call('products/orders', {}, { token: customer.token })).json();
    const items = mine.products[0].productsOrdered.map(
      (i: { orderItem_id: number }) => i.orderItem_id,
    );
    const detail = await shop.call(
      `products/get-individual-order/${items[0]}`,
      {},
      { token: customer.token },
    );
    return { orderId, items: items as number[], code: detail.json().order.handoverCode as string };
  }
  const deliver = (body: Record<string, unknown>, token = admin.token) =>
    shop.call('products/delivered', body, { token });
  const detailOf = async (itemId: number) =>
    (
      await shop.call(`products/get-individual-order/${itemId}`, {}, { token: customer.token })
    ).json();

  it('checks the handover code, records who and when, mails the customer, and only once', async () => {
    const { orderId, items, code } = await placedOrder();
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const refused = await deliver({ orderItem_id: items[0], handoverCode: wrong });
    expect(failure(refused)).toMatchObject({ http: 422, code: 'HANDOVER_CODE_WRONG' });
    expect((await detailOf(items[0]!)).orderItem.isDelivered).toBe(false);

    shop.clock.advance(60_000);
    const done = await deliver({ orderItem_id: String(items[0]), handoverCode: code });
    expect(done.json()).toMatchObject({ status: 200, alreadyDelivered: false });
    const when = done.json().deliveredDate as number;
    expect(when).toBe(shop.clock().getTime());
    expect((await detailOf(items[0]!)).orderItem).toMatchObject({
      isDelivered: true,
      deliveredDate: when,
      step: 'delivered',
      steps: [{ step: 'placed' }, { step: 'delivered', at: when }],
    });
    const mail = shop.smtp.lastTo(customer.email, (m) => /^Delivered: /.test(m.subject ?? ''));
    const [placed] = await shop.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    const orderNumber = placed!.orderNumber;
    expect(mail?.subject).toBe(
      `Delivered: Quad Tee from your ${shop.config.SHOP_NAME} order ${orderNumber}`,
    );
    expect(mail?.text).toContain(`/profile/my-orders/${orderNumber}`);
    expect(mail?.text).toMatch(/[12] × Quad Tee \(Regular T-Shirt\), size [ML] from order/);

    const again = await deliver({ orderItem_id: items[0] });
    expect(again.json()).toMatchObject({
      status: 200,
      alreadyDelivered: true,
      deliveredDate: when,
    });
    expect(again.json().message).toMatch(
      /^Already marked delivered on \d\d-\d\d-\d{4} at \d\d:\d\d by boss@/,
    );

    const list = (
      await shop.call('products/allOrders', { page: 1 }, { token: admin.token })
    ).json();
    const order = list.products.find((o: { order_id: number }) => o.order_id === orderId);
    expect(order.hasHandoverCode).toBe(true);
    expect(order).not.toHaveProperty('handoverCode');
    expect(order.productsOrdered[0]).toMatchObject({
      deliveredBy: admin.email,
      deliveryCheck: 'code',
    });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('placed'); // one item still to deliver
  });

  it("records a reason without the code; the original contract's plain call still works", async () => {
    const { orderId, items } = await placedOrder();
    const byReason = await deliver({ orderItem_id: items[0], reason: 'Friend collected, ID seen' });
    expect(byReason.json()).toMatchObject({ alreadyDelivered: false });
    const plain = await deliver({ orderItem_id: items[1] });
    expect(plain.json()).toMatchObject({ status: 200, alreadyDelivered: false });
    const list = (await shop.call('products/allOrders', {}, { token: admin.token })).json();
    const order = list.products.find((o: { order_id: number }) => o.order_id === orderId);
    expect(order.productsOrdered.map((i: { deliveryCheck: string }) => i.deliveryCheck)).toEqual([
      'reason',
      'none',
    ]);
    expect(order.productsOrdered[0].deliveryNote).toBe('Friend collected, ID seen');
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('delivered'); // its last item
  });

  it('lets two admins click at once: one marks it, the other is told', async () => {
    const { items } = await placedOrder();
    const results = await Promise.all([
      deliver({ orderItem_id: items[0] }),
      deliver({ orderItem_id: items[0] }),
    ]);
    const already = results.map((r) => r.json().alreadyDelivered).sort();
    expect(already).toEqual([false, true]);
    const mails = shop.smtp.messages.filter((m) => /^Delivered: /.test(m.subject ?? ''));
    expect(mails).toHaveLength(1);
  });

  it('refuses unknown items, bad codes, customers and strangers', async () => {
    expect(failure(await deliver({ orderItem_id: 999_999 }))).toMatchObject({ http: 404 });
    expect(failure(await deliver({ orderItem_id: 1, handoverCode: '12a4' }))).toMatchObject({
      http: 400,
      message: 'Enter the 4-digit code from the order',
    });
    const { items } = await placedOrder();
    expect(failure(await deliver({ orderItem_id: items[0] }, customer.token))).toMatchObject({
      http: 403,
      code: 'ADMIN_ONLY',
    });
    expect(
      failure(await shop.call('products/delivered', { orderItem_id: items[0] })),
    ).toMatchObject({
      http: 401,
    });
    expect((await detailOf(items[0]!)).orderItem.isDelivered).toBe(false);
  });
});
