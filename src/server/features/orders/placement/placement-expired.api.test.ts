import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, stockHolds } from '../../../db/schema/index.ts';
import { insertProduct, stockReader } from '../../../test/db-fixtures.ts';
import { signedUpUser, describeShop } from '../../../test/test-shop.ts';
import { addToCart, cartOf, failure } from '../../cart/cart.test-kit.ts';

/**
 * A cash order whose stock holds were given back between its two phases (place-order.ts: they
 * ran out and the reconciliation job released them) must not be written: the order's
 * transaction consumes them with its items and finds them gone.
 */
describeShop('a placement whose holds ran out', ({ database, shop }) => {
  const stockOf = stockReader(database);

  it('answers "took too long", writes no order and keeps the stock and the cart', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, {}, { M: 5 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    // The holds are given back just before the order is written, inside its transaction, as a
    // release committed between the two phases would look to it.
    await database.db.execute(sql`
      create function give_back_holds() returns trigger language plpgsql as $$
      begin
        update stock_holds set state = 'released', settled_at = now()
        where state = 'held' and payment_id is null;
        return new;
      end $$`);
    await database.db.execute(sql`
      create trigger give_back_holds before insert on orders
      for each row execute function give_back_holds()`);
    try {
      const res = await shop.call(
        'payment/confirm',
        { deliveryMethod: 'pickup' },
        { token: me.token },
      );
      expect(failure(res)).toMatchObject({
        code: 'CONFLICT',
        message: 'Placing your order took too long. Please place it again.',
      });
    } finally {
      await database.db.execute(sql`drop trigger give_back_holds on orders`);
      await database.db.execute(sql`drop function give_back_holds()`);
    }
    expect(await database.db.select().from(orders)).toHaveLength(0);
    expect(await stockOf(tee.sizeIds.M)).toBe(5);
    expect(await cartOf(shop, me)).toHaveLength(1);
    const holds = await database.db.select().from(stockHolds);
    expect(holds.map((h) => h.state)).toEqual(['released']);

    // Without the trigger the same cart is ordered, its hold consumed.
    const again = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: me.token },
    );
    expect(again.statusCode).toBe(200);
    expect(await stockOf(tee.sizeIds.M)).toBe(3);
    const consumed = await database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.state, 'consumed'));
    expect(consumed.map((h) => h.quantity)).toEqual([2]);
  });
});
