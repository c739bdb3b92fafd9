import type { CartLine } from '#shared/contract/cart.ts';
import { toProductReply } from '../catalog/index.ts';
import type { CartLineRecord } from './cart.queries.ts';

/** The contract's cart line (unit price in rupees) from the domain record. */
export function toCartLineReply(line: CartLineRecord): CartLine {
  const product = toProductReply(line.product);
  return {
    orderItem_id: line.id,
    quantity: line.quantity,
    size: line.size,
    style: product.style,
    price: product.price,
    teeName: line.teeName,
    instiName: line.instiName,
    product: {
      product_id: product.product_id,
      name: product.name,
      details: product.details,
      price: product.price,
      style: product.style,
      imageUrl: product.imageUrl,
      isInstibuzz: product.isInstibuzz,
      sizeQuantities: product.sizeQuantities,
    },
  };
}
