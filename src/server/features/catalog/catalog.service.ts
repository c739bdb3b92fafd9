import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Visitor } from '../../lib/caller.ts';
import { productOnSale, productsOnSale, type ProductRecord } from './catalog.queries.ts';

/** The public catalogue: anyone may read it. */

/** Every product on sale, newest first. */
export function listProducts(deps: Pick<AppDeps, 'db'>, _caller: Visitor) {
  return productsOnSale(deps.db);
}

/** One product on sale; PRODUCT_NOT_FOUND otherwise. */
export async function getProduct(
  deps: Pick<AppDeps, 'db'>,
  _caller: Visitor,
  input: { id: number },
): Promise<ProductRecord> {
  const product = await productOnSale(deps.db, input.id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}
