import type { Db } from '../../../db/database.ts';
import { raiseSeries, seriesMarks, type SeriesKind } from './invoice-series.queries.ts';

/** A year of a series moved by a restore: where it was and where it is now. */
export interface SeriesRaise {
  series: 'Invoice' | 'Credit note';
  financialYear: string;
  before: number;
  after: number;
}

/**
 * A marks file's keys: a financial year ("2026-27") for the invoice series, the same with the
 * credit notes' prefix ("CN/2026-27") for theirs; each with the last number given (≥ 1).
 */
const MARK = /^(CN\/)?(\d{4}-\d{2})$/;
const CREDIT_NOTE_PREFIX = 'CN/';

/**
 * Reads what a restore must not fall behind: the last invoice number and the last credit note
 * number of every financial year, as the database about to be replaced (or the newest copy of
 * it) holds them (docs/operations.md, "Backups and restore").
 */
export async function readInvoiceMarks(db: Db): Promise<Record<string, number>> {
  const credit = await seriesMarks(db, 'creditNote');
  return {
    ...(await seriesMarks(db, 'invoice')),
    ...Object.fromEntries(
      Object.entries(credit).map(([year, last]) => [`${CREDIT_NOTE_PREFIX}${year}`, last]),
    ),
  };
}

/**
 * After a restore to an older moment: every year of both series moves up to at least the marks
 * read before it, plus `margin` for numbers that may have been given after the newest copy was
 * taken (a gap in a series is allowed and explained by the restore's log; a repeat is not). One
 * transaction, so a restore is raised wholly or not at all. Returns what moved.
 */
export async function raiseSeriesAfterRestore(
  db: Db,
  marks: Record<string, number>,
  margin = 0,
): Promise<SeriesRaise[]> {
  const parsed = Object.entries(marks).map(([key, last]) => {
    const match = MARK.exec(key);
    if (!match || !Number.isSafeInteger(last) || last < 1) {
      throw new Error(`Not an invoice series mark: ${key} = ${String(last)}`);
    }
    const kind: SeriesKind = match[1] ? 'creditNote' : 'invoice';
    return { key, kind, financialYear: match[2]!, last };
  });
  if (!Number.isSafeInteger(margin) || margin < 0) throw new Error(`Not a margin: ${margin}`);
  parsed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const raised: SeriesRaise[] = [];
    for (const { kind, financialYear, last } of parsed) {
      const { before, after } = await raiseSeries(tx, kind, financialYear, last + margin);
      const series = kind === 'invoice' ? 'Invoice' : 'Credit note';
      if (after !== before) raised.push({ series, financialYear, before, after });
    }
    return raised;
  });
}
