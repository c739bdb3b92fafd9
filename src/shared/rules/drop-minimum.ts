/**
 * Print minimums of drops (docs/product.md#print-minimums): the bounds the admin's form and the
 * server check, and the progress line's words. Apart from ./drops.ts so the pages that load first
 * (Home, the shop) do not carry them: only the drop pages and the admin's use them.
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A print minimum (pieces over the drop, or of one product), at most. */
export const DROP_MINIMUM_MAX = 10_000;
/** How far one extension may move a drop's close, at most. */
export const DROP_EXTENSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;

export const DROP_MINIMUM_KINDS = ['none', 'total', 'product'] as const;
/** none: prints whatever is ordered; total: pieces over the drop; product: each product's own. */
export type DropMinimumKind = (typeof DROP_MINIMUM_KINDS)[number];
export const DROP_MINIMUM_OUTCOMES = ['reached', 'missed'] as const;
export type DropMinimumOutcome = (typeof DROP_MINIMUM_OUTCOMES)[number];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * A close as the progress line says it, in Indian time: "Fri 6 pm" within the coming week of
 * `now`, "Fri 18 Dec, 6:30 pm" further off (a weekday alone would name the wrong week).
 */
export function istDeadline(epochMs: number, now: number): string {
  const d = new Date(epochMs + IST_OFFSET_MS);
  const hour = d.getUTCHours();
  const minute = d.getUTCMinutes();
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`;
  const day = WEEKDAYS[d.getUTCDay()]!;
  const near = epochMs - now < 6 * 24 * 60 * 60 * 1000;
  return near ? `${day} ${clock}` : `${day} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${clock}`;
}

/** Progress towards a minimum: pieces ordered (placed, not cancelled) and paid for right now. */
export interface MinimumProgress {
  minimum: number;
  ordered: number;
  payingNow: number;
}

/**
 * The honest progress line (docs/product.md#print-minimums): "37 of 50 ordered · prints if 50
 * are ordered by Fri 6 pm" while it takes orders, "52 of 50 ordered · minimum reached" once it
 * has enough; counted only from placed pre-orders not cancelled.
 */
export function minimumProgressText(p: MinimumProgress, closesAt: number, now: number): string {
  const head = `${p.ordered} of ${p.minimum} ordered`;
  if (p.ordered >= p.minimum) return `${head} · minimum reached`;
  if (now >= closesAt) return head;
  return `${head} · prints if ${p.minimum} are ordered by ${istDeadline(closesAt, now)}`;
}

/** Online payments in progress, shown apart from the count ("3 paying now"); '' for none. */
export const payingNowText = (n: number) => (n > 0 ? `${n} paying now` : '');

/** What happens if a drop's minimum is not reached, shown beside its progress. */
export const minimumConsequence = (kind: DropMinimumKind) =>
  kind === 'product'
    ? 'If any product has fewer ordered, every pre-order is cancelled and any online payment refunded in full.'
    : 'If fewer are ordered, every pre-order is cancelled and any online payment refunded in full.';

/** A drop's state once its minimum was missed, wherever it is shown. */
export const MINIMUM_MISSED = 'Did not reach its minimum';
