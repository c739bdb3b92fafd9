import { z } from 'zod';

/** Success envelope marker: every success body carries `status: 200`. */
export const Ok = z.literal(200);

/** The failure body. `status: 404` is the original contract's "general failure" signal and is always kept. */
export const Failure = z.object({
  status: z.literal(404),
  code: z.string(),
  message: z.string(),
  error: z.string(),
  /** On a refused change (409), the record's latest state, so the client can show it. */
  current: z.unknown().optional(),
});
export type Failure = z.infer<typeof Failure>;

/** A plain `{status:200, message}` reply, the most common success shape. */
export const MessageReply = z.object({ status: Ok, message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

/** A `{status:200}` reply; a message may come along. */
export const StatusReply = z.object({ status: Ok, message: z.string().optional() });
export type StatusReply = z.infer<typeof StatusReply>;

/** A call without a body of its own (`{}`); anything sent is ignored. */
export const EmptyBody = z.object({});
export type EmptyBody = z.infer<typeof EmptyBody>;

/** A number as people write it: digits, maybe a minus and a decimal part. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A number that may arrive as a string from clients of the original contract ("1", " 499 "). Unlike
 * `z.coerce.number()` it refuses null, booleans, blanks and any string that is not a plain decimal
 * (JavaScript would read "0x10" as 16, "1e3" as 1000 and "Infinity" as a number).
 */
export function numberLike(message = 'Enter a number') {
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim() : '';
    const n = typeof v === 'number' ? v : PLAIN_DECIMAL.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** An integer that may arrive as a string, optionally bounded; every failure reads `message`. */
export function intLike(opts: { min?: number; max?: number; message?: string } = {}) {
  const message = opts.message ?? 'Enter a whole number';
  let n = z.number().int({ error: message });
  if (opts.min !== undefined) n = n.min(opts.min, { error: message });
  if (opts.max !== undefined) n = n.max(opts.max, { error: message });
  return numberLike(message).pipe(n);
}

/** Numbers may arrive as strings from clients of the original contract ("1", "499"): coerce, then validate. */
export const NumberLike = numberLike();
export const IntLike = intLike();

/** Ids are PostgreSQL `integer` identities: 1 to 2^31 - 1. */
export const MAX_ROW_ID = 2_147_483_647;
export const isRowId = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_ROW_ID;

/** Stands for an id beyond the database's range: no row has it, so it is simply not found. */
export const NO_ROW_ID = 0;

/**
 * A row id (a path parameter or a body field such as `orderItem_id`): a positive integer. One
 * too large for the database's id type cannot exist, so it reads as NO_ROW_ID and the call
 * answers "not found" like for any other missing row; no query ever sees it out of range.
 */
export const IdLike = intLike({ min: 1, message: 'Not found' }).transform((n) =>
  n <= MAX_ROW_ID ? n : NO_ROW_ID,
);

/** Path parameter holding a numeric id. */
export const IdParams = z.object({ id: IdLike });
export type IdParams = z.infer<typeof IdParams>;

/**
 * Bodies of the original contract carry the caller's e-mail; the server compares it with the token's
 * (lower-cased here so the comparison is exact). Null or blank means "not sent".
 */
export const OptionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(320)
  .nullish()
  .transform((v) => v || undefined);

/** Optional free text that may arrive as null from clients of the original contract; always a string after. */
export function optionalText(max = 500) {
  return z
    .string()
    .trim()
    .max(max, { error: 'This is too long' })
    .nullish()
    .transform((v) => v ?? '');
}

/** An optional field where null and '' from clients of the original contract also mean "not sent". */
export function maybe<T extends z.ZodType>(schema: T) {
  // Preprocess rather than a union, so a bad value reports the field's own message.
  return z.preprocess((v) => (v === null || v === '' ? undefined : v), schema.optional());
}
