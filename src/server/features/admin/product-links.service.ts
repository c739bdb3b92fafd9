import { productPath } from '#shared/rules/slug.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { productOnSale } from '../catalog/index.ts';

/**
 * A product link whose slug is not the product's current one: an old link (the admin changed the
 * details, so the slug) or a mistyped one. The id names the product, so either leads to the
 * product's page as it is now; only an id with no product on sale is not found.
 */
export async function currentProductPath(
  { db }: Pick<AppDeps, 'db'>,
  _visitor: Visitor,
  { id }: { id: number; slug: string },
): Promise<string> {
  const product = await productOnSale(db, id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return productPath({ product_id: product.id, details: product.details });
}
