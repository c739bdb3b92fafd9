import type { Db } from '../../../db/database.ts';
import { invoiceSeriesMarks, raiseInvoiceSeries } from './invoice-series.queries.ts';

/** A year's series moved by a restore: where it was and where it is now. */
export interface SeriesRaise {
  financialYear: string;
  before: number;
  after: number;
}

/** Financial years as the series names them ("2026-27") and a last number given (≥ 1). */
const YEAR = /^\d{4}-\d{2}$/;

/**
 * Reads what a restore must not fall behind: the last invoice number of every financial year, as
 * the database about to be replaced (or the newest copy of it) holds them
 * (docs/operations.md, "Backups and restore").
 */
export const readInvoiceMarks = (db: Db) => invoiceSeriesMarks(db);

/**
 * After a restore to an older moment: every year's series moves up to at least the marks read
 * before it, plus `margin` for numbers that may have been given after the newest copy was taken
 * (a gap in the series is allowed and explained by the restore's log; a repeat is not). One
 * transaction, so a restore is raised wholly or not at all. Returns what moved.
 */
export async function raiseSeriesAfterRestore(
  db: Db,
  marks: Record<string, number>,
  margin = 0,
): Promise<SeriesRaise[]> {
  for (const [year, last] of Object.entries(marks)) {
    if (!YEAR.test(year) || !Number.isSafeInteger(last) || last < 1) {
      throw new Error(`Not an invoice series mark: ${year} = ${String(last)}`);
    }
  }
  if (!Number.isSafeInteger(margin) || margin < 0) throw new Error(`Not a margin: ${margin}`);
  return db.transaction(async (tx) => {
    const raised: SeriesRaise[] = [];
    for (const [financialYear, last] of Object.entries(marks).sort()) {
      const { before, after } = await raiseInvoiceSeries(tx, financialYear, last + margin);
      if (after !== before) raised.push({ financialYear, before, after });
    }
    return raised;
  });
}
