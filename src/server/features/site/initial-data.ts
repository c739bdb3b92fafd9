import type { Product } from '#shared/contract/catalog.ts';
import { catalogKeys, type InitialQuery } from '#shared/cache-keys.ts';

/**
 * The data a landing page needs first, written into its HTML so a phone does not wait for an API
 * round trip after the script loads: the catalogue for Home and Shop, the product for its page.
 */
export async function initialQueries(
  pathname: string,
  product: Product | undefined,
  listProducts: () => Promise<Product[]>,
): Promise<InitialQuery[]> {
  if (pathname === '/' || pathname === '/shop') {
    return [{ key: catalogKeys.list(), data: await listProducts() }];
  }
  if (product) {
    return [{ key: catalogKeys.product(product.product_id), data: { status: 200, ...product } }];
  }
  return [];
}
