import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { products, productSizes } from '../../db/schema/index.ts';
import { describeShop, signedUpEach } from '../../test/test-shop.ts';
import { addToCart, cartOf, failure } from './cart.test-kit.ts';
import { cartLinesOnSale } from './cart.service.ts';
import { deliveryChargesOf } from '../orders/placement/delivery-terms.ts';
import { priceCart } from '../orders/placement/pricing.ts';

describeShop('adding to the cart', { engines: 'every' }, ({ database, shop }) => {
  const me = signedUpEach(shop);

  it('adds a line shaped as the contract says, priced from the product', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 54_950 }, { M: 4 });
    const res = await addToCart(shop, me, {
      productId: String(tee.id),
      quantity: '2',
      selectedSize: 'm',
      teeName: 'ignored for own-brand',
      price: 1,
    });
    expect(res.json()).toEqual({ status: 200, message: 'Added to cart' });
    const [line, ...rest] = await cartOf(shop, me);
    expect(rest).toEqual([]);
    expect(line).toEqual({
      orderItem_id: expect.any(Number),
      quantity: 2,
      size: 'M',
      style: 'regular',
      price: 549.5,
      teeName: '',
      instiName: '',
      product: {
        product_id: tee.id,
        name: expect.stringMatching(/^Test Tee /),
        details: expect.stringMatching(/^Test Tee .* - White$/),
        price: 549.5,
        style: 'regular',
        imageUrl: [expect.stringMatching(/front\.webp$/), expect.stringMatching(/chart\.webp$/)],
        isInstibuzz: true,
        sizeQuantities: [
          { size_id: tee.sizeIds.XS, size: 'XS', quantity: 10 },
          { size_id: tee.sizeIds.S, size: 'S', quantity: 10 },
          { size_id: tee.sizeIds.M, size: 'M', quantity: 4 },
          { size_id: tee.sizeIds.L, size: 'L', quantity: 10 },
          { size_id: tee.sizeIds.XL, size: 'XL', quantity: 10 },
          { size_id: tee.sizeIds['2XL'], size: '2XL', quantity: 10 },
        ],
      },
    });
    // A later price change shows at once: the cart never keeps a price of its own.
    await database.db.update(products).set({ pricePaise: 59_900 }).where(eq(products.id, tee.id));
    expect((await cartOf(shop, me))[0]).toMatchObject({ price: 599, product: { price: 599 } });
  });

  it('merges the same product and size into one line, at most 5', async () => {
    const tee = await insertProduct(database.db);
    await addToCart(shop, me, { productId: tee.id, quantity: 3, selectedSize: 'L' });
    const merged = await addToCart(shop, me, { productId: tee.id, quantity: 1, selectedSize: 'L' });
    expect(merged.json()).toEqual({ status: 200, message: 'Added to cart' });
    const capped = await addToCart(shop, me, { productId: tee.id, quantity: 4, selectedSize: 'L' });
    expect(capped.json()).toEqual({
      status: 200,
      message: 'Added to cart. Quantity set to 5, the most per item.',
    });
    const full = await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    expect(failure(full)).toEqual({
      http: 422,
      code: 'CART_LINE_FULL',
      message: 'You already have 5 of these in size L in your cart, the most per item',
    });
    const lines = await cartOf(shop, me);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([['L', 5]]);
  });

  it('never asks for more than is in stock, and says what is left', async () => {
    const tee = await insertProduct(database.db, {}, { M: 3, L: 0 });
    await addToCart(shop, me, { productId: tee.id, quantity: 2, selectedSize: 'M' });
    const capped = await addToCart(shop, me, { productId: tee.id, quantity: 2, selectedSize: 'M' });
    expect(capped.json()).toEqual({
      status: 200,
      message: 'Added to cart. Only 3 left in size M, so quantity set to 3.',
    });
    const more = await addToCart(shop, me, { productId: tee.id, selectedSize: 'M' });
    expect(failure(more)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left in size M, and 3 are already in your cart',
    });
    const soldOut = await addToCart(shop, me, { productId: tee.id, selectedSize: 'L' });
    expect(failure(soldOut)).toEqual({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: 'Size L is sold out',
    });
    expect((await cartOf(shop, me)).map((l) => [l.size, l.quantity])).toEqual([['M', 3]]);
  });

  it('refuses a size the product does not come in, and bad sizes or quantities', async () => {
    const tee = await insertProduct(database.db);
    await database.db
      .delete(productSizes)
      .where(and(eq(productSizes.productId, tee.id), eq(productSizes.size, 'XS')));
    const missing = await addToCart(shop, me, { productId: tee.id, selectedSize: 'XS' });
    expect(failure(missing)).toEqual({
      http: 409,
      code: 'SIZE_UNAVAILABLE',
      message: 'Size XS is not available for this product',
    });
    const noSize = await addToCart(shop, me, { productId: tee.id, selectedSize: 'XXL' });
    expect(failure(noSize)).toMatchObject({ http: 400, message: 'Select a size' });
    for (const quantity of [0, 6, '6']) {
      const res = await addToCart(shop, me, { productId: tee.id, quantity, selectedSize: 'M' });
      expect(failure(res)).toMatchObject({ http: 400, message: 'Choose a quantity from 1 to 5' });
    }
    for (const quantity of [2.5, 'two']) {
      const res = await addToCart(shop, me, { productId: tee.id, quantity, selectedSize: 'M' });
      expect(failure(res)).toMatchObject({ http: 400, code: 'VALIDATION_FAILED' });
    }
    expect(await cartOf(shop, me)).toEqual([]);
  });

  it('needs both names for a club product; other names make another line', async () => {
    const club = await insertProduct(
      database.db,
      { isOwnBrand: false, style: 'sponsered' },
      { M: 4 },
    );
    const noNames = await addToCart(shop, me, { productId: club.id, selectedSize: 'M' });
    expect(failure(noNames)).toEqual({ http: 422, code: 'NAMES_REQUIRED', message: 'Enter Name' });
    const noInsti = await addToCart(shop, me, {
      productId: club.id,
      selectedSize: 'M',
      teeName: 'Asha',
      instiName: '   ',
    });
    expect(failure(noInsti)).toEqual({
      http: 422,
      code: 'NAMES_REQUIRED',
      message: 'Enter Institution Name',
    });
    const asha = { productId: club.id, selectedSize: 'M', teeName: 'Asha', instiName: 'IITM' };
    expect((await addToCart(shop, me, { ...asha, quantity: 2 })).statusCode).toBe(200);
    expect((await addToCart(shop, me, asha)).statusCode).toBe(200);
    // The size's stock (4) is shared with the other line: only 1 is left for Ravi.
    const ravi = await addToCart(shop, me, { ...asha, teeName: 'Ravi', quantity: 2 });
    expect(ravi.json()).toEqual({
      status: 200,
      message:
        'Added to cart. Only 4 left in size M and 3 are in your other items, so quantity set to 1.',
    });
    const lines = await cartOf(shop, me);
    expect(lines.map((l) => [l.teeName, l.instiName, l.quantity, l.style])).toEqual([
      ['Ravi', 'IITM', 1, 'sponsered'],
      ['Asha', 'IITM', 3, 'sponsered'],
    ]);
  });

  it('lists newest first and hides products taken off sale', async () => {
    const first = await insertProduct(database.db);
    const second = await insertProduct(database.db);
    await addToCart(shop, me, { productId: first.id, selectedSize: 'S' });
    await addToCart(shop, me, { productId: second.id, selectedSize: 'S' });
    await addToCart(shop, me, { productId: first.id, selectedSize: 'XL' });
    const ids = (lines: { product: { product_id: number }; size: string }[]) =>
      lines.map((l) => [l.product.product_id, l.size]);
    expect(ids(await cartOf(shop, me))).toEqual([
      [first.id, 'XL'],
      [second.id, 'S'],
      [first.id, 'S'],
    ]);
    await database.db.update(products).set({ active: false }).where(eq(products.id, first.id));
    expect(ids(await cartOf(shop, me))).toEqual([[second.id, 'S']]);
    const offSale = await addToCart(shop, me, { productId: first.id, selectedSize: 'S' });
    expect(failure(offSale)).toMatchObject({ http: 404, code: 'PRODUCT_NOT_FOUND' });
    for (const productId of [2_000_000_000, 3_000_000_000]) {
      const unknown = await addToCart(shop, me, { productId, selectedSize: 'S' });
      expect(failure(unknown)).toMatchObject({ http: 404, code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('prices the cart for checkout from the products, by the shared delivery rule', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 49_900 });
    const club = await insertProduct(database.db, { pricePaise: 29_950, isOwnBrand: false });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2, price: 1 });
    const charges = { charges: deliveryChargesOf(shop.config) };
    const userId = Number(me.claims.sub);
    expect(priceCart(await cartLinesOnSale(database.db, userId), 'hostel', charges).totals).toEqual(
      {
        totalMrp: 99_800,
        platformFee: 0,
        discount: 0,
        deliveryCharges: 1_900,
        totalAmount: 101_700,
        freeDeliveryGap: null,
      },
    );
    const names = { teeName: 'Asha', instiName: 'IITM' };
    await addToCart(shop, me, { productId: club.id, selectedSize: 'S', ...names });
    // A club tee goes by the chosen method like any tee: a mixed cart picked up costs nothing more.
    expect(priceCart(await cartLinesOnSale(database.db, userId), 'pickup', charges).totals).toEqual(
      {
        totalMrp: 129_750,
        platformFee: 0,
        discount: 0,
        deliveryCharges: 0,
        totalAmount: 129_750,
        freeDeliveryGap: null,
      },
    );
  });

  it('needs the token, and the body e-mail must be the caller’s', async () => {
    const tee = await insertProduct(database.db);
    const body = { productId: tee.id, selectedSize: 'M' };
    expect((await shop.call('products/addToCart', body)).statusCode).toBe(401);
    expect((await shop.call('products/getProductsInCart', {})).statusCode).toBe(401);
    const other = await addToCart(shop, me, { ...body, email: 'someone.else@campus.example' });
    expect(failure(other)).toMatchObject({ http: 403, code: 'EMAIL_MISMATCH' });
    expect(await cartOf(shop, me)).toEqual([]);
  });
});
