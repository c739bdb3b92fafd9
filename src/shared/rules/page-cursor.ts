/**
 * The cursors of the catalogue's pages (X-Next-Cursor): kept apart from catalog-pages.ts, which
 * the web app loads with its first page, because only the server and the contract read them.
 */

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
