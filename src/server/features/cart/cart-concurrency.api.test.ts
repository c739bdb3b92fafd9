import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { cartLines } from '../../db/schema/index.ts';
import { describeShop, signedUpEach } from '../../test/test-shop.ts';
import { addToCart, cartOf } from './cart.test-kit.ts';

/** Many calls at once (on PostgreSQL: over several pooled connections) keep the cart's rules. */
describeShop('parallel cart calls', ({ database, shop }) => {
  const me = signedUpEach(shop);

  const myRows = () =>
    database.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.userId, Number(me.claims.sub)));

  it('never makes two lines or passes 5', async () => {
    const tee = await insertProduct(database.db);
    const body = { productId: tee.id, selectedSize: 'M', quantity: 1 };
    const replies = await Promise.all(Array.from({ length: 12 }, () => addToCart(shop, me, body)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(7).fill(422)]);
    const rows = await myRows();
    expect(rows.map((r) => [r.size, r.quantity])).toEqual([['M', 5]]);
  });

  it('never passes the stock, also across differently named lines', async () => {
    const club = await insertProduct(database.db, { isOwnBrand: false }, { L: 4 });
    const replies = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].flatMap((teeName) =>
        [1, 2].map(() =>
          addToCart(shop, me, {
            productId: club.id,
            selectedSize: 'L',
            quantity: 2,
            teeName,
            instiName: 'IITM',
          }),
        ),
      ),
    );
    expect(replies.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const lines = await cartOf(shop, me);
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(4);
    const names = lines.map((l) => l.teeName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the stock when quantity changes of differently named lines race', async () => {
    const club = await insertProduct(database.db, { isOwnBrand: false }, { L: 10 });
    for (const teeName of ['A', 'B', 'C', 'D', 'E']) {
      const body = { productId: club.id, selectedSize: 'L', quantity: 1, instiName: 'IITM' };
      expect((await addToCart(shop, me, { ...body, teeName })).statusCode).toBe(200);
    }
    const ids = (await cartOf(shop, me)).map((l) => l.orderItem_id);
    const change = (orderItem_id: number) =>
      shop.call(
        'products/changeQuantityInCart',
        { orderItem_id, updatedQuantity: 5 },
        { token: me.token },
      );
    // Each change alone fits (5 + 4 of 10); once one line holds 5, no other line can.
    const replies = await Promise.all(ids.flatMap((id) => [change(id), change(id), change(id)]));
    expect(replies.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const lines = await cartOf(shop, me);
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 1, 1, 1, 5]);
  });

  it('keeps one line when changes and adds race', async () => {
    const tee = await insertProduct(database.db, {}, { S: 10, M: 10 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'S', quantity: 2 });
    const [line] = await cartOf(shop, me);
    await Promise.all([
      shop.call(
        'products/changeSizeInCart',
        { orderItem_id: line!.orderItem_id, updatedSize: 'M' },
        { token: me.token },
      ),
      addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 }),
      addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 }),
    ]);
    const lines = await cartOf(shop, me);
    expect(lines.map((l) => l.size)).toEqual(['M']);
    expect(lines[0]!.quantity).toBe(5);
  });
});
