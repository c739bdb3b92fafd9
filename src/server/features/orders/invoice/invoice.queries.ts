import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';

/**
 * Moves the financial year's `invoice_series` row on by one and gives the order that number,
 * written as `invoiceNumberOf` writes it, in one statement; the number taken, or undefined when
 * there is no such order. The series row stays locked until the caller's transaction ends.
 */
export async function takeInvoiceNumber(
  tx: Tx,
  orderId: number,
  financialYear: string,
): Promise<number | undefined> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with next as (
        insert into invoice_series (financial_year, last_number) values (${financialYear}, 1)
        on conflict (financial_year) do update set last_number = invoice_series.last_number + 1
        returning last_number
      )
      update orders set invoice_number = ${financialYear} || '/' ||
        lpad(next.last_number::text, greatest(6, length(next.last_number::text)), '0')
      from next where orders.id = ${orderId}::int
      returning next.last_number as n`),
  );
  return row === undefined ? undefined : Number(row.n);
}
