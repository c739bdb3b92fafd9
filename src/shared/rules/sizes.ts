/** Sizes the shop sells, smallest first. The order is the order shown everywhere. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL'] as const;
export type Size = (typeof SIZES)[number];

export function isSize(value: string): value is Size {
  return (SIZES as readonly string[]).includes(value);
}

/** Sort anything carrying a size into the shop's size order (unknown sizes last). */
export function bySizeOrder<T extends { size: string }>(a: T, b: T): number {
  const rank = (s: string) => {
    const i = (SIZES as readonly string[]).indexOf(s);
    return i === -1 ? SIZES.length : i;
  };
  return rank(a.size) - rank(b.size);
}

/** Quantities a customer can pick for one cart line. */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 5;
