import { SHOP_DEFAULTS } from '../shop-defaults.ts';
import type { DeliveryMethod } from './delivery.ts';

/**
 * By when an order is ready (docs/product.md#ready-by-dates): a number of working days per
 * delivery method from the shop's settings, counted in Indian time from the day after the order
 * is placed, Saturdays and Sundays not counted. Shown on the product page, in the cart, on the
 * thank-you page and on the order, so the web and the server compute it here, once.
 */
export type ReadyByWorkingDays = Record<DeliveryMethod, number>;

const DEFAULT_READY_BY: Readonly<ReadyByWorkingDays> = SHOP_DEFAULTS.readyByWorkingDays;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The calendar day (IST) by which an order placed at `placedAt` (epoch ms) is ready, as
 * `YYYY-MM-DD`: `workingDays` weekdays after the day it was placed (0 means the same day).
 */
export function readyByDate(placedAt: number, workingDays: number): string {
  const day = new Date(Math.floor((placedAt + IST_OFFSET_MS) / DAY_MS) * DAY_MS);
  for (let left = Math.max(0, Math.floor(workingDays)); left > 0;) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** The ready-by day for an order of `method` placed at `placedAt`, with the shop's settings. */
export function readyByFor(
  method: DeliveryMethod,
  placedAt: number,
  days: ReadyByWorkingDays = DEFAULT_READY_BY,
): string {
  return readyByDate(placedAt, days[method]);
}

/**
 * The ready-by day of a whole order: its stock items' day from the settings, and for pre-orders
 * their drop's expected ready day (docs/product.md#drops); the order is ready when its last item
 * is, so the latest of them. Cancelled items do not count (a wholly cancelled order keeps the
 * settings' day).
 */
export function orderReadyBy(
  method: DeliveryMethod,
  placedAt: number,
  items: readonly { dropReadyBy?: string; step?: string }[],
  days: ReadyByWorkingDays = DEFAULT_READY_BY,
): string {
  const live = items.filter((i) => i.step !== 'cancelled');
  const stock = live.length === 0 || live.some((i) => !i.dropReadyBy);
  const daysOf = live.flatMap((i) => (i.dropReadyBy ? [i.dropReadyBy] : []));
  if (stock) daysOf.push(readyByFor(method, placedAt, days));
  return daysOf.sort().at(-1)!;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Month names, January first (pages and mails write dates out the same way). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-11-30` → "Monday, 30 November" (the same wherever the code runs). */
export function formatReadyBy(isoDay: string): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** What "ready" means per method, for "Ready for pickup by Monday, 30 November". */
export function readyByLabel(method: DeliveryMethod): string {
  if (method === 'pickup') return 'Ready for pickup by';
  if (method === 'hostel') return 'Delivered to your hostel by';
  return 'Delivered by';
}
