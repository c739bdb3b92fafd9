import { monthLabel } from '#shared/rules/club-money.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import type { sellerOf } from '../orders/index.ts';
import { BOLD, BOTTOM, FONT, INK, LEFT, MUTED, RULE, WIDTH } from '../../lib/pdf-style.ts';
import { statementLines, type StatementFile } from './statement-files.ts';

/**
 * A club's month as a PDF with the shop's seller details, drawn as the tax invoice is (pdfkit,
 * lib/pdf-style.ts).
 */

type Seller = ReturnType<typeof sellerOf>;

const money = (n: number) => formatRupees(n).replace('₹-', '-₹');

export async function renderStatementPdf(file: StatementFile, seller: Seller): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const month = monthLabel(file.statement.month);
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${file.club.name} statement, ${month}`,
      Author: seller.legalName,
      Subject: 'Club statement',
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

  doc.font('bold').fontSize(16).fillColor(INK).text('CLUB STATEMENT', LEFT, 40, {
    width: WIDTH,
    align: 'right',
  });
  doc.font('bold').fontSize(12).text(seller.legalName, LEFT, 40, { width: 300 });
  doc.font('body').fontSize(9).text(seller.address, { width: 300 });
  doc.text(`GSTIN: ${seller.gstin}`);
  doc.text(`E-mail: ${seller.contactEmail}`);
  const top = doc.y;
  let factY = 64;
  for (const [label, value] of [
    ['Club', file.club.name],
    ['Month', month],
    ['Share now', `${file.club.sharePercent}%`],
  ] as const) {
    doc.font('body').fontSize(9).fillColor(MUTED).text(label, 335, factY, { width: 85 });
    doc.fillColor(INK).text(value, 420, factY, { width: 135, align: 'right' });
    factY = doc.y + 2;
  }
  let y = Math.max(top, factY) + 14;
  const rule = () => {
    doc
      .moveTo(LEFT, y)
      .lineTo(LEFT + WIDTH, y)
      .strokeColor(RULE)
      .stroke();
    y += 6;
  };
  rule();

  // The sums first: what a treasurer reads.
  for (const [label, value] of statementLines(file.statement)) {
    const strong = label.startsWith('Balance carried') || label === 'Net share';
    doc
      .font(strong ? 'bold' : 'body')
      .fontSize(10)
      .fillColor(INK);
    doc.text(label, LEFT, y, { width: 360 });
    doc.text(money(value), LEFT + 360, y, { width: WIDTH - 360, align: 'right' });
    y = doc.y + 3;
  }
  y += 8;
  rule();

  const columns: [string, number, 'left' | 'right'][] = [
    ['Date', 62, 'left'],
    ['Entry', 78, 'left'],
    ['Order', 62, 'left'],
    ['Item', 148, 'left'],
    ['Amount', 60, 'right'],
    ['Rate', 40, 'right'],
    ['Share', 65, 'right'],
  ];
  const row = (cells: string[], font: 'body' | 'bold', color = INK) => {
    if (y > BOTTOM - 20) {
      doc.addPage();
      y = 40;
    }
    let x = LEFT;
    let bottom = y;
    doc.font(font).fontSize(8).fillColor(color);
    cells.forEach((cell, i) => {
      const [, width, align] = columns[i]!;
      doc.text(cell, x, y, { width: width - 4, align });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    y = bottom + 3;
  };
  row(
    columns.map(([title]) => title),
    'bold',
    MUTED,
  );
  for (const e of file.entries) {
    const sign = e.kind === 'sale' ? 1 : -1;
    row(
      [
        formatOrderDate(e.recorded),
        e.kind === 'sale' ? 'Sale' : `Refund (${e.cause ?? ''})`,
        e.orderNumber,
        e.quantity > 0 ? `${e.quantity} × ${e.product} (${e.size})` : `${e.product} (${e.size})`,
        money(sign * e.amount),
        `${e.sharePercent}%`,
        money(sign * e.share),
      ],
      'body',
    );
  }
  for (const p of file.payouts) {
    row(
      [
        p.paidOn,
        'Payout',
        '',
        `${p.channel.toUpperCase()} ${p.reference}`,
        '',
        '',
        money(-p.amount),
      ],
      'body',
    );
  }
  if (file.entries.length === 0 && file.payouts.length === 0) {
    row(['', 'Nothing this month.', '', '', '', '', ''], 'body', MUTED);
  }
  y += 10;
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "A club's share is its percentage of what each item was charged (its price less its share of any coupon, never the delivery charge), rounded down to the paisa; a refund takes back the share at the sale's rate. Amounts in rupees.",
      LEFT,
      y,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
