import { formatPaise, paiseToRupees, rupeesToPaise, type Paise } from '#shared/rules/money.ts';
import { compareAtFromPercent, savingOf } from '#shared/rules/pricing.ts';
import {
  REFERENCE_WINDOW_DAYS,
  lowestPriceBetween,
  pricesBetween,
  windowStart,
} from '#shared/rules/reference-price.ts';
import type { Db, Tx } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { insertPrice, latestPrice, pricesSince } from './price-history.queries.ts';

/**
 * The product's price history and the reference price it gives (docs/product.md#reference-prices).
 * Every price the admin sets is recorded here, in the transaction that sets it; the reference
 * price is worked out from the history then and stored with the product, so every catalogue read
 * (cards, product page, search, wishlist, cart) shows the same one.
 */

/** What an admin's body may say about the previous price (the contract's optional fields). */
export interface TypedReference {
  compareAtPrice?: number | null;
  percentOff?: number | null;
}

const WINDOW = `the ${REFERENCE_WINDOW_DAYS} days before this price`;

/** What the shop shows for the price, for a refusal's second sentence. */
function whatIsShown(window: readonly Paise[], reference: Paise | null): string {
  if (reference !== null) {
    return `The previous price shown is the lowest price of ${WINDOW}: ${formatPaise(reference)}.`;
  }
  if (window.length === 0) {
    return `No previous price is shown: the product had no other price in ${WINDOW}.`;
  }
  return `No previous price is shown: the lowest price of ${WINDOW}, ${formatPaise(Math.min(...window))}, is not higher.`;
}

/**
 * Refuses a previous price (or percentage off) the admin typed that is not the reference the
 * history gives: a price the product never had in the window, or not the lowest of it. Left out,
 * empty or the reference itself, it changes nothing: the reference is always the history's.
 */
function checkTyped(
  typed: TypedReference,
  pricePaise: Paise,
  window: readonly Paise[],
  reference: Paise | null,
): void {
  const shown = whatIsShown(window, reference);
  if (typed.percentOff != null) {
    const saving =
      reference === null
        ? undefined
        : savingOf(paiseToRupees(pricePaise), paiseToRupees(reference));
    if (saving?.percent === typed.percentOff) return;
    const asPrice = formatPaise(compareAtFromPercent(pricePaise, typed.percentOff));
    throw new DomainError(
      'VALIDATION_FAILED',
      `${typed.percentOff}% off means a previous price of ${asPrice}, and that is not the lowest price of ${WINDOW}. ${shown}${saving ? ` That is ${saving.percent}% off.` : ''}`,
    );
  }
  if (typed.compareAtPrice == null) return;
  const typedPaise = rupeesToPaise(typed.compareAtPrice);
  if (typedPaise === reference) return;
  const typedText = formatPaise(typedPaise);
  throw new DomainError(
    'VALIDATION_FAILED',
    window.includes(typedPaise)
      ? `${typedText} is not the lowest price of ${WINDOW}. ${shown}`
      : `This product was not priced at ${typedText} in ${WINDOW}, so it cannot be shown as its previous price. ${shown}`,
  );
}

/** A new product's first price, from `now`: it has no reference price, so none may be typed. */
export async function recordFirstPrice(
  tx: Tx,
  productId: number,
  pricePaise: Paise,
  now: Date,
  typed: TypedReference,
): Promise<void> {
  checkTyped(typed, pricePaise, [], null);
  await insertPrice(tx, productId, pricePaise, now);
}

/** The product as it is before the edit: its price and its last edit. */
interface PricedProduct {
  id: number;
  pricePaise: Paise;
  updatedAt: Date;
}

/**
 * The product's price after an edit at `now`: a changed price is recorded as beginning then
 * (never before the latest price began, whatever the servers' clocks say); answers the reference
 * price to store with the product, worked out again for an unchanged price too. Call inside the
 * edit's transaction, the product row locked.
 */
export async function recordPrice(
  tx: Tx,
  product: PricedProduct,
  pricePaise: Paise,
  now: Date,
  typed: TypedReference,
): Promise<Paise | null> {
  let latest = await latestPrice(tx, product.id);
  if (!latest) {
    // A product written without its history (by hand): its price has held since its last edit.
    latest = { pricePaise: product.pricePaise, from: product.updatedAt };
    await insertPrice(tx, product.id, latest.pricePaise, latest.from);
  }
  const changed = pricePaise !== product.pricePaise;
  const from = changed ? new Date(Math.max(now.getTime(), latest.from.getTime())) : latest.from;
  const history = await pricesSince(tx, product.id, windowStart(from));
  const window = pricesBetween(history, windowStart(from), from);
  const lowest = window.length === 0 ? undefined : Math.min(...window);
  const reference = lowest !== undefined && lowest > pricePaise ? lowest : null;
  checkTyped(typed, pricePaise, window, reference);
  if (changed) await insertPrice(tx, product.id, pricePaise, from);
  return reference;
}

/** Where the product's price stands for the admin's form (docs/product.md#admin). */
export interface PriceStanding {
  /** When the current price began; undefined without a history. */
  since?: Date;
  /** The lowest price of the last 30 days, the current one included: a cut now is shown against it. */
  lowestRecent?: Paise;
}

export async function priceStanding(db: Db, productId: number, now: Date): Promise<PriceStanding> {
  const latest = await latestPrice(db, productId);
  if (!latest) return {};
  const lowestRecent = lowestPriceBetween(
    await pricesSince(db, productId, windowStart(now)),
    windowStart(now),
    new Date(Math.max(now.getTime(), latest.from.getTime()) + 1),
  );
  return { since: latest.from, ...(lowestRecent !== undefined ? { lowestRecent } : {}) };
}
