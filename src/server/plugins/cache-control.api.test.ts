import { expect, it } from 'vitest';
import { insertProduct } from '../test/db-fixtures.ts';
import { newPerson, signUp, describeShop } from '../test/test-shop.ts';
import { signedInAdmin } from '../features/admin/admin.test-kit.ts';

/**
 * Replies that carry personal data or a token are never stored by a browser or a shared cache
 * (none said so); public catalogue replies keep their caching and ETag.
 */
describeShop('Cache-Control of API replies', ({ database, shop }) => {
  it('no-store on login, signed-in calls, admin lists and refusals', async () => {
    const person = await signUp(shop, newPerson());
    const login = await shop.call('auth/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = (login.json() as { accessToken: string }).accessToken;

    for (const path of [
      'auth/get-user-details',
      'auth/get-user-addresses',
      'products/getProductsInCart',
      'products/get-wishlisted-products',
      'products/orders',
    ]) {
      const res = await shop.call(path, {}, { token });
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    const admin = await signedInAdmin(shop);
    const all = await shop.call('products/allOrders', {}, { token: admin.token });
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');

    // Refusals and unknown calls too (a 401 still tells what the call was).
    expect((await shop.call('products/orders', {})).headers['cache-control']).toBe('no-store');
    const unknown = await shop.app.inject({ method: 'POST', url: '/api/v1/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('public catalogue and PIN code replies keep their caching, also for a signed-in caller', async () => {
    const tee = await insertProduct(database.db, { name: 'Cache Tee' }, { M: 3 });
    const person = await signUp(shop, newPerson());
    const login = await shop.call('auth/login', { email: person.email, password: person.password });
    const token = (login.json() as { accessToken: string }).accessToken;
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const list = await shop.app.inject({ url: '/api/v1/products/get-product', headers });
      expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      expect(list.headers.etag).toBeTruthy();
      const again = await shop.app.inject({
        url: '/api/v1/products/get-product',
        headers: { ...headers, 'if-none-match': String(list.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      const details = await shop.app.inject({
        url: `/api/v1/products/get-product-details/${tee.id}`,
        headers,
      });
      expect(details.statusCode).toBe(200);
      expect(details.headers['cache-control']).toBe('public, max-age=0, s-maxage=15');
      const pin = await shop.app.inject({ url: '/api/v1/pincode/600036', headers });
      expect(pin.headers['cache-control']).toBe('public, max-age=86400');
    }
  });
});
