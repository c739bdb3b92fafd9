import { expect, it } from 'vitest';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../cart/cart.test-kit.ts';
import { newDrop, openDrop } from './drops.test-kit.ts';

/**
 * Pre-orders in the cart and the checkout (docs/product.md#drops): each line says its drop and
 * ready day, the quantity it may take, and whether cash is taken; the server refuses the rest.
 */
describeShop(
  'drops: pre-orders in the cart and checkout',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    const call = (path: string, body: Record<string, unknown>, who: { token: string }) =>
      shop.call(path, body, { token: who.token });
    const changeQuantity = (
      who: { token: string },
      orderItem_id: number,
      updatedQuantity: number,
    ) => call('products/changeQuantityInCart', { orderItem_id, updatedQuantity }, who);

    it('a cart line carries its drop, ready day and what the student may still pre-order', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Fest Tee' }, { M: 0 });
      const stock = await insertProduct(database.db, { name: 'Stock Tee' }, { M: 5 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Fest Drop',
        perStudentLimit: 3,
        cashAllowed: true,
        readyBy: '2099-12-08',
      });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      const placed = await call('payment/confirm', { deliveryMethod: 'pickup' }, me);
      expect(placed.statusCode, placed.body).toBe(200);

      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      await addToCart(shop, me, { productId: stock.id, selectedSize: 'M' });
      const lines = await cartOf(shop, me);
      const fest = lines.find((l) => l.product.product_id === tee.id)!;
      expect(fest.preOrder).toEqual({
        dropId: drop.id,
        dropName: 'Fest Drop',
        readyBy: '2099-12-08',
        cashAllowed: true,
        perStudentLimit: 3,
        quantityMax: 2,
      });
      expect(lines.find((l) => l.product.product_id === stock.id)).not.toHaveProperty('preOrder');

      // The menu's most is what the server takes; one more is refused, saying why.
      expect(failure(await changeQuantity(me, fest.orderItem_id, 3))).toEqual({
        http: 422,
        code: 'DROP_LIMIT',
        message:
          'You can pre-order at most 3 of this product in Fest Drop; you have 1 already. Please lower the quantity in your cart.',
      });
      expect((await changeQuantity(me, fest.orderItem_id, 2)).statusCode).toBe(200);
      const after = (await cartOf(shop, me)).find((l) => l.product.product_id === tee.id)!;
      expect(after).toMatchObject({ quantity: 2, preOrder: { quantityMax: 2 } });

      // The order's page and My Orders label the item with its drop and ready day.
      const order = await call('products/my-order', { orderId: placed.json().order_id }, me);
      expect(order.json().order.productsOrdered[0].preOrder).toEqual({
        dropId: drop.id,
        dropName: 'Fest Drop',
        readyBy: '2099-12-08',
      });
    });

    it("a line's quantity stays within what the drop's cap has left", async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Capped Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Capped Drop',
        perStudentLimit: 5,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 2 }],
      });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      const [line] = await cartOf(shop, me);
      expect(line?.preOrder).toMatchObject({ perStudentLimit: 5, quantityMax: 2 });
      expect(failure(await changeQuantity(me, line!.orderItem_id, 3))).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message:
          'Only 2 more of size M can be pre-ordered in Capped Drop. Please lower the quantity in your cart.',
      });
      expect((await cartOf(shop, me))[0]?.quantity).toBe(1);
    });

    it('the quote of an online-only drop offers no cash on delivery and says why; PLACE ORDER is refused', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Quad Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Quad Drop', readyBy: '2099-12-08' });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      const quote = (await call('payment/quote', { deliveryMethod: 'pickup' }, me)).json();
      expect(quote).toMatchObject({
        cashOnDeliveryAllowed: false,
        cashOnDeliveryNote: 'Quad Tee is a pre-order in Quad Drop, which is paid online only.',
      });
      expect(quote.lines[0].preOrder).toEqual({
        dropId: drop.id,
        dropName: 'Quad Drop',
        readyBy: '2099-12-08',
        cashAllowed: false,
      });
      expect(failure(await call('payment/confirm', { deliveryMethod: 'pickup' }, me))).toEqual({
        http: 422,
        code: 'DROP_CASH_NOT_ALLOWED',
        message:
          'Quad Tee is a pre-order in Quad Drop, which is paid online only. Choose Pay Online.',
      });
      expect(await cartOf(shop, me)).toHaveLength(1);
    });
  },
);
