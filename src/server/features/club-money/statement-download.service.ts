import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { STATEMENT_MONTH_PATTERN } from '#shared/rules/club-money.ts';
import { clubForManager } from '../clubs/index.ts';
import { sellerOf } from '../orders/index.ts';
import { toClubHeader } from './club-money.mapper.ts';
import { statementCsv } from './statement-files.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { clubMonth, monthAsked, monthEntries } from './statements.service.ts';

/** A club's month as a download: `{ fileName, body }` of a CSV or a PDF (its managers or the admin). */
export async function statementDownload(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  caller: Caller,
  input: { slug: string; month: string; kind: 'csv' | 'pdf' },
): Promise<{ fileName: string; body: string | Buffer }> {
  const club = await clubForManager(deps, caller, input.slug);
  if (!STATEMENT_MONTH_PATTERN.test(input.month)) {
    throw new DomainError('BAD_REQUEST', 'Choose a month (yyyy-mm).');
  }
  const now = deps.clock();
  const month = monthAsked(now, input.month);
  const [done, entries] = await Promise.all([
    clubMonth(deps.db, club, month, now),
    monthEntries(deps.db, club.id, month),
  ]);
  const file = {
    club: toClubHeader(club),
    statement: done.statement,
    entries,
    payouts: done.payouts,
  };
  const fileName = `${club.slug}-statement-${month}.${input.kind}`;
  if (input.kind === 'csv') return { fileName, body: statementCsv(file) };
  return { fileName, body: await renderStatementPdf(file, sellerOf(deps.config)) };
}
