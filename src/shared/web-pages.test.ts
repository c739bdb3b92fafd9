import { describe, expect, it } from 'vitest';
import { isWebPage, pagePatterns } from './web-pages.ts';
import { paths } from './web-paths.ts';

describe('web page addresses', () => {
  it('lists every page pattern once', () => {
    expect(pagePatterns).toContain(paths.product.pattern);
    expect(pagePatterns).toContain('/profile/my-orders/:orderItemId');
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
});
