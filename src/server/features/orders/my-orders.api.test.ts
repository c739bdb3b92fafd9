import { expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '#shared/rules/order-number.ts';
import { readyByDate } from '#shared/rules/ready-by.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import {
  describeShop,
  newPerson,
  signedUpEach,
  signedUpUser,
  TEST_ADMIN_EMAIL,
  type TestShop,
} from '../../test/test-shop.ts';
import { addToCart, failure, type Customer } from '../cart/cart.test-kit.ts';

/** Places a cash pickup order of one tee (two of them) and answers its order_id. */
async function placeCashOrder(shop: TestShop, who: Customer, productId: number, size = 'M') {
  await addToCart(shop, who, { productId, selectedSize: size, quantity: 2 });
  const placed = await shop.call(
    'payment/confirm',
    { deliveryMethod: 'pickup' },
    { token: who.token },
  );
  expect(placed.statusCode).toBe(200);
  return (placed.json() as { order_id: number }).order_id;
}

describeShop(
  'My Orders as orders (products/my-orders, products/my-order)',
  { shop: { env: { READY_BY_DAYS_PICKUP: '2' } } },
  ({ database, shop }) => {
    const me = signedUpEach(shop);
    const myOrder = (body: Record<string, unknown>, who: Customer = me) =>
      shop.call('products/my-order', body, { token: who.token });

    it('lists whole orders, newest first, with number, items, total, payment, code and ready-by day', async () => {
      const tee = await insertProduct(database.db, { pricePaise: 49_900, name: 'Quad Tee' });
      const cap = await insertProduct(database.db, { pricePaise: 29_900, name: 'Lab Cap' });
      const first = await placeCashOrder(shop, me, tee.id);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
      const second = await placeCashOrder(shop, me, cap.id);

      const reply = await shop.call('products/my-orders', {}, { token: me.token });
      expect(reply.statusCode).toBe(200);
      const { orders } = reply.json() as { orders: Array<Record<string, unknown>> };
      expect(orders.map((o) => o.order_id)).toEqual([second, first]);
      const [latest] = orders as [Record<string, unknown>];
      expect(latest).toMatchObject({
        status: 'placed',
        paymentMethod: 'cod',
        deliveryMethod: 'pickup',
        subTotal: 1097,
        deliveryCharges: 0,
        totalAmount: 1097,
      });
      expect(latest).not.toHaveProperty('transactionId');
      expect(latest).not.toHaveProperty('user');
      expect(latest.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
      expect(orders[1]!.orderNumber).not.toBe(latest.orderNumber);
      expect(latest.handoverCode).toMatch(/^\d{4}$/);
      // Two working days (the setting) after the day it was placed, in Indian time.
      expect(latest.readyBy).toBe(readyByDate(latest.date as number, 2));
      expect(latest.productsOrdered).toEqual([
        // every item of the order, each with its name, size, quantity and unit price
        expect.objectContaining({ size: 'M', quantity: 2, price: 299 }),
        expect.objectContaining({ size: 'L', quantity: 1, price: 499 }),
      ]);
    });

    it('opens one order by its number (as typed), its order_id or any of its item ids', async () => {
      const tee = await insertProduct(database.db);
      const orderId = await placeCashOrder(shop, me, tee.id);
      const byId = await myOrder({ orderId });
      expect(byId.statusCode).toBe(200);
      const { order } = byId.json() as {
        order: { orderNumber: string; productsOrdered: Array<{ orderItem_id: number }> };
      };
      const typed = order.orderNumber.toLowerCase().replace('-', ' ');
      for (const body of [
        { orderNumber: order.orderNumber },
        { orderNumber: typed },
        { orderItemId: String(order.productsOrdered[0]!.orderItem_id) },
      ]) {
        const res = await myOrder(body);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 200, order });
      }
    });

    it("answers someone else's order exactly like a missing one", async () => {
      const tee = await insertProduct(database.db);
      const orderId = await placeCashOrder(shop, me, tee.id);
      const { order } = (await myOrder({ orderId })).json() as {
        order: { orderNumber: string; productsOrdered: Array<{ orderItem_id: number }> };
      };
      const stranger = await signedUpUser(shop);
      const missing = (await myOrder({ orderNumber: 'ZZZZ-ZZZZ' }, stranger)).json();
      for (const body of [
        { orderNumber: order.orderNumber },
        { orderId },
        { orderItemId: order.productsOrdered[0]!.orderItem_id },
        { orderNumber: "' or 1=1 --" },
        { orderId: 99_999_999_999 },
      ]) {
        const res = await myOrder(body, stranger);
        expect(failure(res)).toEqual({
          http: 404,
          code: 'ORDER_NOT_FOUND',
          message: 'Order not found',
        });
        expect(res.json()).toEqual(missing);
      }
      // The admin may open it (the inbox links orders), but lists only their own.
      const admin = await signedUpUser(shop, { ...newPerson('admin'), email: TEST_ADMIN_EMAIL });
      expect(
        (await myOrder({ orderItemId: order.productsOrdered[0]!.orderItem_id }, admin)).statusCode,
      ).toBe(200);
      expect(
        (await shop.call('products/my-orders', {}, { token: admin.token })).json().orders,
      ).toEqual([]);
      const list = (await shop.call('products/my-orders', {}, { token: stranger.token })).json();
      expect(list).toEqual({ status: 200, orders: [] });
      expect((await shop.call('products/my-order', { orderId })).statusCode).toBe(401);
    });

    it('refuses a lookup that names no order, or two ways at once', async () => {
      expect(failure(await myOrder({}))).toMatchObject({ http: 400 });
      expect(failure(await myOrder({ orderId: 1, orderItemId: 1 }))).toMatchObject({ http: 400 });
    });

    it('keeps the original calls as they were, with only optional additions', async () => {
      const tee = await insertProduct(database.db);
      const orderId = await placeCashOrder(shop, me, tee.id);
      const [listed] = (await shop.call('products/orders', {}, { token: me.token })).json()
        .products as Array<Record<string, unknown>>;
      expect(Object.keys(listed!).sort()).toEqual(
        [
          'order_id',
          'date',
          'subTotal',
          'deliveryCharges',
          'deliveryMethod',
          'hostelAddress',
          'deliveryAddresses',
          'user',
          'productsOrdered',
          // Optional additions (docs/spec-decisions.md): the tax invoice number, the steps' version,
          // the coupon's saving, the order number a person reads.
          'invoiceNumber',
          'version',
          'discount',
          'orderNumber',
        ].sort(),
      );
      const itemId = (listed!.productsOrdered as Array<{ orderItem_id: number }>)[0]!.orderItem_id;
      const detail = (
        await shop.call(`products/get-individual-order/${itemId}`, { orderId }, { token: me.token })
      ).json();
      expect(Object.keys(detail.order).sort()).toEqual(
        [
          'order_id',
          'date',
          'deliveryMethod',
          'deliveryAddresses',
          'hostelAddress',
          'subTotal',
          'deliveryCharges',
          'totalAmount',
          'paymentMethod',
          'handoverCode',
          'invoiceNumber',
          'discount',
        ].sort(),
      );
    });
  },
);
