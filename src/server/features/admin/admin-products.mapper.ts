import type { AdminProduct } from '#shared/contract/admin-products.ts';
import { toProductReply } from '../catalog/index.ts';
import type { AdminProductRecord } from './admin-products.queries.ts';

/** The product the update page edits: the catalogue's reply plus colours, version and state. */
export function toAdminProductReply(product: AdminProductRecord): AdminProduct {
  return {
    ...toProductReply(product),
    colors: product.colors,
    version: product.version,
    active: product.active,
  };
}
