import { createRequire } from 'node:module';
import { formatPaise, type Paise } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import type { Seller } from './seller-terms.ts';
import type { OrderRecord } from '../order-record.ts';
import type { InvoiceFigures, TaxSplit } from './invoice-figures.ts';

/**
 * The tax invoice as a PDF (docs/product.md#tax-invoices), drawn with pdfkit in DejaVu Sans: a
 * font the server ships (the dejavu-fonts-ttf package) whose glyphs include the rupee sign.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LEFT = 40;
const WIDTH = 515;
const BOTTOM = 780;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/** "1,299.50": an invoice shows every amount with its paise. */
export function invoiceAmount(paise: Paise): string {
  const whole = formatPaise(paise - (paise % 100)).slice(1);
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}
const rupees = (paise: Paise) => `₹${invoiceAmount(paise)}`;
const percent = (rate: number) => `${rate}%`;

export interface InvoiceDocument {
  invoiceNumber: string;
  order: OrderRecord;
  seller: Seller;
  figures: InvoiceFigures;
  pickupPoint: string;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** Where the order went, as its invoice names it. */
function shippedTo({ order, pickupPoint }: InvoiceDocument): string[] {
  if (order.deliveryMethod === 'pickup') return [`Collected at ${pickupPoint}`];
  if (order.deliveryMethod === 'hostel') return ['Delivered to the hostel', order.hostelAddress];
  const a = order.address;
  return [
    'Delivered home',
    [a.address1, a.address2].filter(Boolean).join(', '),
    `${a.city}, ${a.state} ${a.pinCode}`,
  ];
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // pdfkit with its font engine (fontkit, brotli, crypto) holds ~10 MB of the heap once loaded,
  // so it loads with the first invoice, not at start (ADR 012: memory per instance).
  const { default: PDFDocument } = await import('pdfkit');
  const { order, seller, figures } = invoice;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `Tax invoice ${invoice.invoiceNumber}`,
      Author: seller.legalName,
      Subject: `Order ${order.id}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);

  // Seller on the left, the invoice's own facts on the right.
  doc.font('bold').fontSize(16).fillColor(INK).text('TAX INVOICE', LEFT, 40, {
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

  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatOrderDate(order.placedAt.getTime())],
    ['Order', `#${order.id}`],
    ['Payment', order.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Paid online'],
    [
      'Place of supply',
      figures.placeOfSupply.code
        ? `${figures.placeOfSupply.state} (${figures.placeOfSupply.code})`
        : figures.placeOfSupply.state,
    ],
  ];
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
  for (const line of shippedTo(invoice)) doc.text(line, 300, doc.y, { width: 255 });
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
  doc.text(`Total (GST included): ${rupees(t.total)}`, LEFT, y, { width: WIDTH, align: 'right' });
  doc.font('body').fontSize(9);
  const tax = figures.intraState
    ? `CGST ${rupees(t.cgst)} + SGST ${rupees(t.sgst)}`
    : `IGST ${rupees(t.igst)}`;
  doc.text(`Tax included: ${rupees(t.cgst + t.sgst + t.igst)} (${tax})`, {
    width: WIDTH,
    align: 'right',
  });
  doc.moveDown(0.6);
  doc.font('bold').text('Amount in words: ', LEFT, doc.y, { continued: true, width: WIDTH });
  doc.font('body').text(figures.totalInWords);
  doc.moveDown(1.2);
  doc.fontSize(8).fillColor(MUTED);
  // An invoice stands as issued; items cancelled later are named (docs/product.md#cancelling-an-order).
  const cancelled = invoice.order.items.filter((i) => i.cancel);
  if (cancelled.length > 0) {
    const list = cancelled
      .map(
        (i) =>
          `${i.quantity} × ${i.productName}, size ${i.size} (${rupees(i.unitPricePaise * i.quantity - i.discountPaise)})`,
      )
      .join('; ');
    doc.text(
      `Cancelled after this invoice was issued: ${list}. Not supplied; any amount paid for them is refunded.`,
      {
        width: WIDTH,
      },
    );
  }
  doc.text(
    'Prices include GST. Tax payable on reverse charge: No. This is a computer-generated invoice and needs no signature.',
    { width: WIDTH },
  );
  const officer = seller.grievanceOfficer;
  doc.text(
    `Questions about this invoice: ${seller.contactEmail}. Grievance officer: ${officer.name}, ${officer.email}, ${officer.phone}.`,
    { width: WIDTH },
  );
  doc.end();
  return done;
}
