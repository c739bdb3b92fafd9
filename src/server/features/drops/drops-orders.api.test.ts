import { expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { insertProduct, stockReader } from '../../test/db-fixtures.ts';
import { cartLines, orderItems, orders, stockHolds } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../cart/cart.test-kit.ts';
import { closeDrop, newDrop, openDrop, piecesOrdered, takenOf } from './drops.test-kit.ts';

/** Ordering in a drop: only while it is live, within the limit and the cap (docs/product.md#drops). */
describeShop(
  'drops: pre-orders',
  { engines: 'every', shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    const stockOf = stockReader(database);
    const placeCash = (who: { token: string }) =>
      shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: who.token });
    const ordersOf = async (email: string) =>
      (
        await database.db.select({ n: count() }).from(orders).where(eq(orders.customerEmail, email))
      )[0]?.n ?? 0;

    it('nothing can be ordered before it opens, whatever the client sends, and nothing is written', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Early Tee' }, { M: 10 });
      // In the cart from before the product joined a drop.
      expect((await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' })).statusCode).toBe(
        200,
      );
      const drop = await newDrop(shop, [tee.id], { name: 'Fest Drop', cashAllowed: true });

      const add = await addToCart(shop, me, {
        productId: tee.id,
        selectedSize: 'M',
        dropId: drop.id,
      });
      expect(failure(add)).toMatchObject({
        http: 409,
        code: 'DROP_NOT_OPEN',
        message: expect.stringMatching(
          /^Pre-orders for Fest Drop open on \d+ \w{3}, \d\d:\d\d(:\d\d)? \(Indian time\)\.$/,
        ),
      });
      expect(failure(await placeCash(me))).toMatchObject({ code: 'DROP_NOT_OPEN' });
      const pay = await shop.call(
        'payment/order',
        { deliveryMethod: 'pickup' },
        { token: me.token },
      );
      expect(failure(pay)).toMatchObject({ code: 'DROP_NOT_OPEN' });
      expect(await ordersOf(me.email)).toBe(0);
      expect(await database.db.select().from(stockHolds)).toEqual([]);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);
      expect(await stockOf(tee.sizeIds.M)).toBe(10);
      expect((await cartOf(shop, me))[0]?.quantity).toBe(1);
    });

    it('a live drop sells without the size stock, within the limit, and only online unless cash is allowed', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Print Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Print Drop', perStudentLimit: 2 });
      openDrop(shop);

      const add = await addToCart(shop, me, {
        productId: tee.id,
        selectedSize: 'M',
        quantity: 3,
        dropId: drop.id,
      });
      expect(add.json()).toMatchObject({
        message: 'Added to cart. Quantity set to 2: you may pre-order 2 of this product.',
      });
      expect((await cartOf(shop, me))[0]).toMatchObject({ quantity: 2 });
      const more = await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
      expect(failure(more)).toEqual({
        http: 422,
        code: 'DROP_LIMIT',
        message:
          'You can pre-order at most 2 of this product in Print Drop, and 2 are already ordered or in your cart.',
      });
      expect(failure(await placeCash(me))).toEqual({
        http: 422,
        code: 'DROP_CASH_NOT_ALLOWED',
        message:
          'Print Tee is a pre-order in Print Drop, which is paid online only. Choose Pay Online.',
      });
      expect(await ordersOf(me.email)).toBe(0);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);
    });

    it("a pre-order line's quantity stays within the limit, also when its size has stock", async () => {
      const me = await signedUpUser(shop);
      // Stock from before the product joined the drop: a pre-order does not use it.
      const tee = await insertProduct(database.db, { name: 'Stocked Tee' }, { M: 10 });
      const drop = await newDrop(shop, [tee.id], { name: 'Stocked Drop', perStudentLimit: 2 });
      openDrop(shop);
      const add = await addToCart(shop, me, {
        productId: tee.id,
        selectedSize: 'M',
        dropId: drop.id,
      });
      expect(add.statusCode, add.body).toBe(200);
      const [line] = await cartOf(shop, me);
      const change = (updatedQuantity: number) =>
        shop.call(
          'products/changeQuantityInCart',
          { orderItem_id: line!.orderItem_id, updatedQuantity },
          { token: me.token },
        );
      expect(failure(await change(4))).toEqual({
        http: 422,
        code: 'DROP_LIMIT',
        message:
          'You can pre-order at most 2 of this product in Stocked Drop. Please lower the quantity in your cart.',
      });
      expect((await change(2)).statusCode).toBe(200);
      expect((await cartOf(shop, me))[0]?.quantity).toBe(2);
      // Added without its drop's id, it is still a pre-order, limit and all.
      const more = await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
      expect(failure(more)).toMatchObject({ http: 422, code: 'DROP_LIMIT' });
      expect((await cartOf(shop, me))[0]?.quantity).toBe(2);
    });

    it('cash pre-orders count against the limit, per product, and the size stock stays as it was', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Cash Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Cash Drop',
        cashAllowed: true,
        perStudentLimit: 2,
      });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      const placed = await placeCash(me);
      expect(placed.statusCode, placed.body).toBe(200);
      const items = await database.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.dropId, drop.id));
      expect(items.map((i) => [i.productId, i.size, i.quantity])).toEqual([[tee.id, 'M', 2]]);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
      expect(await stockOf(tee.sizeIds.M)).toBe(0);
      expect(
        (await shop.call(`drops/product/${tee.id}`, {}, { token: me.token })).json(),
      ).toMatchObject({ mine: 2 });

      // At the limit: even a cart line written behind the cart's back is refused at placement.
      const [user] = await database.db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.customerEmail, me.email));
      await database.db
        .insert(cartLines)
        .values({ userId: user!.userId, productId: tee.id, size: 'M', quantity: 1 });
      expect(failure(await placeCash(me))).toEqual({
        http: 422,
        code: 'DROP_LIMIT',
        message:
          'You can pre-order at most 2 of Cash Tee in Cash Drop; you have 2 already. Please lower the quantity in your cart.',
      });
      expect(await piecesOrdered(database.db, drop.id, me.email)).toBe(2);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
    });

    it('a cap is counted exactly; after closing nothing more is sold', async () => {
      const [first, second] = [await signedUpUser(shop), await signedUpUser(shop)];
      const tee = await insertProduct(database.db, { name: 'Capped Tee' }, { M: 50 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Capped Drop',
        cashAllowed: true,
        capKind: 'size',
        products: [{ productId: tee.id, sizeCaps: { M: 1, L: 3 } }],
      });
      openDrop(shop);
      expect(
        (await addToCart(shop, first, { productId: tee.id, selectedSize: 'M' })).statusCode,
      ).toBe(200);
      expect(
        (await addToCart(shop, second, { productId: tee.id, selectedSize: 'M' })).statusCode,
      ).toBe(200);
      // A size the drop does not sell.
      expect(
        failure(await addToCart(shop, first, { productId: tee.id, selectedSize: 'XL' })),
      ).toMatchObject({
        code: 'SIZE_UNAVAILABLE',
      });
      expect((await placeCash(first)).statusCode).toBe(200);
      expect(failure(await placeCash(second))).toEqual({
        http: 409,
        code: 'DROP_CAP_REACHED',
        message: 'Capped Tee in size M is sold out in this drop. Please remove it from your cart.',
      });
      expect(await takenOf(database.db, drop.id, tee.id, 'M')).toBe(1);
      expect(await stockOf(tee.sizeIds.M)).toBe(50);
      // The cart shows what is left of the cap, not the size's stock.
      const shown = (await cartOf(shop, second))[0]?.product.sizeQuantities ?? [];
      expect(shown.map((s) => [s.size, s.quantity])).toEqual([
        ['XS', 0],
        ['S', 0],
        ['M', 0],
        ['L', 3],
        ['XL', 0],
        ['2XL', 0],
      ]);

      await addToCart(shop, second, { productId: tee.id, selectedSize: 'L' });
      closeDrop(shop);
      expect(failure(await placeCash(second))).toMatchObject({
        http: 409,
        code: 'DROP_CLOSED',
        message: expect.stringMatching(
          /^Pre-orders for Capped Drop closed on .*\. Please remove Capped Tee from your cart\.$/,
        ),
      });
      expect(
        failure(await addToCart(shop, second, { productId: tee.id, selectedSize: 'L' })),
      ).toMatchObject({
        code: 'DROP_CLOSED',
      });
      expect(await piecesOrdered(database.db, drop.id)).toBe(1);
    });

    it('a cancelled pre-order gives its pieces back to the cap and to the student, not to the size stock', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Undo Tee' }, { M: 3 });
      const drop = await newDrop(shop, [tee.id], {
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 2 }],
      });
      openDrop(shop);
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      expect((await placeCash(me)).statusCode).toBe(200);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
      const [order] = await database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.customerEmail, me.email));
      const cancel = await shop.call(
        'products/cancel-order',
        { orderNumber: order!.orderNumber },
        { token: me.token },
      );
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(0);
      expect(await stockOf(tee.sizeIds.M)).toBe(3);
      expect(
        (await shop.call(`drops/product/${tee.id}`, {}, { token: me.token })).json(),
      ).toMatchObject({ mine: 0 });
      // The student may pre-order their 2 again.
      await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
      expect((await placeCash(me)).statusCode).toBe(200);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(2);
    });

    it('a forged drop id, or a product not in the drop, is refused', async () => {
      const me = await signedUpUser(shop);
      const inDrop = await insertProduct(database.db);
      const other = await insertProduct(database.db, {}, { M: 5 });
      const drop = await newDrop(shop, [inDrop.id]);
      openDrop(shop);
      expect(
        failure(
          await addToCart(shop, me, { productId: inDrop.id, selectedSize: 'M', dropId: 987_654 }),
        ),
      ).toEqual({
        http: 404,
        code: 'DROP_NOT_FOUND',
        message: 'This drop does not exist.',
      });
      expect(
        failure(
          await addToCart(shop, me, { productId: other.id, selectedSize: 'M', dropId: drop.id }),
        ),
      ).toEqual({
        http: 422,
        code: 'DROP_PRODUCT_NOT_IN_DROP',
        message: 'This product is not part of this drop.',
      });
      expect(await cartOf(shop, me)).toEqual([]);
      expect(await stockOf(other.sizeIds.M)).toBe(5);
    });
  },
);
