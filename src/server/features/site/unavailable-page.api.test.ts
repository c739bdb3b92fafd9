import { afterEach, expect, it, vi } from 'vitest';
import { markFromDatabase } from '../../db/connection-errors.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop } from '../../test/test-shop.ts';

/** What a query meets with PostgreSQL stopped: a refused connection, marked as the database's. */
function refused(): never {
  const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  throw markFromDatabase(error);
}

describeShop(
  'a page while the database is out of reach',
  {
    shopPer: 'file',
    shop: async () => ({ webDir: await minimalWebApp(), env: { SHOP_NAME: 'Quad <Threads>' } }),
  },
  ({ shop }) => {
    afterEach(() => vi.restoreAllMocks());

    const databaseDown = () => {
      for (const method of ['select', 'execute', 'transaction'] as const) {
        vi.spyOn(shop.db, method).mockImplementation(refused);
      }
    };

    it("answers a browser with the shop's HTML page, 503 and Retry-After, never JSON", async () => {
      databaseDown();
      const res = await shop.app.inject({ url: '/shop', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.body).toContain('<span class="brand">Quad &#60;Threads&#62;</span>');
      expect(res.body).toContain('The shop is busy or being updated');
      expect(res.body).toContain('503 Service Unavailable');
      expect(res.body).toContain('<a class="retry" href="">Try again</a>');
      expect(res.body).not.toMatch(/<script/i);
    });

    it('keeps the JSON failure for an API call', async () => {
      databaseDown();
      const res = await shop.app.inject({
        url: '/api/v1/products/get-product',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toMatchObject({ status: 404, code: 'DATABASE_UNAVAILABLE' });
    });

    it('draws the page again once the database is back', async () => {
      const res = await shop.app.inject({ url: '/shop', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
    });
  },
);
