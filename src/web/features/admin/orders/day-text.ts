/**
 * Days as the admin reads and types them, dd-mm-yyyy like the orders list's dates
 * (docs/product.md#admin), against the yyyy-mm-dd the page's address and the API keep. A browser's
 * own date input shows its locale's order (mm/dd/yyyy in en-US), which the list does not use.
 */

/** "2026-11-25" → "25-11-2026"; anything else → "". */
export function dayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}

/**
 * What the admin typed as a day: "25-11-2026", also with / . or spaces, one-digit day or month
 * ("5-1-2026"), or the eight digits alone ("25112026", a phone's number pad has no dash). Returns
 * yyyy-mm-dd, "" for an empty field, or null for anything that is not a real day.
 */
export function isoDay(text: string): string | null {
  const typed = text.trim();
  if (!typed) return '';
  const m =
    /^(\d{1,2})[-/. ]+(\d{1,2})[-/. ]+(\d{4})$/.exec(typed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}
