import type { Style } from './styles.ts';

/**
 * The struck-through "was" price shown next to the real one: price plus ₹100 for hoodies,
 * plus ₹50 for everything else (docs/product.md#sizes-styles-and-prices). Works in rupees because
 * that is what the page shows.
 */
export function struckThroughPrice(price: number, style: Style | string): number {
  return price + (style === 'hoodie' ? 100 : 50);
}
