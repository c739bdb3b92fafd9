import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '#shared/contract/catalog.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';
import { describeShop, signedUpEach } from '../../test/test-shop.ts';

describeShop('wishlist API', ({ database, shop }) => {
  const me = signedUpEach(shop);

  const toggle = (productId: unknown) =>
    shop.call('products/toggleWishlist', { email: me.email, productId }, { token: me.token });
  const wishlist = async () => {
    const res = await shop.call(
      'products/get-wishlisted-products',
      { email: me.email },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as { products: Product[] }).products;
  };

  it('toggles a product in and out, saying where it left it', async () => {
    const tee = await insertProduct(database.db, { pricePaise: 39_900, tags: ['new'] });
    const added = await toggle(String(tee.id));
    expect(added.json()).toEqual({ status: 200, message: 'Added to wishlist', wishlisted: true });
    const [product, ...rest] = await wishlist();
    expect(rest).toEqual([]);
    expect(product).toMatchObject({
      product_id: tee.id,
      price: 399,
      style: 'regular',
      tags: ['new'],
      isInstibuzz: true,
      details: expect.stringMatching(/^Test Tee /),
      description: 'A tee made for tests.',
    });
    expect(product?.sizeQuantities).toHaveLength(6);
    expect(product?.imageUrl).toHaveLength(2);
    const removed = await toggle(tee.id);
    expect(removed.json()).toEqual({
      status: 200,
      message: 'Removed from wishlist',
      wishlisted: false,
    });
    expect(await wishlist()).toEqual([]);
  });

  it('lists the newest first and hides products taken off sale', async () => {
    const first = await insertProduct(database.db);
    const second = await insertProduct(database.db);
    await toggle(first.id);
    await toggle(second.id);
    expect((await wishlist()).map((p) => p.product_id)).toEqual([second.id, first.id]);
    await database.db.update(products).set({ active: false }).where(eq(products.id, second.id));
    expect((await wishlist()).map((p) => p.product_id)).toEqual([first.id]);
    // Off sale: it can still be taken out, but not put back.
    expect((await toggle(second.id)).json()).toMatchObject({ wishlisted: false });
    for (const productId of [second.id, 1_999_999_999, 3_000_000_000]) {
      const res = await shop.call('products/toggleWishlist', { productId }, { token: me.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    }
  });

  it('needs the token; the body e-mail must be the caller’s', async () => {
    const tee = await insertProduct(database.db);
    const anonymous = await shop.call('products/toggleWishlist', { productId: tee.id });
    expect(anonymous.statusCode).toBe(401);
    expect((await shop.call('products/get-wishlisted-products', {})).statusCode).toBe(401);
    const other = await shop.call(
      'products/get-wishlisted-products',
      { email: 'someone.else@campus.example' },
      { token: me.token },
    );
    expect(other.statusCode).toBe(403);
  });

  it('keeps a consistent state under parallel toggles', async () => {
    const tee = await insertProduct(database.db);
    const replies = await Promise.all(Array.from({ length: 7 }, () => toggle(tee.id)));
    const states = replies.map((r) => (r.json() as { wishlisted: boolean }).wishlisted);
    // They ran one after another: in, out, in, ... so 4 "in" and 3 "out", and it ends in.
    expect(states.filter(Boolean)).toHaveLength(4);
    const rows = await database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.productId, tee.id));
    expect(rows).toHaveLength(1);
    expect((await wishlist()).map((p) => p.product_id)).toEqual([tee.id]);
  });
});
