import { SIZES } from '#shared/rules/sizes.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { SizeQuantity } from '#shared/contract/catalog.ts';

/**
 * A product is sold out when no size has stock left (docs/product.md#stock). A stale reply
 * (the shop's database out of reach) does not know its stock, so it never says sold out.
 */
export function isSoldOut(product: { sizeQuantities: SizeQuantity[]; stale?: true }): boolean {
  return !product.stale && product.sizeQuantities.every((s) => s.quantity <= 0);
}

/**
 * Said with products from a stale reply (docs/product.md#when-the-database-is-down): looking
 * works, buying waits.
 */
export const STALE_STOCK_NOTE =
  'We can’t check stock right now. You can keep looking; buying will be back in a minute or two.';

export interface SizeAvailability {
  size: Size;
  /** Absent: the product is not made in this size. */
  quantity: number | undefined;
  available: boolean;
}

/** Every shop size in order, with its stock for this product. */
export function sizeAvailability(sizeQuantities: SizeQuantity[]): SizeAvailability[] {
  return SIZES.map((size) => {
    const quantity = sizeQuantities.find((s) => s.size === size)?.quantity;
    return { size, quantity, available: quantity !== undefined && quantity > 0 };
  });
}
