import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database.ts';
import { rowsOf } from '../../../db/client.ts';

/** The last number given in each financial year's series, oldest year first. */
export async function invoiceSeriesMarks(db: Db | Tx): Promise<Record<string, number>> {
  const rows = rowsOf<{ financial_year: string; last_number: number }>(
    await db.execute(
      sql`select financial_year, last_number from invoice_series order by financial_year`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.financial_year, Number(r.last_number)]));
}

/**
 * Moves a year's series up to at least `atLeast` (never down), under the series row's lock;
 * returns the number it had before (0 when the year had none) and the one it has after.
 */
export async function raiseInvoiceSeries(
  tx: Tx,
  financialYear: string,
  atLeast: number,
): Promise<{ before: number; after: number }> {
  const [before] = rowsOf<{ last_number: number }>(
    await tx.execute(
      sql`select last_number from invoice_series where financial_year = ${financialYear} for update`,
    ),
  );
  const [after] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into invoice_series (financial_year, last_number) values (${financialYear}, ${atLeast}::int)
      on conflict (financial_year) do update
        set last_number = greatest(invoice_series.last_number, excluded.last_number)
      returning last_number`),
  );
  return { before: Number(before?.last_number ?? 0), after: Number(after!.last_number) };
}
