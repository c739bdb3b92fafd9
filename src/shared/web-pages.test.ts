import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  isWebPage,
  layoutModules,
  notFoundModule,
  pageAt,
  pageNames,
  pagePatterns,
  webPages,
} from './web-pages.ts';
import { paths } from './web-paths.ts';

describe('web page addresses', () => {
  it('lists every page pattern once', () => {
    expect(pagePatterns).toContain(paths.product.pattern);
    expect(pagePatterns).toContain('/profile/my-orders/:orderRef');
    expect(new Set(pagePatterns).size).toBe(pagePatterns.length);
  });

  it('matches an address as the router does: any case, a trailing slash, one segment a parameter', () => {
    for (const page of ['/', '/shop', '/SHOP/', '/products/a-tee/12', '/profile/my-orders/7'])
      expect(isWebPage(page), page).toBe(true);
    for (const other of [
      '/nope',
      '/shop/x',
      '/products/a-tee',
      '/products/a/b/c',
      '/shopping',
      '//x',
    ])
      expect(isWebPage(other), other).toBe(false);
  });

  it('names a route module that exists for every page and layout', () => {
    const modules = [
      ...pageNames.map((name) => webPages[name].module),
      ...Object.values(layoutModules),
      notFoundModule,
    ];
    const missing = modules.filter(
      (module) => !existsSync(new URL(`../web/${module}`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });

  it('finds a page the server works on early only at the address the app links to', () => {
    const landing = (pathname: string) => pageAt(pathname, (page) => !!page.landing)?.name;
    expect(landing('/')).toBe('home');
    expect(landing('/shop')).toBe('shop');
    expect(landing('/products/a-tee/12')).toBe('product');
    expect(landing('/products/a-tee/12/')).toBe('product');
    for (const other of ['/SHOP', '/shop/', '/products/a-tee/x', '/products/a-tee', '/cart'])
      expect(landing(other), other).toBeUndefined();
    const early = (pathname: string) => pageAt(pathname, (page) => !!page.early)?.name;
    expect(early('/profile/my-orders')).toBe('myOrders');
    // The order page is found at any order address; which order is asked early is preloads' part.
    expect(early('/profile/my-orders/7KQ4-M9X2')).toBe('myOrder');
    expect(early('/profile/my-orders/3/extra')).toBeUndefined();
    expect(early('/profile')).toBeUndefined();
  });
});
