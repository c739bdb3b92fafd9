import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { productSizes } from '../../../db/schema/index.ts';
import { signedUpUser, describeShop, signedUpEach } from '../../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';

describeShop('checkout with cash on delivery', { engines: 'every' }, ({ database, shop }) => {
  const me = signedUpEach(shop);
  const pay = (path: string, body: Record<string, unknown>, who = me) =>
    shop.call(`payment/${path}`, { email: who.email, ...body }, { token: who.token });
  const stockOf = stockReader(database);

  it('quotes the cart per delivery method from the products, never from the body', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_950 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    const pickup = (await pay('quote', { deliveryMethod: 'pickup', amount: 1 })).json();
    expect(pickup).toMatchObject({
      status: 200,
      deliveryMethod: 'pickup',
      allowedMethods: ['pickup', 'hostel', 'delivery'],
      cashOnDeliveryAllowed: true,
      totalMrp: 999,
      platformFee: 0,
      deliveryCharges: 0,
      totalAmount: 999,
    });
    expect(pickup.lines).toEqual([
      expect.objectContaining({
        product_id: tee.id,
        size: 'M',
        quantity: 2,
        price: 499.5,
        lineTotal: 999,
      }),
    ]);
    const hostel = (await pay('quote', { deliveryMethod: 'Hostel' })).json();
    expect(hostel).toMatchObject({
      deliveryCharges: 19,
      totalAmount: 1018,
      cashOnDeliveryAllowed: false,
    });
    const home = (await pay('quote', { deliveryMethod: 'delivery' })).json();
    expect(home).toMatchObject({ deliveryCharges: 99, totalAmount: 1098 });
  });

  it('takes club tees by pickup and hostel too, charging the chosen method, and keeps their names', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 });
    const club = await insertProduct(database.db, {
      pricePaise: 29_950,
      isOwnBrand: false,
      style: 'sponsered',
    });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    await addToCart(shop, me, {
      productId: club.id,
      selectedSize: 'S',
      teeName: 'Asha',
      instiName: 'IITM',
    });
    const hostel = (await pay('quote', { deliveryMethod: 'hostel' })).json();
    expect(hostel).toMatchObject({
      allowedMethods: ['pickup', 'hostel', 'delivery'],
      totalMrp: 798.5,
      deliveryCharges: 19,
      totalAmount: 817.5,
    });
    const home = (await pay('quote', { deliveryMethod: 'delivery' })).json();
    expect(home).toMatchObject({ deliveryCharges: 99, totalAmount: 897.5 });
    const pickup = (await pay('quote', { deliveryMethod: 'pickup' })).json();
    expect(pickup).toMatchObject({ deliveryCharges: 0, cashOnDeliveryAllowed: true });

    const placed = await pay('confirm', { deliveryMethod: 'pickup' });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = await shop.call(
      'products/my-order',
      { orderId: placed.json().order_id },
      { token: me.token },
    );
    expect(order.json().order).toMatchObject({ deliveryMethod: 'pickup', deliveryCharges: 0 });
    expect(order.json().order.productsOrdered).toContainEqual(
      expect.objectContaining({ teeName: 'Asha', instiName: 'IITM' }),
    );
    expect(await cartOf(shop, me)).toEqual([]);
  });

  it('places a pickup order: server amounts, stock taken, cart emptied, mails sent', async () => {
    const tee = await insertProduct(
      database.db,
      { pricePaise: 49_900, name: 'Quad Tee' },
      { L: 3 },
    );
    await addToCart(shop, me, { productId: String(tee.id), selectedSize: 'L', quantity: '2' });
    const placed = await pay('confirm', { deliveryMethod: 'pickup', amount: 1 });
    expect(placed.statusCode).toBe(200);
    const { order_id: orderId } = placed.json() as { order_id: number };
    expect(placed.json()).toEqual({
      status: 200,
      message: 'Your order is Placed Successfully',
      order_id: orderId,
    });
    expect(await stockOf(tee.sizeIds.L)).toBe(1);
    expect(await cartOf(shop, me)).toEqual([]);

    const orders = (
      await shop.call('products/orders', { email: me.email }, { token: me.token })
    ).json();
    expect(orders.products).toEqual([
      expect.objectContaining({
        order_id: orderId,
        subTotal: 998,
        deliveryCharges: 0,
        deliveryMethod: 'pickup',
        user: { name: me.name, phoneNumber: me.phoneNumber, email: me.email },
      }),
    ]);
    expect(orders.products[0]).not.toHaveProperty('transactionId');
    const item = orders.products[0].productsOrdered[0];
    expect(item).toMatchObject({
      size: 'L',
      quantity: 2,
      price: 499,
      isDelivered: false,
      deliveredDate: null,
    });
    expect(item.product).toMatchObject({ product_id: tee.id, name: 'Quad Tee', style: 'regular' });

    const detail = await shop.call(
      `products/get-individual-order/${item.orderItem_id}`,
      { orderId },
      { token: me.token },
    );
    expect(detail.json()).toMatchObject({
      status: 200,
      order: {
        order_id: orderId,
        deliveryMethod: 'pickup',
        totalAmount: 998,
        paymentMethod: 'cod',
      },
      orderItem: { orderItem_id: item.orderItem_id, quantity: 2 },
    });
    expect(detail.json().order.handoverCode).toMatch(/^\d{4}$/);

    const { order: placedOrder } = (
      await shop.call('products/my-order', { orderId }, { token: me.token })
    ).json() as { order: { orderNumber: string } };
    const number = placedOrder.orderNumber;
    const mine = shop.smtp.lastTo(me.email, (m) =>
      (m.subject ?? '').includes(`order ${number} is placed`),
    );
    expect(mine?.subject).not.toMatch(/#\d/);
    expect(mine?.text).toContain(`/profile/my-orders/${number}`);
    expect(mine?.text).toContain('2 × Quad Tee (Regular T-Shirt), size L: ₹998');
    expect(mine?.text).toContain(detail.json().order.handoverCode);
    const shopMail = shop.smtp.lastTo(shop.config.SHOP_EMAIL, (m) =>
      (m.subject ?? '').startsWith(`New order ${number}`),
    );
    expect(shopMail?.replyTo?.text).toContain(me.email);
  });

  it('refuses cash on delivery for hostel and home delivery, and an empty cart', async () => {
    const tee = await insertProduct(database.db);
    expect(failure(await pay('confirm', { deliveryMethod: 'pickup' }))).toMatchObject({
      http: 422,
      code: 'CART_EMPTY',
    });
    // The quote of an empty cart is an answer, not a failure: nothing to pay (the checkout
    // steps then lead back to the cart without a failed call in the browser).
    expect((await pay('quote', { deliveryMethod: 'hostel' })).json()).toMatchObject({
      status: 200,
      lines: [],
      totalMrp: 0,
      deliveryCharges: 0,
      totalAmount: 0,
    });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    for (const deliveryMethod of ['hostel', 'delivery']) {
      expect(failure(await pay('confirm', { deliveryMethod }))).toMatchObject({
        http: 422,
        code: 'COD_PICKUP_ONLY',
      });
    }
    expect(await cartOf(shop, me)).toHaveLength(1);
  });

  it('fails the whole order when a size sold out meanwhile, keeping stock and cart', async () => {
    const tee = await insertProduct(database.db, { name: 'Last Tee' }, { M: 2, S: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'S', quantity: 1 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    await database.db
      .update(productSizes)
      .set({ quantity: 1 })
      .where(eq(productSizes.id, tee.sizeIds.M));
    const res = await pay('confirm', { deliveryMethod: 'pickup' });
    expect(failure(res)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left of Last Tee in size M. Please lower the quantity in your cart.',
    });
    expect(await stockOf(tee.sizeIds.S)).toBe(5);
    expect(await cartOf(shop, me)).toHaveLength(2);
  });

  it('makes one order for a retried or double-clicked PLACE ORDER', async () => {
    const tee = await insertProduct(database.db, {}, { M: 10 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 1 });
    const body = { deliveryMethod: 'pickup', checkoutKey: 'checkout-key-123456' };
    const replies = await Promise.all([
      pay('confirm', body),
      pay('confirm', body),
      pay('confirm', body),
    ]);
    const ids = new Set(replies.map((r) => (r.json() as { order_id: number }).order_id));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await stockOf(tee.sizeIds.M)).toBe(9);
    const orders = (await shop.call('products/orders', {}, { token: me.token })).json();
    expect(orders.products).toHaveLength(1);
  });

  it('shows an order only to its owner (or an admin)', async () => {
    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    await pay('confirm', { deliveryMethod: 'pickup' });
    const [order] = (await shop.call('products/orders', {}, { token: me.token })).json().products;
    const itemId = order.productsOrdered[0].orderItem_id;
    const stranger = await signedUpUser(shop);
    const theirs = await shop.call(
      `products/get-individual-order/${itemId}`,
      {},
      { token: stranger.token },
    );
    expect(failure(theirs)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    expect((await shop.call('products/orders', {}, { token: stranger.token })).json()).toEqual({
      status: 200,
      products: [],
    });
    expect((await shop.call(`products/get-individual-order/${itemId}`, {})).statusCode).toBe(401);
  });
});
