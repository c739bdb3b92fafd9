import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { PageEnd } from '#shared/rules/page-cursor.ts';
import type { Sort } from '#shared/rules/shop-search.ts';
import type { ProductRecord } from './catalog.queries.ts';
import { firstAfter, searchCatalog, type CatalogSearch } from './catalog-search.ts';

/** The public catalogue: anyone may read it. Reads come from the catalogue cache. */

/** Every product on sale, newest first. */
export function listProducts(deps: Pick<AppDeps, 'catalog'>, _caller: Visitor) {
  return deps.catalog.products();
}

/** The products on sale that match `search`, in its order (searchCatalog). */
export async function searchProducts(
  deps: Pick<AppDeps, 'catalog'>,
  caller: Visitor,
  search: CatalogSearch,
): Promise<readonly ProductRecord[]> {
  return searchCatalog(await listProducts(deps, caller), search);
}

/**
 * One page of the products on sale that match the search: `all.slice(start, end)`. The whole
 * matching list comes along (its total, and the object its replies are kept by), so a page is
 * sliced, never read again; `sort` is the list's order, which its cursors follow.
 */
export interface CatalogPage {
  all: readonly ProductRecord[];
  start: number;
  end: number;
  sort: Sort;
}

/**
 * Up to `limit` products on sale matching `search` (all when absent), in its order (newest
 * first by default), after the place `after` (where the page before ended; from the start when
 * undefined). Paged by place, not by position: a product added or taken off sale between two
 * pages neither repeats nor skips one of the others.
 */
export async function listProductPage(
  deps: Pick<AppDeps, 'catalog'>,
  caller: Visitor,
  input: { limit: number; after?: PageEnd; search?: CatalogSearch },
): Promise<CatalogPage> {
  const search = input.search ?? {};
  const sort = search.sort ?? 'newest';
  const all = await searchProducts(deps, caller, search);
  const start = input.after === undefined ? 0 : firstAfter(all, sort, input.after);
  return { all, start, end: Math.min(start + input.limit, all.length), sort };
}

/** Whether products follow the page. */
export const hasNextPage = (page: CatalogPage) => page.end < page.all.length;

/**
 * One product on sale; PRODUCT_NOT_FOUND otherwise. A link-only drop's product is listed nowhere
 * and opens only with the link's secret (`key`): DROP_LINK_ONLY without it.
 */
export async function getProduct(
  deps: Pick<AppDeps, 'catalog'>,
  _caller: Visitor,
  input: { id: number; key?: string | undefined },
): Promise<ProductRecord> {
  const product = await deps.catalog.product(input.id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  if (!(await deps.catalog.opens(product, input.key))) throw new DomainError('DROP_LINK_ONLY');
  return product;
}
