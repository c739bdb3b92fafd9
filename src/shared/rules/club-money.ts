/**
 * A club's money (docs/product.md#a-clubs-money, ADR 023): statement months in Indian time, the
 * shape of a payout's reference, and a statement's sums. The pages, the server and the tests use
 * the same rules.
 */

import { IST_OFFSET_MS } from './drops.ts';
import { MONTHS } from './ready-by.ts';

/** A statement's month: `yyyy-mm`. */
export const STATEMENT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month (Indian time) of an instant, as `yyyy-mm`. */
export function istMonthOf(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The first moment (epoch ms) of a month in India, and of the month after it. */
export function istMonthBounds(month: string): { from: number; to: number } {
  const m = STATEMENT_MONTH_PATTERN.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return {
    from: Date.UTC(year, index, 1) - IST_OFFSET_MS,
    to: Date.UTC(year, index + 1, 1) - IST_OFFSET_MS,
  };
}

/** The months from `first` to `last` (both `yyyy-mm`), newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let i = index(last); i >= index(first) && months.length < 600; i--) {
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** "November 2026". */
export function monthLabel(month: string): string {
  const m = STATEMENT_MONTH_PATTERN.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  return `${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}

/** A UPI or NEFT reference (a UTR): 4–40 letters, digits, `-`, `/` or `_`. */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9/_-]{4,40}$/;
export const PAYOUT_NOTE_MAX = 200;

/** One month of a club's ledger and payouts, in paise. */
export interface StatementSums {
  broughtForward: number;
  sales: { items: number; chargedPaise: number; sharePaise: number };
  refunds: { items: number; amountPaise: number; sharePaise: number };
  payoutsPaise: number;
}

/** Net share of the month, and the balance carried to the next (may be negative). */
export function statementTotals(sums: StatementSums): {
  netSharePaise: number;
  carriedForward: number;
} {
  const netSharePaise = sums.sales.sharePaise - sums.refunds.sharePaise;
  return { netSharePaise, carriedForward: sums.broughtForward + netSharePaise - sums.payoutsPaise };
}
