import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { orderItems, payments, stockHolds } from '../../db/schema/index.ts';

/**
 * The numbers of a drop already on a piece (docs/product.md#drops, names and numbers): on an
 * order item not cancelled, or on a line of an online payment in progress that still holds its
 * pre-orders (it becomes an item when paid). Reads only: orders write the items (ADR 021).
 * `exceptPayment`: a finalisation leaves out its own payment.
 */
export async function numbersInUse(
  db: Db,
  dropId: number,
  numbers: readonly string[],
  exceptPayment?: number,
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const wanted = sql.join(
    numbers.map((n) => sql`${n}`),
    sql`, `,
  );
  const rows = rowsOf<{ n: string }>(
    await db.execute(sql`
      select ${orderItems.teeNumber} as n from ${orderItems}
      where ${orderItems.dropId} = ${dropId} and ${orderItems.teeNumber} in (${wanted})
        and ${orderItems.step} <> 'cancelled'
      union
      select l->>'teeNumber' as n
      from ${payments} p, jsonb_array_elements(p.checkout->'lines') l
      where p.id <> ${exceptPayment ?? 0}
        and (l->>'dropId')::int = ${dropId} and l->>'teeNumber' in (${wanted})
        and exists (select 1 from ${stockHolds} h
          where h.payment_id = p.id and h.state = 'held')`),
  );
  return new Set(rows.map((r) => r.n));
}

/**
 * Held until the commit by whoever writes a numbered piece of the drop (an order, a payment's
 * hold, a late payment's order): the check and the write cannot interleave, on any server.
 */
export const lockDropNumbers = (tx: Db, dropId: number) =>
  lockForTransaction(tx, `drop-numbers:${dropId}`);
