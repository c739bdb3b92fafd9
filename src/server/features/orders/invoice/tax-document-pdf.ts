import { formatPaise, type Paise } from '#shared/rules/money.ts';
import { BOLD, BOTTOM, FONT, INK, LEFT, MUTED, RULE, WIDTH } from '../../../lib/pdf-style.ts';
import type { Seller } from './seller-terms.ts';
import type { OrderRecord } from '../order-record.ts';
import type { InvoiceLine, TaxSplit } from './invoice-figures.ts';

/**
 * A GST document as a PDF: the tax invoice and the credit note share its drawing (the seller,
 * the document's facts, the buyer, the lines with their HSN code, rate, taxable value and tax,
 * the totals and the amount in words), in the shop's PDF look (lib/pdf-style.ts).
 */

/** "1,299.50": an invoice shows every amount with its paise. */
export function invoiceAmount(paise: Paise): string {
  const whole = formatPaise(paise - (paise % 100)).slice(1);
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}
export const rupees = (paise: Paise) => `₹${invoiceAmount(paise)}`;
const percent = (rate: number) => `${rate}%`;

export interface TaxDocument {
  /** 'TAX INVOICE', 'CREDIT NOTE'. */
  heading: string;
  info: { Title: string; Author: string; Subject: string };
  seller: Seller;
  /** The document's own facts, label and value, top right. */
  facts: [string, string][];
  order: OrderRecord;
  pickupPoint: string;
  figures: {
    intraState: boolean;
    lines: InvoiceLine[];
    delivery: TaxSplit | null;
    totals: Omit<TaxSplit, 'ratePercent'>;
    totalInWords: string;
  };
  /** 'Total (GST included)', and the tax's: 'Tax included'. */
  totalLabel: string;
  taxLabel: string;
  /** Small print under the amount in words, paragraph by paragraph. */
  notes: string[];
}

/** A drawn document and the name it is saved under. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Where the order went, as its invoice names it. */
function shippedTo({ order, pickupPoint }: TaxDocument): string[] {
  if (order.deliveryMethod === 'pickup') return [`Collected at ${pickupPoint}`];
  if (order.deliveryMethod === 'hostel') return ['Delivered to the hostel', order.hostelAddress];
  const a = order.address;
  return [
    'Delivered home',
    [a.address1, a.address2].filter(Boolean).join(', '),
    `${a.city}, ${a.state} ${a.pinCode}`,
  ];
}

