import { eq, inArray, lt } from 'drizzle-orm';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { waitText } from '../../plugins/rate-limit.ts';
import { LOGIN_THROTTLE as RULES } from './auth.limits.ts';

interface ThrottleDeps {
  db: Db;
  clock: () => Date;
  /** RATE_LIMIT_SCALE multiplies the free tries, as it does every rate limit's `max`. */
  config: Pick<Config, 'RATE_LIMIT_SCALE'>;
}

/** The wait after `failures` failed logins from one address for one account: 0, 0, 1 s, 2 s, … */
export function accountDelayMs(failures: number, scale = 1): number {
  const beyond = failures - RULES.accountWaitFrom * scale;
  return beyond < 0 ? 0 : Math.min(1000 * 2 ** beyond, RULES.maxDelayMs);
}

/** The wait after `failures` failed logins from one address for any accounts. */
export function ipDelayMs(failures: number, scale = 1): number {
  const beyond = failures - RULES.ipWaitFrom * scale;
  if (beyond < 0) return 0;
  return Math.min(1000 * 2 ** Math.floor(beyond / RULES.ipDoublingEvery), RULES.maxDelayMs);
}

const keysOf = (ip: string, email: string) => {
  const address = normalizeIP(ip);
  return { ip: address, account: `${address}|${email}` };
};

/**
 * Counts one failure of `key` and blocks its next try for `delayOf(failures)`. Counts kept from
 * over `forgetAfterMs` ago start again. Runs under the key's lock, so parallel tries count one
 * by one.
 */
async function countFailure(
  tx: Tx,
  key: string,
  now: Date,
  delayOf: (failures: number) => number,
): Promise<void> {
  const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.key, key));
  const fresh = row && +row.lastFailureAt > +now - RULES.forgetAfterMs;
  const failures = (fresh ? row.failures : 0) + 1;
  const values = {
    failures,
    blockedUntil: new Date(+now + delayOf(failures)),
    lastFailureAt: now,
  };
  await tx
    .insert(loginThrottles)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: loginThrottles.key, set: values });
}

function refuse(waitMs: number): never {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new DomainError(
    'RATE_LIMITED',
    `Too many failed logins. Please wait ${waitText(seconds)} and try again.`,
    { retryAfterSeconds: seconds },
  );
}

/** What a login tells the throttle once the password was checked. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Login throttling that slows the guesser, not the account (after Saleor's): failures are counted
 * per client address and account, and per address. While a key's wait runs, a try from there is
 * refused with 429 and the wait, without checking the password; a try from another address is
 * not held up, so nobody can lock a student out. The try is counted as a failure before the
 * password is checked (parallel guesses cannot all slip in before the first failure is counted)
 * and the count is cleared when the password was right.
 */
export async function startLoginAttempt(
  { db, clock, config }: ThrottleDeps,
  ip: string,
  email: string,
): Promise<LoginAttempt> {
  const keys = keysOf(ip, email);
  const scale = config.RATE_LIMIT_SCALE;
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, `login:${keys.account}`);
    const now = clock();
    const rows = await tx
      .select()
      .from(loginThrottles)
      .where(inArray(loginThrottles.key, [keys.account, keys.ip]));
    const waitMs = Math.max(0, ...rows.map((r) => +r.blockedUntil - +now));
    if (waitMs > 0) refuse(waitMs);
    await countFailure(tx, keys.account, now, (n) => accountDelayMs(n, scale));
  });
  return {
    succeeded: async () => {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, keys.account));
    },
    failed: () =>
      db.transaction(async (tx) => {
        await lockForTransaction(tx, `login:${keys.ip}`);
        const now = clock();
        await countFailure(tx, keys.ip, now, (n) => ipDelayMs(n, scale));
        // Old counts are of no use: dropping them here keeps the table small.
        await tx
          .delete(loginThrottles)
          .where(lt(loginThrottles.lastFailureAt, new Date(+now - RULES.forgetAfterMs)));
      }),
  };
}
