/**
 * Control characters (NUL, escape, …) have no place in anything a person types; PostgreSQL
 * refuses NUL in text outright. Line breaks and tabs stay allowed (comments, addresses). A lone
 * UTF-16 surrogate (JSON `"\ud800"`) is no text either: a JSON column refuses it, a text column
 * would keep U+FFFD instead.
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when any string in the value (object fields, array items, nested) holds one. */
export function hasControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => hasControlCharacters(item, depth + 1));
}
