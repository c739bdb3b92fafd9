/**
 * The catalogue list in pages (products/get-product with `limit` and `cursor`): the shop shows
 * the first page and loads the next on request, instead of every product at once. Shared by the
 * server (the page it writes into /shop and Home) and the web app (the pages it asks for), so
 * both mean the same first page. No zod here: the web app loads this at runtime.
 */

/** Products per page of /shop (and the one page Home reads). */
export const SHOP_PAGE_SIZE = 24;

/** The most products one page may ask for. */
export const MAX_PAGE_SIZE = 100;

/** A cursor is short, URL-safe text: anything longer or wider is refused before decoding. */
const CURSOR = /^[A-Za-z0-9_-]{2,16}$/;
/** What a cursor holds: the last product id of the page before, no leading zeros. */
const CURSOR_ID = /^[1-9]\d{0,9}$/;
/** Largest product id (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/**
 * The cursor of the page after one that ended with product `lastId`. Opaque to clients (base64url
 * of the id): they pass on what the server gave, and the server may change what it holds.
 */
export function pageCursor(lastId: number): string {
  return btoa(String(lastId)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The product id a cursor from `pageCursor` holds, or undefined for anything else. */
export function cursorLastId(cursor: string): number | undefined {
  if (!CURSOR.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  if (!CURSOR_ID.test(text)) return undefined;
  const id = Number(text);
  // Only the one spelling pageCursor makes: no two cursors mean the same page.
  return id <= MAX_ID && pageCursor(id) === cursor ? id : undefined;
}
