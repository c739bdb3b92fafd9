import { beforeAll, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { insertProduct } from '../../test/db-fixtures.ts';
import { minimalWebAppWithRenderer } from '../../test/minimal-web-app.ts';
import {
  describeShop,
  logIn,
  signedUpUser,
  startTestShop,
  type DescribeShopOptions,
  type SignedUpUser,
} from '../../test/test-shop.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { SESSION_TTL_MS } from '../auth/session.service.ts';

/**
 * The session cookie (docs/decisions/020): set with every token, cleared at logout, ignored by
 * every /api/v1 call, and read by the page handler alone to draw a signed-in page for its
 * visitor only, with the app's real renderer (src/web/entry-server.tsx).
 */
const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: async () => ({ webDir: await minimalWebAppWithRenderer() }),
};

/** The Set-Cookie header of a reply, as one string (undefined when none). */
/** The session cookie a reply sets (a login sets its device cookie beside it, ADR 022). */
const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const session = all.filter((c: string) => c.startsWith(`${SESSION_COOKIE}=`));
  return session.length > 0 ? session.join('\n') : undefined;
};

const cookie = (token: string) => ({ cookie: `other=1; ${SESSION_COOKIE}=${token}` });

describeShop('signed-in pages drawn from the session cookie', oneShop, ({ database, shop }) => {
  let tee: { id: number };
  let ana: SignedUpUser;

  beforeAll(async () => {
    tee = await insertProduct(database.db, { name: 'Quasar Tee', details: 'Quasar Tee' });
    ana = await signedUpUser(shop);
    const added = await shop.call(
      'products/addToCart',
      { productId: tee.id, selectedSize: 'M', quantity: 1 },
      { token: ana.token },
    );
    expect(added.statusCode).toBe(200);
    // Warm-up: the renderer's first draws load its route modules from source, which on a busy
    // machine can pass the draw's time limit; such a page goes out undrawn, as designed.
    for (const path of ['/cart', '/profile/my-orders']) {
      for (let i = 0; i < 5; i++) {
        const res = await shop.app.inject({ url: path, headers: cookie(ana.token) });
        if (res.body.includes('data-ssr')) break;
      }
    }
  });

  const page = (path: string, token?: string) =>
    shop.app.inject({ url: path, headers: token ? cookie(token) : {} });

  it('login sets the cookie: the token, HttpOnly, SameSite=Lax, Path=/, no longer than the token', async () => {
    const res = await shop.call('auth/login', { email: ana.email, password: ana.password });
    const { accessToken } = res.json() as { accessToken: string };
    const set = setCookieOf(res);
    expect(set).toBe(
      `${SESSION_COOKIE}=${accessToken}; Max-Age=${SESSION_TTL_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`,
    );
    // The reply's body is the contract's, unchanged.
    expect(Object.keys(res.json() as object).sort()).toEqual(
      ['accessToken', 'email', 'message', 'status', 'userName', 'userPhone'].sort(),
    );
  });

  it('logout clears it; auth/session-cookie sets it for the bearer token of the call', async () => {
    const token = await logIn(shop, ana.email, ana.password);
    const asked = await shop.call('auth/session-cookie', {}, { token });
    expect(asked.statusCode).toBe(200);
    expect(setCookieOf(asked)).toMatch(new RegExp(`^${SESSION_COOKIE}=${token}; Max-Age=`));
    expect((await shop.call('auth/session-cookie', {})).statusCode).toBe(401);

    const out = await shop.call('auth/logout', {}, { token });
    expect(setCookieOf(out)).toBe(`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('no /api/v1 call takes the cookie for a session: with only the cookie it is 401', async () => {
    for (const path of ['products/getProductsInCart', 'auth/get-user-details', 'auth/logout']) {
      const res = await shop.app.inject({
        method: 'POST',
        url: `/api/v1/${path}`,
        headers: { ...cookie(ana.token), 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode, path).toBe(401);
    }
    expect(
      (await shop.call('products/getProductsInCart', {}, { token: ana.token })).statusCode,
    ).toBe(200);
  });

  it("draws /cart and My Orders for the cookie's visitor: private, with their data, no token", async () => {
    const cart = await page('/cart', ana.token);
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.body).toContain('<div id="root" data-ssr="true">');
    expect(cart.body).toContain('Quasar Tee');
    expect(cart.body).toContain(
      `<script id="drawn-session" type="application/json">${JSON.stringify({ email: ana.email, name: ana.name, phone: ana.phoneNumber })}</script>`,
    );
    // The cart's whole reply is in the page's cache data, under the key the cart page reads.
    expect(cart.body).toMatch(
      new RegExp(
        `\\{"key":\\["cart","${ana.email.replace(/[.+]/g, '\\$&')}"\\],"data":\\{[^]*?"products":\\[\\{`,
      ),
    );
    expect(cart.body).not.toContain(ana.token);
    expect(cart.body).not.toContain('early-data.js');

    const orders = await page('/profile/my-orders', ana.token);
    expect(orders.headers['cache-control']).toBe('private, no-store');
    expect(orders.body).toContain('data-ssr="true"');
    expect(orders.body).toContain(`{"key":["orders","${ana.email}","list"],"data":[]}`);
    expect(orders.body).toContain(`Hi, <!-- -->${ana.name.split(' ')[0]}`);
  });

  it('another visitor never sees their data: not with their own cookie, nor as a guest', async () => {
    const ben = await signedUpUser(shop);
    await page('/cart', ana.token);
    const bens = await page('/cart', ben.token);
    expect(bens.body).toContain('data-ssr="true"');
    expect(bens.body).toContain(ben.email);
    expect(bens.body).not.toContain('Quasar Tee');
    expect(bens.body).not.toContain(ana.email);

    // Guests' pages (kept and shared: page-cache.ts) hold nothing of a signed-in draw.
    await page('/profile/my-orders', ana.token);
    for (const path of ['/cart', '/profile/my-orders', '/', '/shop']) {
      const guest = await page(path);
      expect(guest.headers['cache-control'], path).toBe('no-cache');
      expect(guest.body, path).not.toContain(ana.email);
      expect(guest.body, path).not.toContain('drawn-session');
    }
  });

  it('a forged, revoked, expired or garbled cookie gets the page as for a guest', async () => {
    const guestCart = (res: {
      statusCode: number;
      body: string;
      headers: Record<string, unknown>;
    }) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('data-ssr');
      expect(res.body).not.toContain('Quasar Tee');
      expect(res.body).not.toContain(ana.email);
      expect(res.body).toContain('early-data.js');
    };
    // Signed with another key, for Ana's own session.
    const forged = await new SignJWT({ email: ana.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ana.claims.sub))
      .setJti(String(ana.claims.jti))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    guestCart(await page('/cart', forged));
    guestCart(await page('/cart', 'not-a-token'));
    guestCart(
      await shop.app.inject({ url: '/cart', headers: { cookie: `${SESSION_COOKIE}="<script>"` } }),
    );

    const token = await logIn(shop, ana.email, ana.password);
    expect((await page('/cart', token)).body).toContain('data-ssr="true"');
    await shop.call('auth/logout', {}, { token });
    guestCart(await page('/cart', token));

    const later = await logIn(shop, ana.email, ana.password);
    shop.clock.advance(SESSION_TTL_MS + 1000);
    try {
      guestCart(await page('/cart', later));
    } finally {
      shop.clock.advance(-(SESSION_TTL_MS + 1000));
    }
  });
});

describeShop('the session cookie over https', ({ database }) => {
  it('is Secure when the shop is served over https', async () => {
    const shop = await startTestShop(database.db, { env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const user = await signedUpUser(shop);
      const res = await shop.call('auth/login', { email: user.email, password: user.password });
      expect(setCookieOf(res)).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await shop.close();
    }
  });
});
