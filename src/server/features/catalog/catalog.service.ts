import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { ProductRecord } from './catalog.queries.ts';

/** The public catalogue: anyone may read it. Reads come from the catalogue cache. */

/** Every product on sale, newest first. */
export function listProducts(deps: Pick<AppDeps, 'catalog'>, _caller: Visitor) {
  return deps.catalog.products();
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
