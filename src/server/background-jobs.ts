import type { Database } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { startOutboxWorker } from './adapters/mail/outbox-worker.ts';
import { startNotifyWorker } from './features/notify/notify-runs.ts';
import { startClubWeeklySummaries } from './features/club-money/club-money.jobs.ts';
import { startClubDropMails } from './features/club-store/club-drop-mails.jobs.ts';
import { startDropAnnouncer, startMinimumJudge } from './features/drops/drops.jobs.ts';
import { cancelDropPreOrders } from './features/orders/index.ts';
import { startPaymentReconciler } from './features/orders/payments/payments.jobs.ts';

export type JobDeps = Omit<
  AppDeps,
  'storage' | 'webDir' | 'uploadsDir' | 'sandbox' | 'dropLines'
> & {
  database: Database;
};

/** One running job: a round now (`runOnce`), and `stop` ending it after its round. */
interface Job {
  runOnce(): Promise<unknown>;
  stop(): Promise<void>;
}

export interface BackgroundJobs {
  /** Each job by name (`outbox`, `reconciler`, …): tests and the worker's start line use them. */
  jobs: Record<string, Job>;
  /** Stops every job, waiting for the rounds under way. */
  stop(): Promise<void>;
}

/**
 * The shop's mail and periodic jobs, in the one process that runs them: each web instance with
 * BACKGROUND_JOBS=in-process, else the worker (src/server/worker.ts). Several such processes
 * are safe: the outbox claims its rows, reconciliation and notify me take an advisory lock per
 * round, and the rest write under keys that let a second round add nothing (a drop's run, a
 * club's week, a manager's mail), so running them in one worker saves work rather than doubles.
 */
export function startBackgroundJobs(deps: JobDeps, outboxIntervalMs: number): BackgroundJobs {
  const jobs: Record<string, Job> = {
    // Sends stored mail: all of it in the worker, the retries in a web instance (outbox.ts).
    outbox: startOutboxWorker({ ...deps, intervalMs: outboxIntervalMs }),
    // Pending payments, expired stock holds, refunds under way (PAYMENT_RECONCILE_SECONDS).
    reconciler: startPaymentReconciler(deps, deps.config.PAYMENT_RECONCILE_SECONDS * 1000),
    // Notify-me mails (a drop opened, a size back in stock), paced by NOTIFY_MAILS_PER_MINUTE.
    notifier: startNotifyWorker(deps),
    // A drop opening at its time hands its products to notify me, once per drop.
    announcer: startDropAnnouncer(deps),
    // Each club's managers get last week's summary once, early in the week.
    clubWeekly: startClubWeeklySummaries(deps),
    // A club's managers hear when a drop of theirs opens and closes (with the print sheet).
    clubDropMails: startClubDropMails(deps),
    // A closed drop's print minimum decided; a missed one's pre-orders cancelled and refunded.
    judge: startMinimumJudge(deps, (orderId, change) => cancelDropPreOrders(deps, orderId, change)),
  };
  return {
    jobs,
    async stop() {
      await Promise.all(Object.values(jobs).map((job) => job.stop()));
    },
  };
}