export async function renderTaxDocument(document: TaxDocument): Promise<Buffer> {
  // pdfkit with its font engine (fontkit, brotli, crypto) holds ~10 MB of the heap once loaded,
  // so it loads with the first document, not at start (ADR 012: memory per instance).
  const { default: PDFDocument } = await import('pdfkit');
  const { order, seller, figures } = document;
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info: document.info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);

  // Seller on the left, the document's own facts on the right.
  doc.font('bold').fontSize(16).fillColor(INK).text(document.heading, LEFT, 40, {
    width: WIDTH,
    align: 'right',
  });
  doc.font('bold').fontSize(12).text(seller.legalName, LEFT, 40, { width: 300 });
  doc.font('body').fontSize(9);
  doc.text(seller.address, { width: 300 });
  doc.text(`GSTIN: ${seller.gstin}`);
  doc.text(`State: ${seller.state} (${seller.stateCode})`);
  doc.text(`E-mail: ${seller.contactEmail}`);
  const sellerBottom = doc.y;

  const facts = document.facts;
  let y = 64;
  for (const [label, value] of facts) {
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, 335, y, { width: 85 });
    doc.fillColor(INK).text(value, 420, y, { width: 135, align: 'right' });
    y = doc.y + 2;
  }

  // The buyer and where the order went.
  y = Math.max(sellerBottom, y) + 14;
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  doc.font('bold').fontSize(9).fillColor(INK).text('Billed to', LEFT, y);
  doc.font('body').text(order.customer.name, { width: 250 });
  if (order.customer.phone) doc.text(order.customer.phone, { width: 250 });
  doc.text(order.customer.email, { width: 250 });
  const buyerBottom = doc.y;
  doc.font('bold').text('Shipped to', 300, y);
  doc.font('body');
  for (const line of shippedTo(document)) doc.text(line, 300, doc.y, { width: 255 });
  y = Math.max(buyerBottom, doc.y) + 14;

  // The lines: each with its HSN code, rate, taxable value and tax, then delivery and totals.
  const taxColumns: Column[] = figures.intraState
    ? [
        { title: 'CGST', width: 48, align: 'right' },
        { title: 'SGST', width: 48, align: 'right' },
      ]
    : [{ title: 'IGST', width: 48, align: 'right' }];
  const columns: Column[] = [
    { title: '#', width: 16, align: 'left' },
    { title: 'Item', width: figures.intraState ? 143 : 191, align: 'left' },
    { title: 'HSN', width: 34, align: 'left' },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Unit price', width: 56, align: 'right' },
    { title: 'GST rate', width: 34, align: 'right' },
    { title: 'Taxable value', width: 62, align: 'right' },
    ...taxColumns,
    { title: 'Amount', width: 48, align: 'right' },
  ];
  const taxCells = (split: Omit<TaxSplit, 'ratePercent'>) =>
    figures.intraState
      ? [invoiceAmount(split.cgst), invoiceAmount(split.sgst)]
      : [invoiceAmount(split.igst)];

  const row = (cells: string[], font: 'body' | 'bold', fill?: string) => {
    doc.font(font).fontSize(8);
    const height =
      Math.max(
        ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 4 })),
      ) + 8;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = 40;
    }
    if (fill) doc.rect(LEFT, y, WIDTH, height).fill(fill);
    let x = LEFT;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.fillColor(INK).text(cell, x + 2, y + 4, { width: column.width - 4, align: column.align });
      x += column.width;
    });
    y += height;
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .strokeColor(RULE)
      .stroke();
  };

  row(
    columns.map((c) => c.title),
    'bold',
    '#f3f4f6',
  );
  figures.lines.forEach((line, i) =>
    row(
      [
        String(i + 1),
        line.description,
        line.hsn,
        String(line.quantity),
        invoiceAmount(line.unitPrice),
        percent(line.ratePercent),
        invoiceAmount(line.taxable),
        ...taxCells(line),
        invoiceAmount(line.total),
      ],
      'body',
    ),
  );
  if (figures.delivery) {
    const d = figures.delivery;
    row(
      [
        '',
        'Delivery charge',
        '',
        '',
        '',
        percent(d.ratePercent),
        invoiceAmount(d.taxable),
        ...taxCells(d),
        invoiceAmount(d.total),
      ],
      'body',
    );
  }
  const t = figures.totals;
  row(
    ['', 'Total', '', '', '', '', invoiceAmount(t.taxable), ...taxCells(t), invoiceAmount(t.total)],
    'bold',
    '#f9fafb',
  );

  // The total in figures and in words, then the notes a buyer may need.
  if (y + 150 > BOTTOM) {
    doc.addPage();
    y = 40;
  }
  y += 12;
  doc.font('bold').fontSize(11).fillColor(INK);
  doc.text(`${document.totalLabel}: ${rupees(t.total)}`, LEFT, y, { width: WIDTH, align: 'right' });
  doc.font('body').fontSize(9);
  const tax = figures.intraState
    ? `CGST ${rupees(t.cgst)} + SGST ${rupees(t.sgst)}`
    : `IGST ${rupees(t.igst)}`;
  doc.text(`${document.taxLabel}: ${rupees(t.cgst + t.sgst + t.igst)} (${tax})`, {
    width: WIDTH,
    align: 'right',
  });
  doc.moveDown(0.6);
  doc.font('bold').text('Amount in words: ', LEFT, doc.y, { continued: true, width: WIDTH });
  doc.font('body').text(figures.totalInWords);
  doc.moveDown(1.2);
  doc.fontSize(8).fillColor(MUTED);
  for (const note of document.notes) doc.text(note, { width: WIDTH });
  doc.end();
  return done;
}
