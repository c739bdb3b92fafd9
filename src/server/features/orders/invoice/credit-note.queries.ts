import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import {
  creditNoteLines,
  creditNotes,
  orderItems,
  type CreditNoteLineRow,
  type CreditNoteRow,
} from '../../../db/schema/index.ts';

/** The statements of credit notes (docs/product.md#credit-notes). */

/**
 * Moves the financial year's `credit_note_series` row on by one and returns the number taken.
 * The row stays locked until the caller's transaction ends: two notes never get one number, and
 * a note rolled back takes its number back with it.
 */
export async function takeCreditNoteNumber(tx: Tx, financialYear: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      insert into credit_note_series (financial_year, last_number) values (${financialYear}, 1)
      on conflict (financial_year) do update set last_number = credit_note_series.last_number + 1
      returning last_number as n`),
  );
  return Number(row!.n);
}

/** What of an order was credited already: pieces per item, and whether its delivery charge. */
export async function creditedOfOrder(
  tx: Tx,
  orderId: number,
): Promise<{ pieces: Map<number, { quantity: number; amountPaise: number }>; delivery: boolean }> {
  const rows = await tx
    .select({
      orderItemId: creditNoteLines.orderItemId,
      quantity: sql<number>`sum(${creditNoteLines.quantity})::int`,
      amountPaise: sql<number>`sum(${creditNoteLines.amountPaise})::int`,
    })
    .from(creditNoteLines)
    .where(eq(creditNoteLines.orderId, orderId))
    .groupBy(creditNoteLines.orderItemId);
  const pieces = new Map<number, { quantity: number; amountPaise: number }>();
  let delivery = false;
  for (const r of rows) {
    if (r.orderItemId === null) delivery = true;
    else
      pieces.set(r.orderItemId, {
        quantity: Number(r.quantity),
        amountPaise: Number(r.amountPaise),
      });
  }
  return { pieces, delivery };
}

/** The order's items, as the cancel just wrote them. */
export const itemsOfOrder = (tx: Tx, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

export type NewCreditLine = Pick<CreditNoteLineRow, 'orderItemId' | 'quantity' | 'amountPaise'>;

/** Writes a credit note with its lines; returns it. */
export async function insertCreditNote(
  tx: Tx,
  note: { orderId: number; number: string; issuedAt: Date },
  lines: readonly NewCreditLine[],
): Promise<CreditNoteRow> {
  const [row] = await tx.insert(creditNotes).values(note).returning();
  await tx
    .insert(creditNoteLines)
    .values(lines.map((l) => ({ ...l, creditNoteId: row!.id, orderId: note.orderId })));
  return row!;
}

export interface CreditNoteWithLines extends CreditNoteRow {
  lines: CreditNoteLineRow[];
}

/** An order's credit notes, oldest first, each with its lines. */
export async function creditNotesOfOrder(db: Db, orderId: number): Promise<CreditNoteWithLines[]> {
  const notes = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.id));
  if (notes.length === 0) return [];
  const lines = await db
    .select()
    .from(creditNoteLines)
    .where(
      inArray(
        creditNoteLines.creditNoteId,
        notes.map((n) => n.id),
      ),
    )
    .orderBy(asc(creditNoteLines.id));
  return notes.map((n) => ({ ...n, lines: lines.filter((l) => l.creditNoteId === n.id) }));
}

/** One credit note by its id, or undefined. */
export async function creditNoteById(db: Db, id: number): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
  return row;
}
