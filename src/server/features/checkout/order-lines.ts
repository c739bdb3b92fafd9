import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CartLineRecord } from '../cart/cart.queries.ts';
import { sizeStock } from '../catalog/catalog.queries.ts';
import type { CartTotals } from './checkout.pricing.ts';

/**
 * A cart line as it becomes an order line: the product as it is sold now (name, price, image)
 * and the size's stock row. Cash orders make these and write them at once; an online payment
 * freezes them in its checkout snapshot and writes them when the payment completes.
 */
export interface OrderLine {
  cartLineId: number;
  productId: number;
  productName: string;
  productDetails: string;
  productStyle: Style;
  productImageUrl: string;
  isInstibuzz: boolean;
  size: Size;
  /** The `product_sizes` row the stock comes from. */
  sizeId: number;
  quantity: number;
  unitPricePaise: number;
  teeName: string;
  instiName: string;
}

export interface PostalAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  pinCode: string;
}

/** Where an order goes: the method, and the hostel or home address it needs. */
export interface Destination {
  deliveryMethod: DeliveryMethod;
  hostelAddress: string;
  address: PostalAddress | null;
}

/** Everything an online payment needs to become an order later (stored as JSON). */
export interface CheckoutSnapshot extends Destination {
  lines: OrderLine[];
  totals: CartTotals;
}

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
      isInstibuzz: line.product.isInstibuzz,
      size: line.size,
      sizeId: stock.id,
      quantity: line.quantity,
      unitPricePaise: line.product.pricePaise,
      teeName: line.teeName,
      instiName: line.instiName,
    };
  });
}
