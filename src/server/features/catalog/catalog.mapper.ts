import type { Product } from '#shared/contract/catalog.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ProductRecord } from './catalog.queries.ts';

/** The contract's Product (rupees, the wire's field names) from the domain record. */
export function toProductReply(product: ProductRecord): Product {
  return {
    product_id: product.id,
    name: product.name,
    details: product.details,
    description: product.description,
    price: paiseToRupees(product.pricePaise),
    style: product.style,
    imageUrl: product.imageUrls,
    sizeQuantities: product.sizes.map((s) => ({
      size_id: s.id,
      size: s.size,
      quantity: s.quantity,
    })),
    tags: product.tags,
    isInstibuzz: product.isInstibuzz,
  };
}
