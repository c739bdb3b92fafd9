import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database.ts';
import { rowsOf } from '../../../db/client.ts';

/**
 * The numbering series a restore must not fall behind: the invoices' and the credit notes', each
 * a row per financial year with the last number given.
 */
export const SERIES_TABLES = {
  invoice: sql.identifier('invoice_series'),
  creditNote: sql.identifier('credit_note_series'),
} as const;
export type SeriesKind = keyof typeof SERIES_TABLES;

/** The last number given in each financial year of a series, oldest year first. */
export async function seriesMarks(db: Db | Tx, kind: SeriesKind): Promise<Record<string, number>> {
  const rows = rowsOf<{ financial_year: string; last_number: number }>(
    await db.execute(
      sql`select financial_year, last_number from ${SERIES_TABLES[kind]} order by financial_year`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.financial_year, Number(r.last_number)]));
}

/**
 * Moves a year of a series up to at least `atLeast` (never down), under the row's lock; returns
 * the number it had before (0 when the year had none) and the one it has after.
 */
export async function raiseSeries(
  tx: Tx,
  kind: SeriesKind,
  financialYear: string,
  atLeast: number,
): Promise<{ before: number; after: number }> {
  const table = SERIES_TABLES[kind];
  const [before] = rowsOf<{ last_number: number }>(
    await tx.execute(
      sql`select last_number from ${table} where financial_year = ${financialYear} for update`,
    ),
  );
  const [after] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into ${table} as series (financial_year, last_number) values (${financialYear}, ${atLeast}::int)
      on conflict (financial_year) do update
        set last_number = greatest(series.last_number, excluded.last_number)
      returning last_number`),
  );
  return { before: Number(before?.last_number ?? 0), after: Number(after!.last_number) };
}
