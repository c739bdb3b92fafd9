import type { ClubPayout, ClubStatement, LedgerEntry } from '#shared/contract/club-money.ts';
import { monthLabel } from '#shared/rules/club-money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';

/**
 * A club's month as a CSV (one row per ledger entry and payout, then the statement's sums) and
 * the rows the PDF draws: both from the same reply the statements page reads.
 */

export interface StatementFile {
  club: { name: string; slug: string; sharePercent: number };
  statement: ClubStatement;
  entries: LedgerEntry[];
  payouts: ClubPayout[];
}

/** Rupees as a number (a spreadsheet sums it; a text '-' would be guarded as a formula). */
const rupees = (n: number) => Math.round(n * 100) / 100;
/** yyyy-mm-dd → dd-mm-yyyy, as the entries' dates read. */
const day = (isoDay: string) => isoDay.split('-').reverse().join('-');

const what = (e: LedgerEntry) =>
  e.kind === 'sale' ? 'Sale' : e.cause === 'damaged' ? 'Refund (damaged)' : 'Refund (cancelled)';

/** The statement's sums, label and rupees, in the order both files show them. */
export function statementLines(s: ClubStatement): [string, number][] {
  return [
    ['Balance brought forward', s.broughtForward],
    [
      `Sales (${s.sales.items} ${s.sales.items === 1 ? 'piece' : 'pieces'}) charged`,
      s.sales.charged,
    ],
    ["Club's share of sales", s.sales.share],
    ['Refunds', -s.refunds.amount],
    ['Share taken back for refunds', -s.refunds.share],
    ['Net share', s.netShare],
    ['Payouts', -s.payouts],
    ['Balance carried forward', s.carriedForward],
  ];
}

export function statementCsv(file: StatementFile): string {
  const { statement } = file;
  let out =
    CSV_BOM +
    csvRow([`${file.club.name} statement`, monthLabel(statement.month)]) +
    csvRow([
      'Date',
      'Entry',
      'Order',
      'Product',
      'Size',
      'Qty',
      'Amount (₹)',
      'Share %',
      'Share (₹)',
    ]);
  for (const e of file.entries) {
    const sign = e.kind === 'sale' ? 1 : -1;
    out += csvRow([
      formatOrderDate(e.recorded),
      what(e),
      e.orderNumber,
      e.product,
      e.size,
      e.quantity,
      rupees(sign * e.amount),
      e.sharePercent,
      rupees(sign * e.share),
    ]);
  }
  for (const p of file.payouts) {
    out += csvRow([
      day(p.paidOn),
      `Payout (${p.channel.toUpperCase()} ${p.reference})`,
      '',
      '',
      '',
      '',
      '',
      '',
      rupees(-p.amount),
    ]);
  }
  out += csvRow([]);
  for (const [label, value] of statementLines(statement)) out += csvRow([label, rupees(value)]);
  return out;
}
