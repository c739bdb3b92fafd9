import type { Paise } from './money.ts';

/**
 * Reference prices from the product's price history (docs/product.md#reference-prices): the
 * price struck through is the lowest price the product had in the 30 days before its current
 * price began, shown only when higher than the current price. Modelled on the EU Omnibus
 * directive's prior price (Directive 2019/2161, art. 6a of Directive 98/6/EC); India's consumer
 * rules treat a made-up "was" price as misleading.
 */

export const REFERENCE_WINDOW_DAYS = 30;
export const REFERENCE_WINDOW_MS = REFERENCE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** One price of a product and when it began; it lasted until the next one began. */
export interface PricePoint {
  pricePaise: Paise;
  from: Date;
}

/**
 * The prices in force at any moment from `start` (included) to `end` (not included), in the
 * order they began. `history` is in that order too; the last one lasts on. A price replaced at
 * the very moment it began was never in force and does not count.
 */
export function pricesBetween(history: readonly PricePoint[], start: Date, end: Date): Paise[] {
  return history
    .filter((point, i) => {
      const until = history[i + 1]?.from.getTime() ?? Number.POSITIVE_INFINITY;
      const from = point.from.getTime();
      return from < end.getTime() && until > start.getTime() && until > from;
    })
    .map((point) => point.pricePaise);
}

/** The lowest price in force from `start` to `end` (see `pricesBetween`), or undefined. */
export function lowestPriceBetween(
  history: readonly PricePoint[],
  start: Date,
  end: Date,
): Paise | undefined {
  const prices = pricesBetween(history, start, end);
  return prices.length === 0 ? undefined : Math.min(...prices);
}

/** When the 30 days before a price beginning at `from` began. */
export const windowStart = (from: Date) => new Date(from.getTime() - REFERENCE_WINDOW_MS);

/**
 * The reference price of `pricePaise` beginning at `from`, given the prices before it: the
 * lowest of the 30 days before `from`, when higher than `pricePaise`; otherwise null (nothing
 * is struck through).
 */
export function referencePrice(
  before: readonly PricePoint[],
  from: Date,
  pricePaise: Paise,
): Paise | null {
  const lowest = lowestPriceBetween(before, windowStart(from), from);
  return lowest !== undefined && lowest > pricePaise ? lowest : null;
}
