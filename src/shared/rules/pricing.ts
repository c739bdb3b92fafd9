import type { Paise } from './money.ts';

/**
 * A product's compare-at (reference) price: the lowest price it had in the 30 days before its
 * price began, from its price history (reference-price.ts, docs/product.md#reference-prices).
 * The page strikes it through and names the saving only when it is higher than the price; no
 * reference price is ever made up.
 */

/** The percentages off a client may send (checked against the reference price). */
export const MIN_PERCENT_OFF = 1;
export const MAX_PERCENT_OFF = 90;

export interface Saving {
  /** What the customer saves against the compare-at price, in rupees. */
  amount: number;
  /** The saving as a whole percentage, rounded down so it never claims more than it is. */
  percent: number;
}

/** The saving a compare-at price shows, or undefined when there is none to show. */
export function savingOf(price: number, compareAt: number | null | undefined): Saving | undefined {
  if (compareAt == null || !(compareAt > price) || !(price > 0)) return undefined;
  const paise = Math.round(compareAt * 100) - Math.round(price * 100);
  return { amount: paise / 100, percent: Math.floor((paise / Math.round(compareAt * 100)) * 100) };
}

/**
 * The previous price that a percentage off the current price stands for, in whole rupees:
 * ₹499 at 20 % off was ₹624 (499 / 0.8 = 623.75, rounded to the rupee).
 */
export function compareAtFromPercent(pricePaise: Paise, percentOff: number): Paise {
  return Math.round(pricePaise / (1 - percentOff / 100) / 100) * 100;
}
