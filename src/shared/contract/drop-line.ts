import { z } from 'zod';
import { IdLike, Ok } from './common.ts';
import { DropSize } from './drops.ts';

/**
 * A drop's line at its opening (docs/product.md#the-line-at-a-drops-opening, ADR 028). All
 * additions. Times are epoch ms with `serverNow` beside them, as the drops' other replies.
 */

export const DropLineParams = z.object({ dropId: IdLike });

/** drops/{dropId}/queue/join: a link-only drop's secret (`?key=` of its link), when it came with one. */
export const DropLineJoinBody = z.object({ key: z.string().trim().max(100).optional() });

/** drops/{dropId}/queue: the ticket the join answered (it names the drop and the account). */
export const DropLineQuery = z.object({
  ticket: z.string().trim().max(200).default(''),
});

/**
 * Where the student stands: `open` (no line now: buy as usual), `waiting`, `admitted` (until
 * `admittedUntil`), `expired` (the window ran out: join again), `out` (not in this line),
 * `soldOut` or `closed` (nothing left to wait for).
 */
export const DROP_LINE_STATES = [
  'open',
  'waiting',
  'admitted',
  'expired',
  'out',
  'soldOut',
  'closed',
] as const;
export type DropLineState = (typeof DROP_LINE_STATES)[number];

/** What is left of one of the drop's products (null: nothing caps it), and of its capped sizes. */
export const DropLineStock = z.object({
  productId: z.number().int(),
  left: z.number().int().nullable(),
  sizes: z.array(DropSize),
});

export const DropLine = z.object({
  state: z.enum(DROP_LINE_STATES),
  /** While waiting: 1 = next. */
  place: z.number().int().nullable(),
  /** While waiting: the seconds until the student's turn, at the line's admission rate. */
  estimateSeconds: z.number().int().nullable(),
  admitted: z.boolean(),
  /** While admitted: when the checkout window ends. */
  admittedUntil: z.number().int().nullable(),
  /** Ask again after this long (the page's poll; sooner near the front). */
  pollAfterMs: z.number().int(),
  /** For drops/{dropId}/queue: this student's place in this drop's line ('' when not in it). */
  ticket: z.string(),
  /** Whether every product of the drop is sold out, and what is left of each. */
  soldOut: z.boolean(),
  stock: z.array(DropLineStock),
});
export type DropLine = z.infer<typeof DropLine>;

export const DropLineReply = z.object({
  status: Ok,
  serverNow: z.number().int(),
  queue: DropLine,
});
export type DropLineReply = z.infer<typeof DropLineReply>;
