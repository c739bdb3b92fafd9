import type { AdminProduct } from '#shared/contract/admin-products.ts';
import { toProductReply } from '../catalog/index.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { AdminProductRecord } from './admin-products.queries.ts';
import type { PriceStanding } from './price-history.service.ts';

/**
 * The product the update page edits: the catalogue's reply plus colours, version, state and
 * where its price stands (docs/product.md#reference-prices).
 */
export function toAdminProductReply(
  product: AdminProductRecord & { priceStanding: PriceStanding },
): AdminProduct {
  const { since, lowestRecent } = product.priceStanding;
  return {
    ...toProductReply(product),
    colors: product.colors,
    version: product.version,
    active: product.active,
    ...(product.clubId !== null ? { draft: product.draft, clubId: product.clubId } : {}),
    ...(since ? { priceSince: since.getTime() } : {}),
    ...(lowestRecent !== undefined ? { lowestRecentPrice: paiseToRupees(lowestRecent) } : {}),
  };
}

/** A product form in the domain's words: the wire's isInstibuzz says it is the shop's own brand. */
export type ProductInput<Body extends { isInstibuzz?: boolean }> = Omit<Body, 'isInstibuzz'> & {
  isOwnBrand?: boolean;
};

export const fromProductBody = <Body extends { isInstibuzz?: boolean }>({
  isInstibuzz,
  ...body
}: Body): ProductInput<Body> => ({
  ...body,
  ...(isInstibuzz !== undefined ? { isOwnBrand: isInstibuzz } : {}),
});
