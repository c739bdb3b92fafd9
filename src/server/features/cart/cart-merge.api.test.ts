import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { products } from '../../db/schema/index.ts';
import { describeShop, signedUpEach, signedUpUser } from '../../test/test-shop.ts';
import { newDrop, openDrop } from '../drops/drops.test-kit.ts';
import { addToCart, cartOf, type Customer } from './cart.test-kit.ts';

/** A visitor's cart and wishlist brought into the account (docs/product.md#guest-cart). */
describeShop('merging a guest cart', ({ database, shop }) => {
  const me = signedUpEach(shop);
  const merge = (body: Record<string, unknown>, who: Customer = me) =>
    shop.call('products/merge-guest-cart', body, { token: who.token });
  const sizes = async (who: Customer = me) =>
    (await cartOf(shop, who))
      .map((l) => [l.product.product_id, l.size, l.quantity])
      .sort((a, b) => String(a).localeCompare(String(b)));
  const wishlistOf = async (who: Customer = me) =>
    (
      (await shop.call('products/get-wishlisted-products', {}, { token: who.token })).json() as {
        products: { product_id: number }[];
      }
    ).products.map((p) => p.product_id);

  it("adds the device's lines to the account's, lowering what is over the stock and saying so", async () => {
    const tee = await insertProduct(database.db, { name: 'Average IITian' }, { S: 10, M: 3 });
    const sold = await insertProduct(database.db, { name: 'Night Owl' }, { L: 0 });
    const hoodie = await insertProduct(database.db, { name: 'Campus Hoodie', style: 'hoodie' });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    await addToCart(shop, me, { productId: hoodie.id, selectedSize: 'L', quantity: 4 });

    const res = await merge({
      lines: [
        { productId: tee.id, selectedSize: 'S', quantity: 2 },
        // 2 in the account's cart and 3 left: 1 more fits.
        { productId: tee.id, selectedSize: 'm', quantity: 2 },
        { productId: sold.id, selectedSize: 'L', quantity: 1 },
        // 4 in the account's cart: 5 is the most a line holds.
        { productId: hoodie.id, selectedSize: 'L', quantity: 3 },
      ],
      wishlist: [sold.id, hoodie.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 200,
      message: 'Your cart is now in your account',
      notes: [
        'Average IITian: Only 3 left in size M, so quantity set to 3.',
        'Night Owl: Size L is sold out, so it was left out.',
        'Campus Hoodie: Quantity set to 5, the most per item.',
      ],
    });
    expect(await sizes()).toEqual(
      [
        [tee.id, 'S', 2],
        [tee.id, 'M', 3],
        [hoodie.id, 'L', 5],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect((await wishlistOf()).sort()).toEqual([sold.id, hoodie.id].sort());
  });

  it('joins repeated lines and never passes 5 a line, whatever the device says', async () => {
    const tee = await insertProduct(database.db, {}, { M: 50 });
    const line = { productId: tee.id, selectedSize: 'M', quantity: 5 };
    const res = await merge({ lines: [line, line, line] });
    expect(res.json()).toMatchObject({
      notes: [expect.stringMatching(/: Quantity set to 5, the most per item\.$/)],
    });
    expect(await sizes()).toEqual([[tee.id, 'M', 5]]);
  });

  it("lowers a pre-order to the drop's per-student limit, counting what the account already holds", async () => {
    const tee = await insertProduct(database.db, { name: 'Fest Tee' }, { M: 0, L: 0 });
    const drop = await newDrop(shop, [tee.id], { perStudentLimit: 3 });
    await openDrop(shop);
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', dropId: drop.id });

    const res = await merge({
      lines: [{ productId: tee.id, selectedSize: 'L', quantity: 4, dropId: drop.id }],
    });
    expect(res.json()).toMatchObject({
      notes: ['Fest Tee: Quantity set to 2: you may pre-order 3 of this product.'],
    });
    expect(await sizes()).toEqual(
      [
        [tee.id, 'L', 2],
        [tee.id, 'M', 1],
      ].sort((a, b) => String(a).localeCompare(String(b))),
    );
    // At the limit, a further line is left out with the drop's reason.
    const again = await merge({ lines: [{ productId: tee.id, selectedSize: 'M', quantity: 1 }] });
    expect(again.json().notes).toEqual([
      `Fest Tee: You can pre-order at most 3 of this product in ${drop.name}, and 3 are already ordered or in your cart, so it was left out.`,
    ]);
  });

  it("keeps each line's name and number; a number taken meanwhile is left out with a note, the rest kept", async () => {
    const jersey = await insertProduct(database.db, { name: 'Team Jersey' }, { M: 0, L: 0 });
    const drop = await newDrop(shop, [jersey.id], {
      cashAllowed: true,
      perStudentLimit: 4,
      namesTaken: true,
      numbersTaken: true,
      numbersUnique: true,
    });
    await openDrop(shop);
    const piece = { productId: jersey.id, quantity: 1, dropId: drop.id, instiName: 'IITM' };
    // Another student orders number 7 while this one's device still holds it.
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { ...piece, selectedSize: 'M', teeName: 'RAVI', teeNumber: 7 });
    const placed = await shop.call(
      'payment/confirm',
      { deliveryMethod: 'pickup' },
      { token: other.token },
    );
    expect(placed.statusCode, placed.body).toBe(200);

    const res = await merge({
      lines: [
        { ...piece, selectedSize: 'M', teeName: 'ASHA', teeNumber: 10 },
        { ...piece, selectedSize: 'L', teeName: 'ASHA', teeNumber: '7' },
        // A tampered device: a numbered piece is one jersey.
        { ...piece, selectedSize: 'L', teeName: 'ASHA', teeNumber: 11, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notes).toEqual([
      'Team Jersey: Number 7 is taken in this drop, so it was left out.',
      "Team Jersey: Number 11 goes on one piece: a numbered piece's quantity is 1, so it was left out.",
    ]);
    expect(await cartOf(shop, me)).toMatchObject([
      { size: 'M', quantity: 1, teeName: 'ASHA', instiName: 'IITM', teeNumber: '10' },
    ]);
  });

  it('skips unknown and off-sale products and a forged drop, with a note, and adds the rest', async () => {
    const tee = await insertProduct(database.db, { name: 'Kept Tee' });
    const gone = await insertProduct(database.db);
    await database.db.update(products).set({ active: false }).where(eq(products.id, gone.id));
    const res = await merge({
      lines: [
        { productId: 2_000_000_000, selectedSize: 'M', quantity: 1 },
        { productId: '99999999999', selectedSize: 'M', quantity: 1 },
        { productId: gone.id, selectedSize: 'M', quantity: 1 },
        { productId: tee.id, selectedSize: 'M', quantity: 1, dropId: 2_000_000_000 },
        { productId: tee.id, selectedSize: 'L', quantity: 1 },
      ],
      wishlist: [2_000_000_000, gone.id, tee.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notes).toEqual([
      'Kept Tee: This drop does not exist, so it was left out.',
      '3 items are no longer on sale, so they were left out.',
      '2 wishlisted products are no longer on sale, so they were left out.',
    ]);
    expect(await sizes()).toEqual([[tee.id, 'L', 1]]);
    expect(await wishlistOf()).toEqual([tee.id]);
  });

  it('refuses input past its limits, and never touches another account', async () => {
    const tee = await insertProduct(database.db);
    const other = await signedUpUser(shop);
    await addToCart(shop, other, { productId: tee.id, selectedSize: 'S' });
    const line = { productId: tee.id, selectedSize: 'M', quantity: 1 };

    const many = await merge({ lines: Array.from({ length: 21 }, () => line) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'A cart from this device can bring at most 20 items.',
    });
    const wished = await merge({ wishlist: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(wished.json()).toMatchObject({
      message: 'A wishlist from this device can bring at most 100 products.',
    });
    for (const quantity of [0, 6, 1e12, -3, 'lots']) {
      const huge = await merge({ lines: [{ ...line, quantity }] });
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({ message: 'Choose a quantity from 1 to 5' });
    }
    const badSize = await merge({ lines: [{ ...line, selectedSize: 'XXXL' }] });
    expect(badSize.json()).toMatchObject({ message: 'Select a size' });
    // Another account's e-mail is refused; ids of other accounts in the body are not read.
    const theirs = await merge({ email: other.email, lines: [line] });
    expect(theirs.statusCode).toBe(403);
    const named = await merge({
      userId: Number(other.claims.sub),
      user_id: other.email,
      lines: [line],
    });
    expect(named.statusCode).toBe(200);
    expect(await sizes(other)).toEqual([[tee.id, 'S', 1]]);
    expect(await sizes()).toEqual([[tee.id, 'M', 1]]);
    // Only for a signed-in student.
    expect((await shop.call('products/merge-guest-cart', { lines: [line] })).statusCode).toBe(401);
  });
});
