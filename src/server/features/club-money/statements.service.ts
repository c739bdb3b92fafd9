import type {
  AdminStatementsReply,
  ClubPayout,
  ClubStatement,
  LedgerEntry,
} from '#shared/contract/club-money.ts';
import {
  istMonthBounds,
  istMonthOf,
  monthsBetween,
  type StatementSums,
} from '#shared/rules/club-money.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { Db } from '../../db/client.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { clubForManager } from '../clubs/index.ts';
import { toClubHeader, toLedgerEntry, toPayout, toStatement } from './club-money.mapper.ts';
import {
  allClubs,
  entriesOf,
  firstActivity,
  ledgerSums,
  payoutSum,
  payoutsOf,
} from './club-money.queries.ts';

/**
 * A club's statements (docs/product.md#a-clubs-money): per month in Indian time, the sales and
 * refunds recorded in it, the net share, the payouts paid in it, and the balance brought forward
 * and carried. Managers read their clubs' (`clubForManager`), the admin every club's.
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The last moment any entry can have: "until now" for a balance. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

/** `yyyy-mm` → its first day, `yyyy-mm-01` (payouts are by Indian day). */
const firstDay = (month: string) => `${month}-01`;
const nextMonth = (month: string) => istMonthOf(istMonthBounds(month).to);

/** The month asked for (the current one when none); a month not begun yet is refused. */
export function monthAsked(now: Date, month: string | undefined): string {
  const current = istMonthOf(now.getTime());
  if (month === undefined) return current;
  if (month > current) {
    throw new DomainError('BAD_REQUEST', 'That month has not begun yet. Choose an earlier one.');
  }
  return month;
}

/** A month's sums for the club, in paise. */
export async function statementSums(db: Db, clubId: number, month: string): Promise<StatementSums> {
  const { from, to } = istMonthBounds(month);
  const [before, during, paidBefore, paid] = await Promise.all([
    ledgerSums(db, clubId, { to: new Date(from) }),
    ledgerSums(db, clubId, { from: new Date(from), to: new Date(to) }),
    payoutSum(db, clubId, { to: firstDay(month) }),
    payoutSum(db, clubId, { from: firstDay(month), to: firstDay(nextMonth(month)) }),
  ]);
  return {
    broughtForward: before.sales.sharePaise - before.refunds.sharePaise - paidBefore,
    sales: during.sales,
    refunds: during.refunds,
    payoutsPaise: paid,
  };
}

/** The club's balance now, in paise: shares less reversals less payouts (may be negative). */
export async function balanceOf(db: Db, clubId: number): Promise<number> {
  const [sums, paid] = await Promise.all([
    ledgerSums(db, clubId, { to: END_OF_TIME }),
    payoutSum(db, clubId, {}),
  ]);
  return sums.sales.sharePaise - sums.refunds.sharePaise - paid;
}

/** The months with a statement, newest first: from the club's first money to now. */
async function monthsOf(db: Db, clubId: number, now: Date): Promise<string[]> {
  const current = istMonthOf(now.getTime());
  const first = await firstActivity(db, clubId);
  const starts = [
    current,
    ...(first.entry ? [istMonthOf(first.entry.getTime())] : []),
    ...(first.payout ? [first.payout.slice(0, 7)] : []),
  ].sort();
  return monthsBetween(starts[0]!, current);
}

export interface ClubMonth {
  club: ClubRow;
  month: string;
  months: string[];
  statement: ClubStatement;
  payouts: ClubPayout[];
  balance: number;
}

/** The club's statement for the month, as the page, the CSV and the PDF show it. */
export async function clubMonth(db: Db, club: ClubRow, month: string, now: Date) {
  const [months, sums, payouts, balance] = await Promise.all([
    monthsOf(db, club.id, now),
    statementSums(db, club.id, month),
    payoutsOf(db, club.id, { from: firstDay(month), to: firstDay(nextMonth(month)) }),
    balanceOf(db, club.id),
  ]);
  return {
    club,
    month,
    months,
    statement: toStatement(month, sums),
    payouts: payouts.map(toPayout),
    balance: paiseToRupees(balance),
  } satisfies ClubMonth;
}

/** clubs/{slug}/statement. */
export async function clubStatement(
  deps: Deps,
  caller: Caller,
  input: { slug: string; month?: string | undefined },
) {
  const club = await clubForManager(deps, caller, input.slug);
  const now = deps.clock();
  const done = await clubMonth(deps.db, club, monthAsked(now, input.month), now);
  const { club: _club, month: _month, ...rest } = done;
  return { club: toClubHeader(club), ...rest };
}

/** The month's ledger entries of the club (the sales page and the CSV). */
export async function monthEntries(db: Db, clubId: number, month: string): Promise<LedgerEntry[]> {
  const { from, to } = istMonthBounds(month);
  return (await entriesOf(db, clubId, { from: new Date(from), to: new Date(to) })).map(
    toLedgerEntry,
  );
}

/** clubs/{slug}/sales. */
export async function clubSales(
  deps: Deps,
  caller: Caller,
  input: { slug: string; month?: string | undefined },
) {
  const club = await clubForManager(deps, caller, input.slug);
  const now = deps.clock();
  const month = monthAsked(now, input.month);
  const [months, entries] = await Promise.all([
    monthsOf(deps.db, club.id, now),
    monthEntries(deps.db, club.id, month),
  ]);
  return { club: toClubHeader(club), months, month, entries };
}

/** clubs/{slug}/payouts. */
export async function clubPayouts(deps: Deps, caller: Caller, input: { slug: string }) {
  const club = await clubForManager(deps, caller, input.slug);
  const [payouts, balance] = await Promise.all([
    payoutsOf(deps.db, club.id),
    balanceOf(deps.db, club.id),
  ]);
  return {
    club: toClubHeader(club),
    balance: paiseToRupees(balance),
    payouts: payouts.map(toPayout),
  };
}

/** admin/club-statements: every club's statement for the month. */
export async function adminStatements(
  deps: Deps,
  input: { month?: string | undefined },
): Promise<Omit<AdminStatementsReply, 'status'>> {
  const now = deps.clock();
  const month = monthAsked(now, input.month);
  const clubs = await allClubs(deps.db);
  const rows = [];
  let first = month;
  for (const club of clubs) {
    const done = await clubMonth(deps.db, club, month, now);
    first = [first, done.months.at(-1) ?? month].sort()[0]!;
    rows.push({ club: toClubHeader(club), statement: done.statement, balance: done.balance });
  }
  return { month, months: monthsBetween(first, istMonthOf(now.getTime())), clubs: rows };
}
