import type { Database } from './client.ts';
import { databaseUnreachable } from './connection-errors.ts';

export interface WaitForDatabaseOptions {
  log: { info(message: string): void; warn(message: string): void; fatal(message: string): void };
  /** Longest wait in seconds before giving up (DATABASE_WAIT_SECONDS). */
  waitSeconds: number;
  /** Pause before the attempt after `attempt` (the first is 1), in ms. */
  backoffMs?: (attempt: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

/** 1, 2, 4, 8 s, then every 15 s: quick when PostgreSQL is a moment behind, quiet when it is not. */
export const startBackoffMs = (attempt: number) => Math.min(15_000, 1000 * 2 ** (attempt - 1));

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits at start until the database answers. A machine that boots starts the shop and PostgreSQL
 * together (or PostgreSQL restarts under a shop being restarted): the shop tries again with
 * growing pauses, one log line per failed attempt, up to `waitSeconds`, instead of exiting at
 * once and leaving the service manager to give up after a few fast restarts. Only "cannot reach"
 * errors are retried; a wrong password or a missing database is reported at once. Returns false
 * (after a fatal log line) when the database did not answer in time or will not.
 */
export async function waitForDatabase(
  database: Pick<Database, 'ping'>,
  { log, waitSeconds, backoffMs = startBackoffMs, sleep = pause }: WaitForDatabaseOptions,
): Promise<boolean> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      if (attempt > 1) log.info(`Database reachable (attempt ${attempt})`);
      return true;
    } catch (error) {
      const reason = databaseUnreachable(error);
      if (!reason) {
        log.fatal(`Cannot start: the database failed (${connectionReason(error)})`);
        return false;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        log.fatal(`Cannot start: the database did not answer within ${waitSeconds} s (${reason})`);
        return false;
      }
      const wait = Math.min(backoffMs(attempt), left);
      log.warn(
        `Database not reachable (${reason}): attempt ${attempt}, next in ${Math.ceil(wait / 1000)} s ` +
          `(giving up ${waitSeconds} s after the first)`,
      );
      await sleep(wait);
    }
  }
}

/**
 * PostgreSQL's own reason ("28P01: password authentication failed for user …"), or the driver's:
 * never drizzle's wrapper, whose message holds the query.
 */
function connectionReason(error: unknown): string {
  let e = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  if (!(e instanceof Error)) return String(e);
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${e.message}` : e.message;
}
