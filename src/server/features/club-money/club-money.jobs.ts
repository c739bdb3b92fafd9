import { istDay, istWeekStart } from '#shared/rules/admin.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { weeklyMail } from './club-money.mails.ts';
import {
  claimWeek,
  clubsByIds,
  clubsWithSales,
  ledgerSums,
  managersOf,
} from './club-money.queries.ts';
import { balanceOf } from './statements.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config' | 'mailer'>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Checked every hour: a summary goes early on Monday, whenever the server runs. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * The weekly summary (docs/product.md#a-clubs-money): for the last whole week (Monday to Sunday,
 * Indian time), each club that sold in it mails its managers its sales, refunds, share and
 * balance. The week is claimed (`club_weekly_summaries`) in the transaction that stores the
 * mails, so a restart, a second round or another instance sends nothing twice. Answers how many
 * clubs' summaries were stored in this round.
 */
export async function sendWeeklySummaries(deps: Deps): Promise<number> {
  const now = deps.clock();
  const to = istWeekStart(now.getTime());
  const from = to - WEEK_MS;
  const weekStart = istDay(from);
  const span = { from: new Date(from), to: new Date(to) };
  const clubs = await clubsByIds(deps.db, await clubsWithSales(deps.db, span));
  const brand = mailBrand(deps.config);
  let stored = 0;
  const mailIds: number[] = [];
  for (const club of clubs) {
    const ids = await deps.db.transaction(async (tx) => {
      if (!(await claimWeek(tx, club.id, weekStart))) return undefined;
      const [sums, balance, managers] = await Promise.all([
        ledgerSums(tx, club.id, span),
        balanceOf(tx, club.id),
        managersOf(tx, club.id),
      ]);
      return enqueueMail(
        tx,
        managers.map((m) =>
          weeklyMail(brand, m, {
            club,
            weekStart,
            sums,
            balancePaise: balance,
          }),
        ),
        now,
      );
    });
    if (ids) {
      stored++;
      mailIds.push(...ids);
    }
  }
  await sendSoon(deps, mailIds, 0);
  return stored;
}

export function startClubWeeklySummaries(deps: Deps): PeriodicJob<number> {
  return startPeriodicJob({
    intervalMs: EVERY_MS,
    idle: 0,
    runAtStart: true,
    onError: (err) => {
      deps.log.error({ err }, 'clubs: the weekly summaries failed (the next round retries)');
      return 0;
    },
    run: () => sendWeeklySummaries(deps),
  });
}
