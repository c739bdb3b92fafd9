import { beforeAll, expect, it } from 'vitest';

import { insertProduct } from '../../test/db-fixtures.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop, type DescribeShopOptions } from '../../test/test-shop.ts';
import { newDrop } from '../drops/drops.test-kit.ts';

const oneShop: DescribeShopOptions = {
  shopPer: 'file',
  shop: async () => ({
    webDir: await minimalWebApp(),
    env: { SHOP_NAME: 'Quad <Threads>', CORS_ORIGINS: 'https://club.example' },
  }),
};

describeShop('pages, probes and headers', oneShop, ({ database, shop }) => {
  let product: { id: number };

  beforeAll(async () => {
    product = await insertProduct(database.db, {
      name: 'Flame Tee',
      details: 'Flame Tee – Crème Édition',
      description: 'A warm tee "for" nights.',
    });
  });

  it('fills a product page with its title, description, preview image and data', async () => {
    const res = await shop.app.inject({
      url: `/products/flame-tee-creme-edition/${product.id}`,
    });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Flame Tee · ₹499 · Quad &#60;Threads&#62;</title>');
    expect(html).toContain(
      '<meta property="og:description" content="A warm tee &#34;for&#34; nights.">',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/uploads\/images\/test-/,
    );
    expect(html).toContain('<script id="initial-data" type="application/json">');
    expect(html).toContain('Quad &#60;Threads&#62;</div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("draws a link-only drop's product page only for its link", async () => {
    const tee = await insertProduct(database.db, {
      name: 'Hidden Jersey',
      details: 'Hidden Jersey Regular - Navy',
    });
    const drop = await newDrop(shop, [tee.id], { audience: 'link' });
    const url = `/products/hidden-jersey-regular-navy/${tee.id}`;
    const plain = await shop.app.inject({ url });
    expect(plain.statusCode).toBe(404);
    expect(plain.body).not.toContain('Hidden Jersey');
    const linked = await shop.app.inject({ url: `${url}?key=${drop.linkKey!}` });
    expect(linked.statusCode).toBe(200);
    expect(linked.body).toContain('<title>Hidden Jersey');
  });

  it('compresses pages and answers HEAD for them like GET', async () => {
    const url = `/products/flame-tee-creme-edition/${product.id}`;
    const page = await shop.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    const head = await shop.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const post = await shop.app.inject({ method: 'POST', url: '/shop' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('moves a mistyped product slug (301) to the address of the product, and serves the app for other routes', async () => {
    const canonical = `/products/flame-tee-creme-edition/${product.id}`;
    const wrong = await shop.app.inject({ url: `/products/other-slug/${product.id}?ref=chat` });
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${canonical}?ref=chat`);
    const right = await shop.app.inject({ url: canonical });
    expect(right.statusCode).toBe(200);
    const unknown = await shop.app.inject({ url: `/products/other-slug/999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Product not found');
    const about = await shop.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<script id="shop-settings" type="application/json">');
    const api = await shop.app.inject({ url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 with the app (its not-found screen) for an address the web app has no page for', async () => {
    for (const url of [
      '/nope',
      '/shop/extra',
      '/profile/unknown-tab',
      '/products/flame-tee',
      '/wp-login.php/x',
    ]) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Page not found · Quad &#60;Threads&#62;</title>');
      expect(res.body).toContain('<script id="shop-settings" type="application/json">');
    }
    const badId = await shop.app.inject({ url: '/products/flame-tee/abc' });
    expect(badId.statusCode).toBe(404);
    expect(badId.body).toContain('<title>Product not found');
    for (const url of [
      '/',
      '/shop',
      '/About/',
      '/profile',
      '/profile/my-orders/12',
      '/paymentValid/PAY-1',
      '/updateProduct/3',
      '/login?next=/cart',
    ]) {
      expect((await shop.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  // (A raw backtick in a path reaches the server only from hand-made requests; inject encodes it,
  // so html-template.test.ts covers that one.)
  it.each(['/product/$&', "/$'x", '/about$$', '/shop?q=$`'])(
    'fills the head of %s as typed: `$` in the address is no replacement pattern',
    async (url) => {
      const res = await shop.app.inject({ url });
      const pathname = url.split('?')[0]!;
      const escaped = `${shop.config.publicUrl}${pathname}`.replace(
        /[&<>"']/g,
        (c) => `&#${c.charCodeAt(0)};`,
      );
      expect(res.body).toContain(`<link rel="canonical" href="${escaped}">`);
      expect(res.body).toContain(`<meta property="og:url" content="${escaped}">`);
      expect(res.body.match(/<head>|<title>|<!doctype html>/g)).toEqual([
        '<!doctype html>',
        '<head>',
        '<title>',
      ]);
      expect(res.body).not.toContain('<!--app-head-->');
    },
  );

  it('serves robots.txt, a sitemap with products, and a web manifest', async () => {
    const robots = await shop.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/Sitemap: http:\/\/.+\/sitemap\.xml/);
    const sitemap = await shop.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`/products/flame-tee-creme-edition/${product.id}</loc>`);
    const manifest = (await shop.app.inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: 'Quad <Threads>', start_url: '/' });
  });

  it('answers health and readiness probes', async () => {
    expect((await shop.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await shop.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers, a request id, and CORS only to allowed origins', async () => {
    const res = await shop.app.inject({
      url: '/api/v1/products/get-product',
      headers: { origin: 'https://club.example', 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    expect(res.headers['access-control-allow-origin']).toBe('https://club.example');
    const other = await shop.app.inject({
      url: '/api/v1/products/get-product',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI description of every call', async () => {
    const spec = (await shop.app.inject({ url: '/docs/json' })).json();
    expect(Object.keys(spec.paths)).toContain('/api/v1/products/get-product-details/{id}');
    expect(Object.keys(spec.paths)).toContain('/api/v1/auth/login');
  });
});
