import { and, gt, lte } from 'drizzle-orm';
import { drops } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { notifyDropOpened } from '../notify/index.ts';
import { dropById, productIdsOf } from './drops.queries.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>;

/**
 * A drop opens at its time, not by a request: each round, every live drop is handed to notify
 * me (docs/product.md#notify-me), once per drop (the run's key is the drop's id, so later
 * rounds and other instances write nothing more). Answers how many drops got their run now.
 */
export async function announceOpenedDrops(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  const live = await deps.db
    .select({ id: drops.id })
    .from(drops)
    .where(and(lte(drops.opensAt, now), gt(drops.closesAt, now)));
  let announced = 0;
  for (const { id } of live) {
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
