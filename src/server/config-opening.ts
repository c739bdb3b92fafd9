import { z } from 'zod';

/**
 * The settings of a drop's opening minute (issue 35's crowd), parsed with the rest in config.ts:
 * what each instance keeps between changes (ADR 027) and the drop's line (ADR 028).
 */
export const openingSettingFields = {
  /**
   * How long an instance keeps a session row it read (ms; 0: read it on every call). A
   * revocation reaches every instance through the invalidation bus (docs/decisions/027).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /**
   * How long an instance keeps a drop's size it found sold out, or a drop it found not yet open,
   * answering from it without the database (ms; 0: off). Stock given back clears it everywhere.
   */
  DROP_MARK_MS: z.coerce.number().int().min(0).max(30_000).default(1000),
  /**
   * A drop's line at its opening (docs/decisions/028): admissions a second, what the shop serves
   * (0: no line); the minutes after the opening it lasts (longer while someone waits); an
   * admitted student's minutes to check out.
   */
  DROP_LINE_RATE: z.coerce.number().min(0).max(10_000).default(50),
  DROP_LINE_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  DROP_LINE_CHECKOUT_MINUTES: z.coerce.number().min(0.1).max(120).default(5),
};
