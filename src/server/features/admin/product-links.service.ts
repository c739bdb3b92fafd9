import { productPath } from '#shared/rules/slug.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isFormerSlug } from './admin-products.queries.ts';
import { productOnSale } from '../catalog/index.ts';

/**
 * Old product links: when the admin changes a product's details its slug changes, and the old
 * slug is kept (admin-products.service.ts). A link with an old slug leads to the current page.
 */
export async function currentProductPath(
  { db }: Pick<AppDeps, 'db'>,
  _visitor: Visitor,
  { id, slug }: { id: number; slug: string },
): Promise<string> {
  const product = await productOnSale(db, id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  const path = productPath({ product_id: product.id, details: product.details });
  if (path === `/products/${slug}/${product.id}` || (await isFormerSlug(db, id, slug))) {
    return path;
  }
  throw new DomainError('PRODUCT_NOT_FOUND');
}
