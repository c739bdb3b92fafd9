/**
 * Rules of pre-order drops that the server enforces and the pages show (docs/product.md#drops):
 * a drop's state at a moment, its times in Indian time, the countdown's words and the bounds the
 * admin's form and the server both check.
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60 * 1000;

/** Pieces of one product one student may pre-order in a drop, at most. */
export const DROP_LIMIT_MAX = 20;
/** A cap (per size or per product), at most. */
export const DROP_CAP_MAX = 100_000;
/** Products in one drop, at most. */
export const DROP_PRODUCTS_MAX = 20;
/** How long a drop may take orders, at most (a drop is days, not months). */
export const DROP_LENGTH_MAX_MS = 60 * 24 * 60 * 60 * 1000;

export const DROP_STATES = ['upcoming', 'live', 'closed'] as const;
export type DropState = (typeof DROP_STATES)[number];

export const DROP_CAP_KINDS = ['none', 'total', 'size'] as const;
/** none: print to order; total: one cap per product; size: a cap per size. */
export type DropCapKind = (typeof DROP_CAP_KINDS)[number];

/** Where a drop is at `now` (epoch ms): orders are taken from `opensAt` until `closesAt`. */
export function dropState(drop: { opensAt: number; closesAt: number }, now: number): DropState {
  if (now < drop.opensAt) return 'upcoming';
  return now < drop.closesAt ? 'live' : 'closed';
}

/**
 * `YYYY-MM-DDTHH:mm` (or `…:ss`) typed in Indian time → epoch ms, or NaN when it is no such
 * moment.
 */
export function istLocalToEpoch(local: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return Number.NaN;
  const [year, month, day, hour, minute, second = 0] = m
    .slice(1)
    .map((v) => (v === undefined ? 0 : Number(v))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (second > 59) return Number.NaN;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  if (back.getUTCDate() !== day || back.getUTCHours() !== hour || back.getUTCMonth() !== month - 1)
    return Number.NaN;
  return utc - IST_OFFSET_MS;
}

/** Epoch ms → `YYYY-MM-DDTHH:mm` in Indian time (the admin form's value), `:ss` when not 0. */
export function epochToIstLocal(epochMs: number): string {
  const local = new Date(epochMs + IST_OFFSET_MS).toISOString();
  return local.slice(17, 19) === '00' ? local.slice(0, 16) : local.slice(0, 19);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-12` → "12 Dec" ("Ready by 12 Dec"). */
export function shortDay(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** Epoch ms → "12 Dec, 18:30" in Indian time. */
export function istMoment(epochMs: number): string {
  const local = epochToIstLocal(epochMs);
  return `${shortDay(local.slice(0, 10))}, ${local.slice(11)}`;
}

/**
 * What is left until a moment, as the countdown shows it: "2 d 4 h" a day or more ahead,
 * "4 h 12 min" an hour or more ahead, then "12 min 05 s", "5 s".
 */
export function countdownText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}

/** A calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.getUTCDate() === Number(m[3]);
}

/**
 * Why a cart with this pre-order cannot be paid in cash: the payment page says it, and PLACE
 * ORDER's refusal starts with it (docs/product.md#drops).
 */
export function paidOnlineOnlyNote(productName: string, dropName: string): string {
  return `${productName} is a pre-order in ${dropName}, which is paid online only.`;
}
