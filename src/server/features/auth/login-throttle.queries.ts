import { eq, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { loginThrottles } from '../../db/schema/index.ts';

/** One throttle key's count: failures so far, until when its next try waits, the last failure. */
export interface ThrottleCount {
  failures: number;
  blockedUntil: Date;
  lastFailureAt: Date;
}

/** The counts of `keys` (missing keys have none). */
export async function throttleCounts(tx: Tx, keys: string[]) {
  return tx.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/** Stores `key`'s count, replacing any. */
export async function saveThrottleCount(tx: Tx, key: string, count: ThrottleCount) {
  await tx
    .insert(loginThrottles)
    .values({ key, ...count })
    .onConflictDoUpdate({ target: loginThrottles.key, set: count });
}

/** Forgets the counts of `keys`. */
export async function clearThrottleCounts(db: Db, keys: string[]) {
  if (keys.length === 1) await db.delete(loginThrottles).where(eq(loginThrottles.key, keys[0]!));
  else await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/** Drops counts whose last failure was before `before`. */
export async function dropForgottenCounts(tx: Tx, before: Date) {
  await tx.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, before));
}
