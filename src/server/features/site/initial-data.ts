import type { Product } from '#shared/contract/catalog.ts';
import { catalogKeys, type InitialQuery } from '#shared/cache-keys.ts';
import type { ProductPage, ProductPages } from '#shared/rules/catalog-pages.ts';

/**
 * The data a landing page needs first, written into its HTML so a phone does not wait for an API
 * round trip after the script loads: the shop's first page of products for Home and Shop (the
 * rest loads on request), the product for its page.
 */
export async function initialQueries(
  pathname: string,
  product: Product | undefined,
  firstPage: () => Promise<ProductPage>,
): Promise<InitialQuery[]> {
  if (pathname === '/' || pathname === '/shop') {
    const pages: ProductPages = { pages: [await firstPage()], pageParams: [null] };
    return [{ key: catalogKeys.pages(), data: pages }];
  }
  if (product) {
    return [{ key: catalogKeys.product(product.product_id), data: { status: 200, ...product } }];
  }
  return [];
}
