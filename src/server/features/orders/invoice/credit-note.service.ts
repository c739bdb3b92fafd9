import type { CreditNoteView } from '#shared/contract/my-orders.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { OrderItemRow, OrderRow } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { refundRowsOfOrder } from '../changes/refunds.queries.ts';
import { orderById } from '../orders.queries.ts';
import { creditNoteFigures, piecesAmount, type CreditedPart } from './credit-note-figures.ts';
import { renderCreditNotePdf } from './credit-note-pdf.ts';
import {
  creditNotesOfOrder,
  creditedOfOrder,
  insertCreditNote,
  itemsOfOrder,
  takeCreditNoteNumber,
  type CreditNoteWithLines,
} from './credit-note.queries.ts';
import { financialYearOf } from './invoice-number.ts';
import type { PdfFile } from './tax-document-pdf.ts';
import { gstRatesOf, sellerOf } from './seller-terms.ts';

/**
 * Credit notes (docs/product.md#credit-notes): what is cancelled of an invoiced order is credited
 * by a note of the shop's own credit note series, issued in the transaction of the cancel.
 */

/** "CN/2026-27/00001": 16 characters, as GST document numbers may have at most. */
export const creditNoteNumberOf = (financialYear: string, n: number) =>
  `CN/${financialYear}/${String(n).padStart(5, '0')}`;

/**
 * The pieces of an item its cancel took back. A cancelled line is cancelled whole; a line whose
 * pieces are cancelled one by one is split first, so the cancelled pieces have a line of their own.
 */
const cancelledQuantityOf = (item: OrderItemRow) => (item.step === 'cancelled' ? item.quantity : 0);

/**
 * Credits whatever of the locked order is cancelled and not credited yet: its cancelled pieces
 * and, once every item is cancelled, its delivery charge. Runs in the cancel's transaction (under
 * the order's lock), after the items were marked cancelled; asking again credits nothing twice.
 * An order without an invoice gets none. Returns the note's number, or undefined when there was
 * nothing to credit.
 */
export async function issueCreditNote(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'invoiceNumber' | 'deliveryChargePaise'>,
  at: Date,
): Promise<string | undefined> {
  if (!order.invoiceNumber) return undefined;
  const items = await itemsOfOrder(tx, order.id);
  const credited = await creditedOfOrder(tx, order.id);
  const parts: CreditedPart[] = [];
  for (const item of items) {
    const before = credited.pieces.get(item.id)?.quantity ?? 0;
    const quantity = cancelledQuantityOf(item) - before;
    if (quantity <= 0) continue;
    parts.push({
      orderItemId: item.id,
      quantity,
      amountPaise: piecesAmount(item, before, quantity),
    });
  }
  const wholeOrder = items.every((i) => i.step === 'cancelled');
  if (wholeOrder && order.deliveryChargePaise > 0 && !credited.delivery) {
    parts.push({ orderItemId: null, quantity: 1, amountPaise: order.deliveryChargePaise });
  }
  if (parts.length === 0) return undefined;
  const financialYear = financialYearOf(at);
  const number = creditNoteNumberOf(financialYear, await takeCreditNoteNumber(tx, financialYear));
  await insertCreditNote(tx, { orderId: order.id, number, issuedAt: at }, parts);
  return number;
}

const amountOf = (note: CreditNoteWithLines) =>
  note.lines.reduce((sum, l) => sum + l.amountPaise, 0);

/** An order's credit notes, oldest first, as its order page lists them. */
export async function creditNotesOf(db: Db, orderId: number): Promise<CreditNoteView[]> {
  return (await creditNotesOfOrder(db, orderId)).map((n) => ({
    id: n.id,
    number: n.number,
    issued: n.issuedAt.getTime(),
    amount: paiseToRupees(amountOf(n)),
  }));
}

/** The numbers of an order's credit notes, oldest first (its invoice names them). */
export async function creditNoteNumbersOf(db: Db, orderId: number): Promise<string[]> {
  return (await creditNotesOfOrder(db, orderId)).map((n) => n.number);
}

/** Paise the gateway gives back (or is giving back) for what a credit note credits. */
async function refundedFor(db: Db, orderId: number, note: CreditNoteWithLines): Promise<number> {
  const items = new Set(note.lines.map((l) => l.orderItemId));
  return (await refundRowsOfOrder(db, orderId))
    .filter((r) => r.reason === 'cancelled' && r.state !== 'failed' && items.has(r.orderItemId))
    .reduce((sum, r) => sum + r.amountPaise, 0);
}

/**
 * One of an order's credit notes as a PDF. Only the order's owner or an admin may have it; anyone
 * else, and a note that does not exist, gets ORDER_NOT_FOUND.
 */
export async function creditNoteFile(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  caller: Caller,
  { orderId, creditNoteId }: { orderId: number; creditNoteId: number },
): Promise<PdfFile> {
  const order = await orderById(db, orderId);
  const mayRead = order && (order.userId === caller.userId || caller.role === 'admin');
  const note = mayRead
    ? (await creditNotesOfOrder(db, orderId)).find((n) => n.id === creditNoteId)
    : undefined;
  if (!order || !note || !order.invoiceNumber) throw new DomainError('ORDER_NOT_FOUND');
  const seller = sellerOf(config);
  const pdf = await renderCreditNotePdf({
    number: note.number,
    issuedAt: note.issuedAt,
    order: { ...order, invoiceNumber: order.invoiceNumber },
    seller,
    figures: creditNoteFigures(order, seller, gstRatesOf(config), note.lines),
    pickupPoint: config.PICKUP_POINT,
    refundedPaise: await refundedFor(db, orderId, note),
  });
  return { fileName: `credit-note-${note.number.replaceAll('/', '-')}.pdf`, pdf };
}
