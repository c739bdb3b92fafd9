import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { invoicePath } from '#shared/contract/endpoint.ts';
import type { TestShop } from '../../../test/test-shop.ts';

/** GET an order's invoice as the holder of `token` (none: no Authorization header). */
export const downloadInvoice = (shop: TestShop, orderId: number, token?: string) =>
  shop.app.inject({
    method: 'GET',
    url: invoicePath(orderId),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/**
 * The text of a PDF as a reader sees it: one string per printed line (pieces on the same
 * baseline joined by " | ", left to right), for every page in turn. Read with pdf.js, a reader
 * the invoice's writer (pdfkit) shares no code with.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(pdf) });
  const document = await loading.promise;
  const lines: string[] = [];
  for (let p = 1; p <= document.numPages; p++) {
    const page = await document.getPage(p);
    const content = await page.getTextContent();
    const rows = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5] as number);
      const row = rows.get(y) ?? [];
      row.push({ x: item.transform[4] as number, text: item.str.trim() });
      rows.set(y, row);
    }
    for (const y of [...rows.keys()].sort((a, b) => b - a)) {
      const row = rows.get(y)!.sort((a, b) => a.x - b.x);
      lines.push(row.map((piece) => piece.text).join(' | '));
    }
  }
  await loading.destroy();
  return lines;
}
