// Credit notes against tax invoices, and their own series (features/orders/invoice).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, tstz } from './columns.ts';
import { orderItems, orders } from './orders.ts';

/**
 * The last credit note number given in each financial year ('2026-27'): a series of its own,
 * apart from the invoices', moved on in the transaction that issues the note (as
 * `invoice_series` is), so it has no gaps and no repeats.
 */
export const creditNoteSeries = pgTable(
  'credit_note_series',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('credit_note_series_last_number_valid', sql`${t.lastNumber} >= 1`)],
);

/**
 * A credit note (docs/product.md#credit-notes): issued with the cancel that gives back part or
 * all of an invoiced order, numbered `CN/2026-27/00001`; what it credits is its lines.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    issuedAt: tstz('issued_at').notNull(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId)],
);

/**
 * What a credit note credits: pieces of an ordered item, or (no item) the order's delivery
 * charge, with the amount as it was charged (GST included); the tax is worked back at the
 * invoice's rate. An order's delivery charge is credited once.
 */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: id(),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, {
      onDelete: 'cascade',
    }),
    quantity: integer('quantity').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (t) => [
    index('credit_note_lines_note_idx').on(t.creditNoteId),
    index('credit_note_lines_item_idx').on(t.orderItemId),
    uniqueIndex('credit_note_lines_delivery_once')
      .on(t.orderId)
      .where(sql`${t.orderItemId} is null`),
    check('credit_note_lines_quantity_valid', sql`${t.quantity} >= 1`),
    check('credit_note_lines_amount_valid', sql`${t.amountPaise} >= 0`),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type CreditNoteLineRow = typeof creditNoteLines.$inferSelect;
