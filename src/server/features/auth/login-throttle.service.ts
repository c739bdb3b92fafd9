import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { waitText } from '../../plugins/rate-limit.ts';
import { LOGIN_THROTTLE as RULES } from './auth.limits.ts';
import {
  clearThrottleCounts,
  dropForgottenCounts,
  saveThrottleCount,
  throttleCounts,
} from './login-throttle.queries.ts';

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

/** How long unknown devices are kept from an account after its `failures` from unknown devices. */
export function unknownDevicesLockMs(failures: number, scale = 1): number {
  return failures >= RULES.unknownDevicesLockFrom * scale ? RULES.unknownDevicesLockMs : 0;
}

/**
 * The counters' keys. An address has no `|` or `@`, so none of these can be taken for another.
 * `device` is the nonce of a valid device cookie for the account.
 */
const keysOf = (ip: string, email: string, device: string | undefined) => {
  const address = normalizeIP(ip);
  return {
    address,
    addressAccount: `${address}|${email}`,
    account: `account|${email}`,
    device: device === undefined ? undefined : `device|${device}`,
  };
};

const fresh = (lastFailureAt: Date, now: Date) => +lastFailureAt > +now - RULES.forgetAfterMs;

/**
 * Counts one failure of `key` and blocks its next try for `delayOf(failures)`. Counts kept from
 * over `forgetAfterMs` ago start again. Call it under a lock that covers the key.
 */
async function countFailure(
  tx: Tx,
  key: string,
  now: Date,
  delayOf: (failures: number) => number,
): Promise<void> {
  const [row] = await throttleCounts(tx, [key]);
  const failures = (row && fresh(row.lastFailureAt, now) ? row.failures : 0) + 1;
  await saveThrottleCount(tx, key, {
    failures,
    blockedUntil: new Date(+now + delayOf(failures)),
    lastFailureAt: now,
  });
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
  /** Whether the try counted as the account's known device (its own tries). */
  knownDevice: boolean;
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * A try from the account's known device, while the device has free tries left: counted on the
 * device only. Undefined when the device has used them up (it is then an unknown device).
 */
async function startKnownDeviceAttempt(
  { db, clock, config }: ThrottleDeps,
  key: string,
): Promise<LoginAttempt | undefined> {
  const counted = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `login:${key}`);
    const now = clock();
    const [row] = await throttleCounts(tx, [key]);
    const failures = row && fresh(row.lastFailureAt, now) ? row.failures : 0;
    if (failures >= RULES.deviceFreeTries * config.RATE_LIMIT_SCALE) return false;
    await countFailure(tx, key, now, () => 0);
    return true;
  });
  if (!counted) return undefined;
  return {
    knownDevice: true,
    succeeded: () => clearThrottleCounts(db, [key]),
    failed: async () => undefined,
  };
}

/**
 * Login throttling that slows the guesser, not the student (docs/decisions/022). A browser with
 * a device cookie for the account keeps its own tries, so nobody elsewhere, on the same network
 * or not, can lock a student out of the browser they use. Tries from unknown devices are counted
 * per address and account, per account and per address; while one of those waits, a try is
 * refused with 429 and the wait, without checking the password. The try is counted as a failure
 * before the password is checked (parallel guesses cannot all slip in before the first failure
 * is counted) and the counts of the account are cleared when the password was right.
 */
export async function startLoginAttempt(
  deps: ThrottleDeps,
  ip: string,
  email: string,
  device?: string,
): Promise<LoginAttempt> {
  const { db, clock, config } = deps;
  const keys = keysOf(ip, email, device);
  const scale = config.RATE_LIMIT_SCALE;
  if (keys.device) {
    const known = await startKnownDeviceAttempt(deps, keys.device);
    if (known) return known;
  }
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, `login:${keys.account}`);
    const now = clock();
    const rows = await throttleCounts(tx, [keys.addressAccount, keys.account, keys.address]);
    const waitMs = Math.max(0, ...rows.map((r) => +r.blockedUntil - +now));
    if (waitMs > 0) refuse(waitMs);
    await countFailure(tx, keys.addressAccount, now, (n) => accountDelayMs(n, scale));
    await countFailure(tx, keys.account, now, (n) => unknownDevicesLockMs(n, scale));
  });
  return {
    knownDevice: false,
    succeeded: () => clearThrottleCounts(db, [keys.addressAccount, keys.account]),
    failed: () =>
      db.transaction(async (tx) => {
        await lockForTransaction(tx, `login:${keys.address}`);
        const now = clock();
        await countFailure(tx, keys.address, now, (n) => ipDelayMs(n, scale));
        // Old counts are of no use: dropping them here keeps the table small.
        await dropForgottenCounts(tx, new Date(+now - RULES.forgetAfterMs));
      }),
  };
}
