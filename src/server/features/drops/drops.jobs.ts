import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { notifyDropOpened } from '../notify/index.ts';
import { dropById, liveDropIds, productIdsOf } from './drops.queries.ts';
import { settleMinimums, type CancelDropOrder } from './drop-minimum.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>;

/**
 * A drop opens at its time, not by a request: each round, every live drop is handed to notify
 * me (docs/product.md#notify-me), once per drop (the run's key is the drop's id, so later
 * rounds and other instances write nothing more). Answers how many drops got their run now.
 */
export async function announceOpenedDrops(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  let announced = 0;
  for (const id of await liveDropIds(deps.db, now)) {
    const record = await dropById(deps.db, id);
    if (!record) continue;
    const ids = productIdsOf(record.counters);
    if (await notifyDropOpened(deps, ids, { key: String(id) })) announced++;
  }
  return announced;
}

/** Every NOTIFY_INTERVAL_SECONDS, the drops that opened since are announced. */
export function startDropAnnouncer(deps: Deps): PeriodicJob<number> {
  return startPeriodicJob({
    intervalMs: deps.config.NOTIFY_INTERVAL_SECONDS * 1000,
    idle: 0,
    runAtStart: true,
    onError: (err) => {
      deps.log.error({ err }, 'drops: announcing opened drops failed');
      return 0;
    },
    run: () => announceOpenedDrops(deps),
  });
}

/**
 * Every NOTIFY_INTERVAL_SECONDS, closed drops with a print minimum are decided, and the pre-orders
 * of those that missed it cancelled and refunded (docs/product.md#print-minimums). Idempotent:
 * a round after a restart picks up where the last one stopped.
 */
export function startMinimumJudge(
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'config'>,
  cancel: CancelDropOrder,
): PeriodicJob<number> {
  return startPeriodicJob({
    intervalMs: deps.config.NOTIFY_INTERVAL_SECONDS * 1000,
    idle: 0,
    runAtStart: true,
    onError: (err) => {
      deps.log.error({ err }, 'drops: deciding print minimums failed');
      return 0;
    },
    run: () => settleMinimums(deps, cancel),
  });
}
