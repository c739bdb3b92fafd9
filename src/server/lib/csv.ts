/**
 * CSV text (RFC 4180) for every CSV the admin downloads: the orders list and a drop's print run.
 * UTF-8 with a byte-order mark (spreadsheets then read Indian and other non-Latin names right);
 * fields with commas, quotes or line breaks are quoted; text that a spreadsheet would run as a
 * formula gets an apostrophe before it (see `csvField`).
 */

export const CSV_BOM = '\uFEFF';

/**
 * What makes a spreadsheet read a cell as a formula: = + - @, their full-width and small forms
 * (some locales' spreadsheets take those too) and the minus sign.
 */
const STARTERS = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212';
/** A starter at the cell's start, after blanks or quotes a spreadsheet may drop; or a tab / CR. */
const FORMULA_AT_START = new RegExp(`^(?:[\\t\\r]|[\\s"']*[${STARTERS}])`);
/**
 * A starter after a semicolon (the list separator where the decimal mark is a comma: such a
 * spreadsheet splits the cell there) or a tab, blanks or quotes between: `'` goes before it.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;\\t\\r\\n][\\s"']*)(?=[${STARTERS}])`, 'g');

/** One field: numbers as they are, text made safe for spreadsheets and quoted when needed. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let text = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_AT_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;
