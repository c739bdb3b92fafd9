import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon, type OutboxMail } from '../../adapters/mail/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { printRun } from '../drops/index.ts';
import { clubDropsTurned } from './club-catalog.queries.ts';
import { clubDropClosedMail, clubDropOpenedMail } from './club-drop.mails.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

/** How far back a round looks for drops that opened or closed (a server down for a while). */
const LOOK_BACK_MS = 2 * 24 * 60 * 60_000;

/**
 * A drop opens and closes at its time, not by a request: each round, every published club drop
 * that opened or closed in the last two days mails each of its club's managers once (the
 * outbox's key is the drop, the turn and the manager, so later rounds and other instances add
 * nothing). The closing mail carries the print sheet. Answers how many mails were new.
 */
export async function mailClubDropTurns(deps: Deps): Promise<number> {
  const now = deps.clock();
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  const brand = mailBrand(deps.config);
  const mails: OutboxMail[] = [];
  for (const row of await clubDropsTurned(deps.db, 'opensAt', since, now)) {
    mails.push({
      ...clubDropOpenedMail(brand, mailInput(row)),
      dedupeKey: `club-drop-opened:${row.drop.id}:${row.manager.id}`,
    });
  }
  const sheets = new Map<number, Awaited<ReturnType<typeof printRun>>['products']>();
  for (const row of await clubDropsTurned(deps.db, 'closesAt', since, now)) {
    let products = sheets.get(row.drop.id);
    if (!products)
      sheets.set(row.drop.id, (products = (await printRun(deps, row.drop.id)).products));
    mails.push({
      ...clubDropClosedMail(brand, { ...mailInput(row), products }),
      dedupeKey: `club-drop-closed:${row.drop.id}:${row.manager.id}`,
    });
  }
  const ids = await enqueueMail(deps.db, mails, now);
  await sendSoon(deps, ids, 0);
  return ids.length;
}

const mailInput = (row: Awaited<ReturnType<typeof clubDropsTurned>>[number]) => ({
  to: row.manager.email,
  name: row.manager.name,
  clubName: row.club.name,
  clubSlug: row.club.slug,
  drop: row.drop,
});

/** Every NOTIFY_INTERVAL_SECONDS, club drops that opened or closed since are mailed about. */
export function startClubDropMails(deps: Deps): PeriodicJob<number> {
  return startPeriodicJob({
    intervalMs: deps.config.NOTIFY_INTERVAL_SECONDS * 1000,
    idle: 0,
    runAtStart: true,
    onError: (err) => {
      deps.log.error({ err }, 'clubs: mailing managers about their drops failed');
      return 0;
    },
    run: () => mailClubDropTurns(deps),
  });
}
