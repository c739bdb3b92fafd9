import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { ProductRecord } from './catalog.queries.ts';

/** The public catalogue: anyone may read it. Reads come from the catalogue cache. */

/** Every product on sale, newest first. */
export function listProducts(deps: Pick<AppDeps, 'catalog'>, _caller: Visitor) {
  return deps.catalog.products();
}

/**
 * One page of the products on sale: `all.slice(start, end)`. The whole cached list comes along
 * (its total, and the object its replies are kept by), so a page is sliced, never read again.
 */
export interface CatalogPage {
  all: readonly ProductRecord[];
  start: number;
  end: number;
}

/**
 * Up to `limit` products on sale, newest first, after the product `afterId` (the last one of the
 * page before; from the newest when undefined). Paged by id, not by position: a product added or
 * taken off sale between two pages neither repeats nor skips one of the others.
 */
export async function listProductPage(
  deps: Pick<AppDeps, 'catalog'>,
  caller: Visitor,
  input: { limit: number; afterId?: number },
): Promise<CatalogPage> {
  const all = await listProducts(deps, caller);
  const start = input.afterId === undefined ? 0 : firstBelow(all, input.afterId);
  return { all, start, end: Math.min(start + input.limit, all.length) };
}

/** Whether products follow the page. */
export const hasNextPage = (page: CatalogPage) => page.end < page.all.length;

/** The index of the first product with an id below `id` in a list ordered by id, descending. */
function firstBelow(products: readonly ProductRecord[], id: number): number {
  let low = 0;
  let high = products.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (products[mid]!.id < id) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** One product on sale; PRODUCT_NOT_FOUND otherwise. */
export async function getProduct(
  deps: Pick<AppDeps, 'catalog'>,
  _caller: Visitor,
  input: { id: number },
): Promise<ProductRecord> {
  const product = await deps.catalog.product(input.id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}
