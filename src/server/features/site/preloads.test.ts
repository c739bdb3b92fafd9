import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Manifest } from './preloads.ts';
import { firstLoadFiles, loadManifest, preloadTags } from './preloads.ts';

/** A manifest shaped like Vite's: chunk keys are not file names, entries name their source. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_q.js'] },
  '_q.js': { file: 'assets/query-2.js' },
  '_shell.js': { file: 'assets/shell-3.js', imports: ['index.html'] },
  '_card.js': { file: 'assets/card-4.js', imports: ['_shell.js'] },
  'routes/root-layout.tsx': {
    file: 'assets/root-layout-5.js',
    src: 'routes/root-layout.tsx',
    imports: ['index.html', '_shell.js'],
  },
  'routes/home.tsx': { file: 'assets/home-6.js', src: 'routes/home.tsx', imports: ['_shell.js'] },
  'routes/shop.tsx': {
    file: 'assets/shop-7.js',
    src: 'routes/shop.tsx',
    imports: ['_card.js', '_q.js'],
  },
  'routes/product.tsx': { file: 'assets/product-8.js', src: 'routes/product.tsx' },
  'routes/cart.tsx': { file: 'assets/cart-9.js', src: 'routes/cart.tsx', imports: ['_card.js'] },
  'routes/profile-layout.tsx': { file: 'assets/profile-10.js', src: 'routes/profile-layout.tsx' },
  'routes/my-orders.tsx': { file: 'assets/orders-11.js', src: 'routes/my-orders.tsx' },
  'features/layout/footer.tsx': { file: 'assets/footer-12.js', src: 'features/layout/footer.tsx' },
  'routes/my-order.tsx': { file: 'assets/order-13.js', src: 'routes/my-order.tsx' },
  'routes/thank-you.tsx': { file: 'assets/thanks-14.js', src: 'routes/thank-you.tsx' },
  'routes/club-page.tsx': {
    file: 'assets/club-15.js',
    src: 'routes/club-page.tsx',
    imports: ['_card.js'],
  },
};

const preloaded = (pathname: string) =>
  preloadTags(manifest, pathname)
    .map((tag) => /href="\/([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href?.endsWith('.js'));

describe('preloads', () => {
  it("lists a landing page's first-load files by the route's source file, entry first", () => {
    expect(firstLoadFiles(manifest, 'routes/shop.tsx')).toEqual([
      'assets/index-1.js',
      'assets/query-2.js',
      'assets/root-layout-5.js',
      'assets/shell-3.js',
      'assets/shop-7.js',
      'assets/card-4.js',
    ]);
  });

  it('preloads the layout and the landing route with their imports, never the entry', () => {
    expect(preloaded('/')).toEqual([
      'assets/query-2.js',
      'assets/root-layout-5.js',
      'assets/shell-3.js',
      'assets/home-6.js',
    ]);
    expect(preloaded('/products/some-tee/12')).toContain('assets/product-8.js');
    expect(preloaded('/clubs/robotics')).toContain('assets/club-15.js');
    expect(preloaded('/cart')).toEqual([
      'assets/query-2.js',
      'assets/root-layout-5.js',
      'assets/shell-3.js',
      'assets/cart-9.js',
      'assets/card-4.js',
    ]);
    expect(preloaded('/profile/my-orders')).toEqual(
      expect.arrayContaining([
        'assets/profile-10.js',
        'assets/orders-11.js',
        'assets/footer-12.js',
      ]),
    );
    expect(preloaded('/thank-you/7KQ4-M9X2')).toEqual(
      expect.arrayContaining(['assets/thanks-14.js', 'assets/footer-12.js']),
    );
    expect(preloaded('/profile/my-orders/7KQ4-M9X2')).toEqual(
      expect.arrayContaining(['assets/profile-10.js', 'assets/order-13.js']),
    );
    expect(preloaded('/about')).toEqual([
      'assets/query-2.js',
      'assets/root-layout-5.js',
      'assets/shell-3.js',
    ]);
  });

  it("starts a signed-in page's own API calls early, and no other page's", () => {
    const early = (pathname: string) =>
      preloadTags(manifest, pathname)
        .map((tag) => /src="\/early-data\.js" data-calls="([^"]+)"/.exec(tag)?.[1])
        .filter(Boolean);
    expect(early('/cart')).toEqual(['products/getProductsInCart']);
    expect(early('/profile/my-orders')).toEqual(['auth/get-user-details products/my-orders']);
    expect(early('/')).toEqual([]);
    expect(early('/profile')).toEqual([]);
  });

  it("asks an order page's and a thank-you page's order by the number in the address", () => {
    const tag = (pathname: string) =>
      preloadTags(undefined, pathname).find((t) => t.includes('early-data.js')) ?? '';
    expect(tag('/profile/my-orders/7KQ4-M9X2')).toContain(
      'data-calls="auth/get-user-details" data-order-calls="products/my-order" data-order-number="7KQ4-M9X2"',
    );
    expect(tag('/thank-you/7KQ4-M9X2/')).toContain('data-order-number="7KQ4-M9X2"');
    // A number the page redirects first (lower case, an old item id) or refuses: nothing asked.
    expect(tag('/thank-you/7kq4-m9x2')).not.toContain('data-order');
    expect(tag('/profile/my-orders/123')).not.toContain('data-order');
    expect(tag('/thank-you/%22%3E%3Cscript%3E')).not.toContain('data-order');
  });

  describe('loadManifest', () => {
    let dir = '';
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('has none without a build, and refuses a build that lost a route module', async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'preloads-'));
      expect(await loadManifest(dir)).toBeUndefined();
      await mkdir(path.join(dir, '.vite'));
      const write = (m: Manifest) =>
        writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(m));
      await write(manifest);
      expect(await loadManifest(dir)).toEqual(manifest);
      const { 'routes/shop.tsx': _shop, ...renamed } = manifest;
      await write(renamed);
      await expect(loadManifest(dir)).rejects.toThrow('routes/shop.tsx is not in the build');
    });
  });
});
