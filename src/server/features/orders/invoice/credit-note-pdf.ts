import { formatOrderDate } from '#shared/rules/orders.ts';
import type { Paise } from '#shared/rules/money.ts';
import type { OrderRecord } from '../order-record.ts';
import type { CreditNoteFigures } from './credit-note-figures.ts';
import { questionsNote } from './invoice-pdf.ts';
import type { Seller } from './seller-terms.ts';
import { renderTaxDocument, rupees } from './tax-document-pdf.ts';

/**
 * A credit note as a PDF (docs/product.md#credit-notes): its own number and date, the invoice it
 * is issued against, what was cancelled with its taxable value and the GST reversed.
 */

export interface CreditNoteDocument {
  number: string;
  issuedAt: Date;
  order: OrderRecord & { invoiceNumber: string };
  seller: Seller;
  figures: CreditNoteFigures;
  pickupPoint: string;
  /** Paise given back through the gateway for what it credits (online orders). */
  refundedPaise: Paise;
}

/** What happens to the money of what it credits, in the buyer's words. */
function moneyNote({ order, figures, refundedPaise }: CreditNoteDocument): string {
  if (order.paymentMethod === 'online') {
    return `Refunded to the account the order was paid from: ${rupees(refundedPaise)}.`;
  }
  return `Cash on delivery: ${rupees(figures.totals.total)} less to pay; any cash already paid for these is given back.`;
}

export async function renderCreditNotePdf(note: CreditNoteDocument): Promise<Buffer> {
  const { order, seller, figures } = note;
  const facts: [string, string][] = [
    ['Credit note', note.number],
    ['Date', formatOrderDate(note.issuedAt.getTime())],
    ['Against invoice', order.invoiceNumber],
    ['Invoice date', formatOrderDate(order.placedAt.getTime())],
    ['Order', order.orderNumber],
    [
      'Place of supply',
      figures.placeOfSupply.code
        ? `${figures.placeOfSupply.state} (${figures.placeOfSupply.code})`
        : figures.placeOfSupply.state,
    ],
  ];
  return renderTaxDocument({
    heading: 'CREDIT NOTE',
    info: {
      Title: `Credit note ${note.number}`,
      Author: seller.legalName,
      Subject: `Against tax invoice ${order.invoiceNumber}`,
    },
    seller,
    facts,
    order,
    pickupPoint: note.pickupPoint,
    figures,
    totalLabel: 'Total credited (GST included)',
    taxLabel: 'GST reversed',
    notes: [
      `Reason: the items above were cancelled and not supplied. This note reduces tax invoice ${order.invoiceNumber} by their value and reverses the GST charged on them.`,
      moneyNote(note),
      'Tax payable on reverse charge: No. This is a computer-generated credit note and needs no signature.',
      questionsNote(seller, 'credit note'),
    ],
  });
}
