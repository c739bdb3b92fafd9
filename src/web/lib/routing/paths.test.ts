import { describe, expect, it } from 'vitest';
import { productPath, slugFromDetails } from '#shared/rules/slug.ts';
import { pagePatterns } from '#shared/web-pages.ts';
import type { RouteObject } from 'react-router';
import { routes } from '#web/router.tsx';
import { paths } from './paths.ts';

describe('paths', () => {
  it('fills a pattern from its parameters, in order and URL-encoded', () => {
    expect(paths.updateProduct.pattern).toBe('/updateProduct/:productId');
    expect(paths.updateProduct(7)).toBe('/updateProduct/7');
    expect(paths.product('a b', 3)).toBe('/products/a%20b/3');
  });

  it('matches the product links the shared rule builds (and the server puts in the sitemap)', () => {
    const product = { product_id: 12, details: 'Average IITian Black Tee' };
    expect(paths.product(slugFromDetails(product.details), product.product_id)).toBe(
      productPath(product),
    );
  });

  it('has every route of the router, so the server knows each page (others answer 404)', () => {
    const routePaths = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);
    const all = routePaths(routes).filter((p) => p !== '*');
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((p) => !pagePatterns.includes(p))).toEqual([]);
  });
});
