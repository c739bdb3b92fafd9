import { productPath } from '#shared/rules/slug.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendFromOutbox, type OutboxMail } from '../../adapters/mail/outbox.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import type { NotifyRunRow } from '../../db/schema/index.ts';
import {
  anyoneWaits,
  countMailed,
  finishRun,
  insertRuns,
  notifyMailsSince,
  openRuns,
  productsForMail,
  stockOf,
  takeWaiting,
} from './notify.queries.ts';
import { backInStockMail, dropOpenedMail, type NotifyProduct } from './notify.mails.ts';
import { unsubscribeUrl } from './unsubscribe-link.ts';

/**
 * Notify-me runs (docs/product.md#notify-me). An event (a drop opened, a sold-out size got stock)
 * writes a `notify_runs` row in the transaction that caused it: nothing is lost if the process
 * dies, and the request that caused it never waits for 2,000 mails. The notify worker then
 * works through open runs under an advisory lock (one instance at a time), storing at most
 * NOTIFY_MAILS_PER_MINUTE notify-me mails a minute over all instances into the outbox (ADR 016),
 * each batch in one transaction with its subscriptions marked mailed: once, never twice.
 */

/**
 * A drop opened: everyone waiting for one of these products' drops gets one mail (one per
 * address, naming the products it asked about). Call it in the transaction that opens the drop;
 * `key` (the drop's id) makes a second call for the same drop a no-op. Answers whether a run
 * was written. Safe to call twice anyway: a subscription is mailed once.
 */
export async function notifyDropOpened(
  deps: { db: Db | Tx; clock: () => Date },
  productIds: readonly number[],
  options: { key?: string } = {},
): Promise<boolean> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return false;
  const dedupeKey = options.key ? `drop-opens:${options.key}` : null;
  const written = await insertRuns(
    deps.db,
    [{ kind: 'drop-opens', productIds: ids, size: '', dedupeKey }],
    deps.clock(),
  );
  return written.length > 0;
}

/**
 * Sizes of a product whose stock went from 0 (or not made) to more: a run for each that someone
 * waits for. Called in the admin's product edit transaction (admin-products.service.ts).
 */
export async function notifyRestocked(
  tx: Tx,
  productId: number,
  sizes: readonly string[],
  now: Date,
): Promise<void> {
  const runs = [];
  for (const size of sizes) {
    if (await anyoneWaits(tx, { productId, kind: 'back-in-stock', size })) {
      runs.push({ kind: 'back-in-stock' as const, productIds: [productId], size });
    }
  }
  await insertRuns(tx, runs, now);
}

export type NotifyDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'secrets'>;

/**
 * One round: the notify-me mails the pace allows now (NOTIFY_MAILS_PER_MINUTE less those stored
 * in the last minute, at most `batch`), stored and then sent. Answers how many it stored. Run it
 * under the worker's lock (`startNotifyWorker`): two rounds at once could both use the minute.
 */
export async function runNotifyRound(deps: NotifyDeps, batch = Infinity): Promise<number> {
  const { db, clock, config } = deps;
  const now = clock();
  const used = await notifyMailsSince(db, new Date(now.getTime() - 60_000));
  let budget = Math.min(config.NOTIFY_MAILS_PER_MINUTE - used, batch);
  let stored = 0;
  for (const run of await openRuns(db)) {
    if (budget <= 0) break;
    const ids = await mailRunBatch(deps, run, budget);
    stored += ids.length;
    budget -= ids.length;
    await sendFromOutbox(deps, ids);
  }
  return stored;
}

/** Stores up to `budget` mails of the run (one transaction); finishes it when none wait. */
async function mailRunBatch(deps: NotifyDeps, run: NotifyRunRow, budget: number) {
  const { db, clock, config, secrets } = deps;
  // A size that sold out again before its turn: the rest keep waiting for the next restock.
  if (run.kind === 'back-in-stock' && (await stockOf(db, run.productIds[0]!, run.size)) === 0) {
    await finishRun(db, run.id, clock());
    return [];
  }
  const brand = mailBrand(config);
  const products = new Map<number, NotifyProduct>(
    (await productsForMail(db, run.productIds)).map((p) => [
      p.id,
      {
        name: p.name,
        url: `${config.publicUrl}${productPath({ product_id: p.id, details: p.details })}`,
      },
    ]),
  );
  return db.transaction(async (tx) => {
    const now = clock();
    const taken = await takeWaiting(tx, run, budget, now);
    if (taken.length === 0) {
      await finishRun(tx, run.id, now);
      return [];
    }
    const byEmail = new Map<string, NotifyProduct[]>();
    for (const { email, productId } of taken) {
      const product = products.get(productId);
      if (product) byEmail.set(email, [...(byEmail.get(email) ?? []), product]);
    }
    const mails: OutboxMail[] = [...byEmail].map(([to, asked]) => {
      const unsubscribe = unsubscribeUrl(config.publicUrl, secrets.unsubscribeKey, to);
      const mail =
        run.kind === 'back-in-stock'
          ? backInStockMail(brand, {
              to,
              product: asked[0]!,
              size: run.size,
              unsubscribeUrl: unsubscribe,
            })
          : dropOpenedMail(brand, { to, products: asked, unsubscribeUrl: unsubscribe });
      return { ...mail, dedupeKey: `notify:${run.id}:${to}` };
    });
    const ids = await enqueueMail(tx, mails, now);
    await countMailed(tx, run.id, ids.length);
    return ids;
  });
}

/** The advisory lock of the notify worker's rounds. */
export const NOTIFY_LOCK = 'notify-me';

export type NotifyWorker = Pick<PeriodicJob<number>, 'runOnce' | 'stop'>;

/**
 * Every NOTIFY_INTERVAL_SECONDS, one round under the lock (another instance's round skips this
 * one), each round at most its share of the minute's pace so mails go out evenly.
 */
export function startNotifyWorker(
  deps: NotifyDeps & { database: Pick<Database, 'tryWithLock'> },
): NotifyWorker {
  const intervalMs = deps.config.NOTIFY_INTERVAL_SECONDS * 1000;
  const perRound = Math.max(
    1,
    Math.ceil((deps.config.NOTIFY_MAILS_PER_MINUTE * Math.max(intervalMs, 1000)) / 60_000),
  );
  return startPeriodicJob({
    intervalMs,
    idle: 0,
    onError: (err) => {
      deps.log.error({ err }, 'notify me: a round failed');
      return 0;
    },
    run: async () => {
      const result = await deps.database.tryWithLock(NOTIFY_LOCK, () =>
        runNotifyRound(deps, perRound),
      );
      return result.acquired ? result.value : 0;
    },
  });
}
