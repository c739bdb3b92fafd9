import type { OrderLine } from '../../../db/checkout-snapshot.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { CartLineRecord } from '../../cart/index.ts';
import { sizeStock } from '../../catalog/index.ts';

/** Order lines of the cart; SIZE_UNAVAILABLE when a product no longer comes in a line's size. */
export function orderLinesOf(lines: readonly CartLineRecord[]): OrderLine[] {
  return lines.map((line) => {
    const stock = sizeStock(line.product, line.size);
    if (!stock) {
      throw new DomainError(
        'SIZE_UNAVAILABLE',
        `${line.product.name} is no longer available in size ${line.size}. Please change the size in your cart.`,
      );
    }
    return {
      cartLineId: line.id,
      productId: line.product.id,
      productName: line.product.name,
      productDetails: line.product.details,
      productStyle: line.product.style,
      productImageUrl: line.product.imageUrls[0] ?? '',
      isOwnBrand: line.product.isOwnBrand,
      size: line.size,
      sizeId: stock.id,
      quantity: line.quantity,
      unitPricePaise: line.product.pricePaise,
      teeName: line.teeName,
      institutionName: line.institutionName,
      ...(line.teeNumber ? { teeNumber: line.teeNumber } : {}),
    };
  });
}
