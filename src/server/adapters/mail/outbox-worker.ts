import type { Database } from '../../db/client.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import {
  DEFAULT_OUTBOX_POLICY,
  dueMail,
  sendFromOutbox,
  type OutboxDeps,
  type OutboxPolicy,
} from './outbox.ts';

export interface OutboxWorkerOptions extends OutboxDeps {
  /** For the lock that lets one server instance at a time sweep the outbox. */
  database: Pick<Database, 'tryWithLock'>;
  /** How often to look for due mail (default 30 s). */
  intervalMs?: number;
  /** Rows per sweep (default 50). */
  batchSize?: number;
  policy?: OutboxPolicy;
}

/** `runOnce` resolves to how many mails were sent. */
export type OutboxWorker = Pick<PeriodicJob<number>, 'runOnce' | 'stop'>;

/** The advisory lock held while sweeping (pg_try_advisory_lock: a busy lock skips the sweep). */
export const OUTBOX_LOCK = 'mail-outbox';

/**
 * Retries mail that could not be sent at once: every `intervalMs` it sends the `pending` rows whose
 * next try is due (outbox.ts: backoff, last try → `failed`). Runs in the server process; with
 * several instances, the one holding the lock sweeps and the others skip that round.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, log, clock, intervalMs = 30_000, batchSize = 50 } = options;
  const policy = options.policy ?? DEFAULT_OUTBOX_POLICY;
  return startPeriodicJob({
    intervalMs,
    idle: 0,
    onError: (err) => {
      log.error({ err }, 'mail outbox: sweep failed');
      return 0;
    },
    run: async () => {
      const result = await database.tryWithLock(OUTBOX_LOCK, async () => {
        const ids = await dueMail(options.db, clock(), batchSize);
        return sendFromOutbox(options, ids, policy);
      });
      return result.acquired ? result.value : 0;
    },
  });
}
