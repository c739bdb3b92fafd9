/**
 * Rules of the admin back office that the server applies and the pages show: IST days for the
 * orders list's date range and summary, stock thresholds, upload limits.
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A size with this many or fewer left counts as low stock in the admin summary. */
export const LOW_STOCK = 3;

/** Images per upload request, bytes per image (the server refuses more with a clear message). */
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Images per product (the last one is the size chart). */
export const MAX_PRODUCT_IMAGES = 20;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Why a chosen picture cannot be uploaded (product images, a help request's photo), or null. The
 * browser's check, for a quick message; the server checks again, and the content too.
 */
export function imageFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `“${file.name}” is larger than ${MAX_UPLOAD_BYTES >> 20} MB. Please choose a smaller photo.`;
  }
  return null;
}

/** Orders per page on /allOrders. */
export const ORDERS_PAGE_SIZE = 25;

/** `yyyy-mm-dd` (a calendar day in India) → the epoch ms of its first moment, or NaN. */
export function istDayStart(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return Number.NaN;
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(utc);
  if (back.getUTCDate() !== Number(m[3]) || back.getUTCMonth() !== Number(m[2]) - 1) {
    return Number.NaN;
  }
  return utc - IST_OFFSET_MS;
}

/** The first moment of the day after `day` in India. */
export const istDayEnd = (day: string) => istDayStart(day) + DAY_MS;

/** Today's date in India as `yyyy-mm-dd`. */
export function istDay(now: number): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of the current day in India. */
export const istTodayStart = (now: number) => istDayStart(istDay(now));

/** Start of the current week (Monday 00:00) in India. */
export function istWeekStart(now: number): number {
  const local = new Date(now + IST_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return istTodayStart(now) - sinceMonday * DAY_MS;
}

/** hh:mm in India, for delivered times and the pick list's print time. */
export function istTime(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(11, 16);
}
