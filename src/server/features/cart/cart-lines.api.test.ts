import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { cartLines, products } from '../../db/schema/index.ts';
import { signedUpUser, describeShop, signedUpEach } from '../../test/test-shop.ts';
import { addToCart, cartOf, failure, type Customer } from './cart.test-kit.ts';

describeShop('changing cart lines', ({ database, shop }) => {
  const me = signedUpEach(shop);

  const call = (path: string, body: Record<string, unknown>, who: Customer = me) =>
    shop.call(`products/${path}`, { email: who.email, ...body }, { token: who.token });

  async function oneLine(productId: number, size: string, quantity = 1, who: Customer = me) {
    expect(
      (await addToCart(shop, who, { productId, selectedSize: size, quantity })).statusCode,
    ).toBe(200);
    const line = (await cartOf(shop, who)).find(
      (l) => l.product.product_id === productId && l.size === size,
    );
    return line!.orderItem_id;
  }

  it('changes the quantity within 1 to 5 and the stock', async () => {
    const tee = await insertProduct(database.db, {}, { M: 3 });
    const id = await oneLine(tee.id, 'M');
    const res = await call('changeQuantityInCart', {
      orderItem_id: String(id),
      updatedQuantity: '3',
    });
    expect(res.json()).toEqual({ status: 200, message: 'Quantity updated' });
    expect((await cartOf(shop, me))[0]?.quantity).toBe(3);
    for (const updatedQuantity of [0, 6, 'two']) {
      const bad = await call('changeQuantityInCart', { orderItem_id: id, updatedQuantity });
      expect(failure(bad)).toMatchObject({ http: 400, message: 'Choose a quantity from 1 to 5' });
    }
    const tooMany = await call('changeQuantityInCart', { orderItem_id: id, updatedQuantity: 4 });
    expect(failure(tooMany)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left in size M',
    });
    expect((await cartOf(shop, me))[0]?.quantity).toBe(3);
  });

  it('counts the other named lines of the size, and does not change a line gone off sale', async () => {
    const club = await insertProduct(database.db, { isOwnBrand: false }, { L: 4 });
    const add = (teeName: string, quantity: number) =>
      addToCart(shop, me, {
        productId: club.id,
        selectedSize: 'L',
        quantity,
        teeName,
        instiName: 'IITM',
      });
    expect((await add('A', 1)).statusCode).toBe(200);
    expect((await add('B', 2)).statusCode).toBe(200);
    const lineA = (await cartOf(shop, me)).find((l) => l.teeName === 'A')!.orderItem_id;
    const tooMany = await call('changeQuantityInCart', { orderItem_id: lineA, updatedQuantity: 3 });
    expect(failure(tooMany)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 4 left in size L, and 2 are already in your cart',
    });
    const fits = await call('changeQuantityInCart', { orderItem_id: lineA, updatedQuantity: 2 });
    expect(fits.json()).toEqual({ status: 200, message: 'Quantity updated' });

    await database.db.update(products).set({ active: false }).where(eq(products.id, club.id));
    const offSale = await call('changeQuantityInCart', { orderItem_id: lineA, updatedQuantity: 1 });
    expect(failure(offSale)).toMatchObject({ http: 404, code: 'CART_LINE_NOT_FOUND' });
    const [row] = await database.db.select().from(cartLines).where(eq(cartLines.id, lineA));
    expect(row?.quantity).toBe(2);
  });

  // The cart's writes go as one message with their values written in (db/locked-statement.ts):
  // a name is data, whatever quotes, backslashes or SQL it holds, and arrives exactly as typed.
  it('keeps names with quotes, backslashes and SQL exactly as typed', async () => {
    const club = await insertProduct(database.db, { isOwnBrand: false }, { M: 5 });
    const teeName = `D'Souza \\' ); delete from cart_lines; --`;
    const instiName = 'IIT \\ $1 "Madras" अ 🎽';
    const add = () =>
      addToCart(shop, me, {
        productId: club.id,
        selectedSize: 'M',
        quantity: 1,
        teeName,
        instiName,
      });
    expect((await add()).statusCode).toBe(200);
    expect((await add()).statusCode).toBe(200);
    const lines = await cartOf(shop, me);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ teeName, instiName, quantity: 2 });
    const id = lines[0]!.orderItem_id;
    const res = await call('changeQuantityInCart', { orderItem_id: id, updatedQuantity: 3 });
    expect(res.json()).toEqual({ status: 200, message: 'Quantity updated' });
    expect((await cartOf(shop, me))[0]).toMatchObject({ teeName, instiName, quantity: 3 });
  });

  it('changes the size when the new size exists and holds the quantity', async () => {
    const tee = await insertProduct(database.db, {}, { M: 5, L: 1, XL: 0 });
    const id = await oneLine(tee.id, 'M', 2);
    const soldOut = await call('changeSizeInCart', { orderItem_id: id, updatedSize: 'XL' });
    expect(failure(soldOut)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Size XL is sold out',
    });
    const short = await call('changeSizeInCart', { orderItem_id: id, updatedSize: 'L' });
    expect(failure(short)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left in size L',
    });
    const bad = await call('changeSizeInCart', { orderItem_id: id, updatedSize: 'XXXL' });
    expect(failure(bad)).toMatchObject({ http: 400, message: 'Select a size' });
    const ok = await call('changeSizeInCart', { orderItem_id: id, updatedSize: 's' });
    expect(ok.json()).toEqual({ status: 200, message: 'Size changed to S' });
    expect((await cartOf(shop, me)).map((l) => [l.orderItem_id, l.size, l.quantity])).toEqual([
      [id, 'S', 2],
    ]);
  });

  it('merges into the line that already has the new size, capped at 5', async () => {
    const tee = await insertProduct(database.db);
    const small = await oneLine(tee.id, 'S', 3);
    const medium = await oneLine(tee.id, 'M', 4);
    const res = await call('changeSizeInCart', { orderItem_id: small, updatedSize: 'M' });
    expect(res.json()).toEqual({
      status: 200,
      message:
        'Size changed to M and merged with the same item in M. Quantity set to 5, the most per item.',
    });
    expect((await cartOf(shop, me)).map((l) => [l.orderItem_id, l.size, l.quantity])).toEqual([
      [medium, 'M', 5],
    ]);
  });

  it('removes a line, and moves one to the wishlist (idempotently)', async () => {
    const tee = await insertProduct(database.db);
    const hoodie = await insertProduct(database.db, { style: 'hoodie' });
    const a = await oneLine(tee.id, 'S');
    const b = await oneLine(tee.id, 'M');
    const c = await oneLine(hoodie.id, 'L');
    const removed = await call('removeFromCart', { orderItem_id: a, productId: tee.id });
    expect(removed.json()).toEqual({ status: 200, message: 'Removed from cart' });
    const again = await call('removeFromCart', { orderItem_id: a, productId: tee.id });
    expect(failure(again)).toMatchObject({ http: 404, code: 'CART_LINE_NOT_FOUND' });
    const wrongProduct = await call('removeFromCart', { orderItem_id: b, productId: hoodie.id });
    expect(failure(wrongProduct)).toMatchObject({ http: 404, code: 'CART_LINE_NOT_FOUND' });

    const moved = await call('moveToWishlist', { orderItem_id: b, productId: tee.id });
    expect(moved.json()).toEqual({ status: 200, message: 'Moved to wishlist' });
    await call('toggleWishlist', { productId: hoodie.id });
    expect((await call('moveToWishlist', { orderItem_id: c })).statusCode).toBe(200);
    expect(await cartOf(shop, me)).toEqual([]);
    const wishlist = await call('get-wishlisted-products', {});
    const ids = (wishlist.json() as { products: { product_id: number }[] }).products;
    expect(ids.map((p) => p.product_id).sort()).toEqual([tee.id, hoodie.id].sort());
  });

  it("treats another customer's line as not found, and leaves it alone", async () => {
    const tee = await insertProduct(database.db);
    const other = await signedUpUser(shop);
    const theirs = await oneLine(tee.id, 'M', 2, other);
    const attempts = [
      call('changeQuantityInCart', { orderItem_id: theirs, updatedQuantity: 5 }),
      call('changeSizeInCart', { orderItem_id: theirs, updatedSize: 'L' }),
      call('removeFromCart', { orderItem_id: theirs, productId: tee.id }),
      call('moveToWishlist', { orderItem_id: theirs, productId: tee.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(failure(res)).toEqual({
        http: 404,
        code: 'CART_LINE_NOT_FOUND',
        message: 'This item is no longer in your cart.',
      });
    }
    const unknown = await call('removeFromCart', { orderItem_id: 2_147_483_648 });
    expect(failure(unknown)).toMatchObject({ http: 404, code: 'CART_LINE_NOT_FOUND' });
    expect((await cartOf(shop, other)).map((l) => [l.orderItem_id, l.size, l.quantity])).toEqual([
      [theirs, 'M', 2],
    ]);
    const [row] = await database.db.select().from(cartLines).where(eq(cartLines.id, theirs));
    expect(row?.quantity).toBe(2);
  });
});
