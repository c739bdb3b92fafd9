import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { normaliseOrderNumber } from '#shared/rules/order-number.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * What the admin's search box on /allOrders matches (docs/product.md#admin). Ids match exactly,
 * so "2" finds order 2 and not every phone number with a 2 in it; text matches any part of a
 * name or e-mail; a phone number matches by its digits. Each kind is its own branch, so one can
 * change without the others.
 */

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The order-number branch: the order number a student quotes (`7KQ4-M9X2`, `#7kq4m9x2`: any
 * case, with or without `#`, the dash or spaces; unique and indexed). `#42`, the row id that mails
 * sent before every screen used the number quoted, still finds its order; digits alone never
 * do (the row id is shown nowhere, and digits are a phone number's).
 */
export function orderNumberCondition(q: string): SQL | undefined {
  const number = normaliseOrderNumber(q.replace(/^#/, ''));
  if (number) return eq(orders.orderNumber, number);
  const n = /^#\s*(\d{1,9})$/.exec(q)?.[1];
  return n ? eq(orders.id, Number(n)) : undefined;
}

/**
 * A payment reference (ours, `CT…`) or a gateway transaction id (`T…`) as a student quotes it:
 * one word of letters and digits, both present, at least 8 long. Read as typed and upper-cased
 * (references are upper-case; a quote read aloud is often typed in lower case).
 */
export function referencesOf(q: string): string[] {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(q) || !/\d/.test(q) || !/[A-Za-z]/.test(q)) return [];
  return [...new Set([q, q.toUpperCase()])];
}

/** Orders whose transaction id or payment reference is exactly one of these (both indexed). */
export async function ordersWithReference(db: Db, refs: readonly string[]): Promise<number[]> {
  if (refs.length === 0) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      or(inArray(orders.transactionId, [...refs]), inArray(orders.merchantOrderRef, [...refs])),
    )
    .limit(50);
  return rows.map((r) => r.id);
}

/** A phone number's digits (spaces, dashes, brackets and +91 allowed), at least 5 of them. */
function phoneDigitsOf(q: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(q)) return undefined;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return digits.length >= 5 ? digits : undefined;
}

/** Any part of the name (case ignored) or the e-mail (stored lower-case). */
function textCondition(q: string): SQL | undefined {
  if (!/[^\d\s#()+-]/.test(q)) return undefined; // digits alone are a phone number
  const pattern = likePattern(q.toLowerCase());
  return or(
    sql`lower(${orders.customerName}) like ${pattern}`,
    sql`${orders.customerEmail} like ${pattern}`,
  );
}

/**
 * The search's condition. `referenceHits` are the orders that `ordersWithReference` found for
 * the query: when a quoted reference finds its order, that order is the answer and nothing else.
 * A query that matches no kind matches nothing.
 */
export function searchCondition(q: string, referenceHits: readonly number[] = []): SQL {
  if (referenceHits.length > 0) return inArray(orders.id, [...referenceHits]);
  const digits = phoneDigitsOf(q);
  const branches = [
    orderNumberCondition(q),
    digits ? sql`${orders.customerPhone} like ${likePattern(digits)}` : undefined,
    textCondition(q),
  ].filter((b): b is SQL => b !== undefined);
  return or(...branches) ?? sql`false`;
}

/** The search's condition for a query, looking up a quoted reference first (one indexed read). */
export async function resolveSearch(db: Db, q: string): Promise<SQL | undefined> {
  const text = q.trim();
  if (!text) return undefined;
  return searchCondition(text, await ordersWithReference(db, referencesOf(text)));
}
