import type { Product } from '#shared/contract/catalog.ts';
import type { ClubPageReply } from '#shared/contract/club-pages.ts';
import { catalogKeys, type InitialQuery } from '#shared/cache-keys.ts';
import { clubKeys } from '#shared/club-keys.ts';
import type { ProductPage, ProductPages } from '#shared/rules/catalog-pages.ts';
import {
  filtersFromSearch,
  searchOfFilters,
  searchPagesKey,
  type ShopFilters,
} from '#shared/rules/shop-search.ts';

/**
 * The data a landing page needs first, written into its HTML so a phone does not wait for an API
 * round trip after the script loads: the shop's first page of products for Home and Shop (the
 * rest loads on request; a shared /shop address with a search gets that search's first page,
 * under the key the shop's controls read it by), the product for its page, the club for its.
 */
export async function initialQueries(
  pathname: string,
  search: URLSearchParams,
  product: Product | undefined,
  firstPage: (filters?: ShopFilters) => Promise<ProductPage>,
  club?: ClubPageReply,
): Promise<InitialQuery[]> {
  if (club) return [{ key: clubKeys.page(club.club.slug), data: club }];
  const filters = pathname === '/shop' ? filtersFromSearch(search) : {};
  const searched = searchOfFilters(filters);
  if (searched) {
    const pages: ProductPages = { pages: [await firstPage(filters)], pageParams: [null] };
    return [{ key: searchPagesKey(searched), data: pages }];
  }
  if (pathname === '/' || pathname === '/shop') {
    const pages: ProductPages = { pages: [await firstPage()], pageParams: [null] };
    return [{ key: catalogKeys.pages(), data: pages }];
  }
  if (product) {
    return [{ key: catalogKeys.product(product.product_id), data: { status: 200, ...product } }];
  }
  return [];
}
