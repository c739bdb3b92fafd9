import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import {
  DEFAULT_OUTBOX_POLICY,
  claimed,
  dueAt,
  markSent,
  transmitClaimed,
  type OutboxDeps,
  type OutboxPolicy,
} from './outbox.ts';

export interface OutboxWorkerOptions extends OutboxDeps {
  /** How often to look for due mail (default 30 s; the worker process: WORKER_POLL_MS). */
  intervalMs?: number;
  /** Rows claimed at a time, and sent side by side (default 10). */
  batchSize?: number;
  policy?: OutboxPolicy;
}

/** `runOnce` resolves to how many mails were sent. */
export type OutboxWorker = Pick<PeriodicJob<number>, 'runOnce' | 'stop'>;

/**
 * Claims up to `limit` due rows in one statement and answers them: `FOR UPDATE SKIP LOCKED`
 * passes over rows another sender is claiming this moment (no wait, no double claim), and the
 * claim's lease (`next_attempt_at` moved past now) keeps every other sender off them until this
 * one records the outcome. Several workers, and web instances still sending, share the outbox so.
 */
export async function claimDueMail(
  db: Db,
  now: Date,
  limit: number,
  policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY,
): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(...dueAt(now)))
    // Mail that expires (a sign-up or reset code) first: at a drop's opening thousands of order
    // and notify-me mails are due at once, and a code behind them would arrive minutes late.
    .orderBy(
      sql`${mailOutbox.expiresAt} is null`,
      asc(mailOutbox.nextAttemptAt),
      asc(mailOutbox.id),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set(claimed(now, policy))
    .where(and(inArray(mailOutbox.id, due), ...dueAt(now)))
    .returning();
}

/**
 * Sends every due row: claims a batch, sends its mails side by side (a connection each, so one
 * slow message does not hold the others; a batch ends well within the claim's lease, as each try
 * times out within 50 s: smtp-mailer.ts), and claims the next until none is due. Never throws
 * for a mail server's failure (outbox.ts records it); answers how many mails were sent.
 */
export async function sweepOutbox(
  deps: OutboxDeps,
  batchSize = 10,
  policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY,
  stopped: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  while (!stopped()) {
    const rows = await claimDueMail(deps.db, deps.clock(), batchSize, policy);
    const results = await Promise.all(
      rows.map((row) =>
        transmitClaimed(deps, row, policy).catch((err: unknown) => {
          deps.log.error({ err, outboxId: row.id }, 'mail outbox: could not record a try');
          return false;
        }),
      ),
    );
    // The batch's sent mails in one statement: at a drop's opening that is most of the outbox's
    // writes. Until it runs they stay claimed (the lease), so no other sender takes them.
    const sentIds = rows.filter((_, i) => results[i]).map((row) => row.id);
    await markSent(deps.db, sentIds, deps.clock());
    sent += sentIds.length;
    if (rows.length < batchSize) break;
  }
  return sent;
}

/**
 * Sends due mail every `intervalMs`: in the worker process (BACKGROUND_JOBS=worker) everything
 * web instances stored, and in a web instance (in-process) the retries of mail that could not
 * go at once (outbox.ts: backoff, last try → `failed`). Rows are claimed, not locked for a
 * round, so any number of senders sweep at once and none sends a mail twice.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { log, intervalMs = 30_000, batchSize = 10 } = options;
  const policy = options.policy ?? DEFAULT_OUTBOX_POLICY;
  const job: PeriodicJob<number> = startPeriodicJob({
    intervalMs,
    idle: 0,
    onError: (err) => {
      log.error({ err }, 'mail outbox: sweep failed');
      return 0;
    },
    run: () => sweepOutbox(options, batchSize, policy, () => job.stopped),
  });
  return job;
}
