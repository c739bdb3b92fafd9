import { formatOrderDate } from '#shared/rules/orders.ts';
import type { Seller } from './seller-terms.ts';
import type { OrderRecord } from '../order-record.ts';
import type { InvoiceFigures } from './invoice-figures.ts';
import { renderTaxDocument, rupees } from './tax-document-pdf.ts';

/** The tax invoice as a PDF (docs/product.md#tax-invoices), drawn by tax-document-pdf.ts. */

export interface InvoiceDocument {
  invoiceNumber: string;
  order: OrderRecord;
  seller: Seller;
  figures: InvoiceFigures;
  pickupPoint: string;
  /** The numbers of the credit notes issued against it, oldest first. */
  creditNotes?: string[];
}

/** Who to ask, under every GST document of the shop. */
export function questionsNote(seller: Seller, about: string): string {
  const officer = seller.grievanceOfficer;
  return `Questions about this ${about}: ${seller.contactEmail}. Grievance officer: ${officer.name}, ${officer.email}, ${officer.phone}.`;
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { order, seller, figures } = invoice;
  const info = {
    Title: `Tax invoice ${invoice.invoiceNumber}`,
    Author: seller.legalName,
    Subject: `Order ${order.orderNumber}`,
  };
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatOrderDate(order.placedAt.getTime())],
    ['Order', order.orderNumber],
    ['Payment', order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Paid online'],
    [
      'Place of supply',
      figures.placeOfSupply.code
        ? `${figures.placeOfSupply.state} (${figures.placeOfSupply.code})`
        : figures.placeOfSupply.state,
    ],
  ];
  const notes: string[] = [];
  // An invoice stands as issued; items cancelled later are named, with the credit notes that
  // reverse them (docs/product.md#cancelling-an-order, #credit-notes).
  const cancelled = order.items.filter((i) => i.cancel);
  if (cancelled.length > 0) {
    const list = cancelled
      .map(
        (i) =>
          `${i.quantity} × ${i.productName}, size ${i.size} (${rupees(i.unitPricePaise * i.quantity - i.discountPaise)})`,
      )
      .join('; ');
    const credited = invoice.creditNotes?.length
      ? ` Credited by credit note ${invoice.creditNotes.join(', ')}.`
      : '';
    notes.push(
      `Cancelled after this invoice was issued: ${list}. Not supplied; any amount paid for them is refunded.${credited}`,
    );
  }
  notes.push(
    'Prices include GST. Tax payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
    questionsNote(seller, 'invoice'),
  );
  return renderTaxDocument({
    heading: 'TAX INVOICE',
    info,
    seller,
    facts,
    order,
    pickupPoint: invoice.pickupPoint,
    figures,
    totalLabel: 'Total (GST included)',
    taxLabel: 'Tax included',
    notes,
  });
}
