import type { Product } from '#shared/contract/catalog.ts';
import type { ClubPageReply } from '#shared/contract/club-pages.ts';
import type { StripDrop } from '#shared/contract/drops.ts';
import { catalogKeys, dropStripKey, type InitialQuery } from '#shared/cache-keys.ts';
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
 * Home and the shop also get their drops strip (`drops`, when any drop is on or to come), drawn
 * with the page so that it does not push the page down when it arrives.
 */
export async function initialQueries(
  pathname: string,
  search: URLSearchParams,
  product: Product | undefined,
  firstPage: (filters?: ShopFilters) => Promise<ProductPage>,
  club: ClubPageReply | undefined,
  drops: () => Promise<StripDrop[]>,
): Promise<InitialQuery[]> {
  if (club) return [{ key: clubKeys.page(club.club.slug), data: club }];
  if (pathname !== '/' && pathname !== '/shop') {
    if (!product) return [];
    return [{ key: catalogKeys.product(product.product_id), data: { status: 200, ...product } }];
  }
  const filters = pathname === '/shop' ? filtersFromSearch(search) : {};
  const searched = searchOfFilters(filters);
  const [page, strip] = await Promise.all([firstPage(searched ? filters : undefined), drops()]);
  const pages: ProductPages = { pages: [page], pageParams: [null] };
  return [
    { key: searched ? searchPagesKey(searched) : catalogKeys.pages(), data: pages },
    ...(strip.length ? [{ key: dropStripKey, data: { drops: strip } }] : []),
  ];
}
