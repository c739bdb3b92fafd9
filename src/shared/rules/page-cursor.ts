/**
 * The cursors of the catalogue's pages (X-Next-Cursor): kept apart from catalog-pages.ts, which
 * the web app loads with its first page, because only the server and the contract read them.
 */

/** A cursor is short, URL-safe text: anything longer or wider is refused before decoding. */
const CURSOR = /^[A-Za-z0-9_-]{2,40}$/;
/**
 * What a cursor holds: the last product id of the page before, no leading zeros; in a list sorted
 * by price, that product's price in paise first (`49900.17`).
 */
const CURSOR_TEXT = /^(?:(0|[1-9]\d{0,9})\.)?([1-9]\d{0,9})$/;
/** Largest product id and price in paise (PostgreSQL `integer`). */
const MAX_INT = 2_147_483_647;

/** Where a page ended: its last product's id, and its price when the list is sorted by price. */
export interface PageEnd {
  lastId: number;
  lastPricePaise?: number;
}

const base64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The cursor of the page after one that ended with product `lastId` (and, sorted by price, at
 * `lastPricePaise`). Opaque to clients (base64url): they pass on what the server gave, and the
 * server may change what it holds.
 */
export function pageCursor(lastId: number, lastPricePaise?: number): string {
  return base64url(lastPricePaise === undefined ? String(lastId) : `${lastPricePaise}.${lastId}`);
}

/** Where the page before ended, as a cursor from `pageCursor` says, or undefined for anything else. */
export function readPageCursor(cursor: string): PageEnd | undefined {
  if (!CURSOR.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = CURSOR_TEXT.exec(text);
  if (!match) return undefined;
  const lastId = Number(match[2]);
  const lastPricePaise = match[1] === undefined ? undefined : Number(match[1]);
  if (lastId > MAX_INT || (lastPricePaise ?? 0) > MAX_INT) return undefined;
  // Only the one spelling pageCursor makes: no two cursors mean the same page.
  return pageCursor(lastId, lastPricePaise) === cursor
    ? { lastId, ...(lastPricePaise === undefined ? {} : { lastPricePaise }) }
    : undefined;
}
