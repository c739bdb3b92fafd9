import { expect, it } from 'vitest';
import { creditNotePath } from '#shared/contract/endpoint.ts';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { creditNoteSeries } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpEach, signedUpUser } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  onlineOrder,
  orderOf,
} from '../changes/cancel.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import { issueCreditNote } from './credit-note.service.ts';
import { financialYearOf } from './invoice-number.ts';
import { raiseSeriesAfterRestore, readInvoiceMarks } from './invoice-series.service.ts';
import { downloadInvoice, pdfLines } from './invoice.test-kit.ts';
import type { TestShop } from '../../../test/test-shop.ts';

/** docs/product.md#credit-notes: what is cancelled of an invoiced order is credited. */

const SELLER = {
  SELLER_LEGAL_NAME: 'Quadrangle Apparel LLP',
  SELLER_GSTIN: '33AABCC1234D1ZI',
};

/** GET one of an order's credit notes as the holder of `token` (none: no Authorization). */
const downloadCreditNote = (shop: TestShop, orderId: number, noteId: number, token?: string) =>
  shop.app.inject({
    method: 'GET',
    url: creditNotePath(orderId, noteId),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const notesOf = (order: OrderView) => order.creditNotes ?? [];

describeShop('credit notes', { shop: { env: SELLER } }, ({ database, shop }) => {
  const me = signedUpEach(shop);

  /** A cash pickup order: 2 tees at ₹499 and a tee at ₹594 (5%: ₹28.29 of tax in it). */
  async function twoLineOrder() {
    const tee = await insertProduct(database.db, { name: 'Quad Tee', pricePaise: 49_900 });
    const polo = await insertProduct(database.db, { name: 'Club Polo', pricePaise: 59_400 });
    const order = await cashOrder(shop, me, [
      { productId: tee.id, quantity: 2 },
      { productId: polo.id, size: 'L' },
    ]);
    const teeItem = order.productsOrdered.find((i) => i.product.name === 'Quad Tee')!;
    const poloItem = order.productsOrdered.find((i) => i.product.name === 'Club Polo')!;
    return { order, teeItem, poloItem };
  }

  it('credits each cancel in its own consecutive series, against the invoice, with the GST reversed', async () => {
    await database.db.delete(creditNoteSeries);
    const { order, teeItem, poloItem } = await twoLineOrder();
    const year = financialYearOf(new Date());
    expect(notesOf(order)).toEqual([]);

    // Part of the order: one line goes, one note credits it.
    const partly = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: poloItem.orderItem_id,
    });
    expect(partly.statusCode, partly.body).toBe(200);
    let seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(notesOf(seen)).toEqual([
      {
        id: expect.any(Number),
        number: `CN/${year}/00001`,
        issued: expect.any(Number),
        amount: 594,
      },
    ]);
    const first = notesOf(seen)[0]!;
    const res = await downloadCreditNote(shop, order.order_id, first.id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-CN-${year}-00001.pdf"`,
    );
    const text = await pdfLines(res.rawPayload);
    const all = text.join('\n');
    for (const fact of [
      'CREDIT NOTE',
      'Quadrangle Apparel LLP',
      'GSTIN: 33AABCC1234D1ZI',
      `Credit note | CN/${year}/00001`,
      `Date | ${formatOrderDate(first.issued)}`,
      `Against invoice | ${order.invoiceNumber!}`,
      `Invoice date | ${formatOrderDate(order.date)}`,
      `Order | ${order.orderNumber}`,
      'Place of supply | Tamil Nadu (33)',
      me.name,
    ]) {
      expect(all).toContain(fact);
    }
    // ₹594 at 5%: CGST and SGST ₹14.14 each (2.5% of it, rounded on its own), taxable ₹565.72.
    const lines = text.map((line) => line.replace(/^\d+ \| /, ''));
    expect(lines).toContain(
      'Club Polo (Regular T-Shirt, size L) | 6109 | 1 | 594.00 | 5% | 565.72 | 14.14 | 14.14 | 594.00',
    );
    expect(all).not.toContain('Quad Tee');
    expect(text).toContain('Total | 565.72 | 14.14 | 14.14 | 594.00');
    expect(all).toContain('Total credited (GST included): ₹594.00');
    expect(all).toContain('GST reversed: ₹28.28 (CGST ₹14.14 + SGST ₹14.14)');
    expect(all).toContain('Amount in words: | Rupees Five Hundred Ninety-Four Only');
    expect(all.replace(/\n/g, ' ')).toContain(
      `reduces tax invoice ${order.invoiceNumber!} by their value and reverses the GST charged on them`,
    );

    // The rest of the order: the next number; asking again issues none.
    const rest = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(rest.statusCode, rest.body).toBe(200);
    const again = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(again.json().alreadyCancelled).toBe(true);
    seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    expect(notesOf(seen).map((n) => [n.number, n.amount])).toEqual([
      [`CN/${year}/00001`, 594],
      [`CN/${year}/00002`, 998],
    ]);
    const second = await pdfLines(
      (await downloadCreditNote(shop, order.order_id, notesOf(seen)[1]!.id, me.token)).rawPayload,
    );
    expect(second.map((l) => l.replace(/^\d+ \| /, ''))).toContain(
      'Quad Tee (Regular T-Shirt, size M) | 6109 | 2 | 499.00 | 5% | 950.48 | 23.76 | 23.76 | 998.00',
    );
    // The invoice stands as issued and names the notes; the invoices' series did not move.
    const invoice = (
      await pdfLines((await downloadInvoice(shop, order.order_id, me.token)).rawPayload)
    ).join(' ');
    expect(invoice).toContain(`Credited by credit note CN/${year}/00001, CN/${year}/00002.`);
    expect(invoice).toContain('Total (GST included): ₹1,592.00');
    const next = await cashOrder(shop, me, [{ productId: teeItem.product.product_id, size: 'L' }]);
    const [y, n] = order.invoiceNumber!.split('/');
    expect(next.invoiceNumber).toBe(`${y}/${String(Number(n) + 1).padStart(6, '0')}`);

    // The admin's cancel credits too, with the number after; the series is the shop's, not the order's.
    const admin = await signedInAdmin(shop);
    const byShop = await cancelAsAdmin(shop, admin, {
      orderItem_id: next.productsOrdered[0]!.orderItem_id,
      version: next.version!,
      reason: 'This print ran out',
    });
    expect(byShop.statusCode, byShop.body).toBe(200);
    const nextSeen = await orderOf(shop, me, { orderNumber: next.orderNumber });
    expect(notesOf(nextSeen).map((x) => x.number)).toEqual([`CN/${year}/00003`]);
  });

  it('never gives a number twice: not on a retry, and not after a restore to an older copy', async () => {
    const { order } = await twoLineOrder();
    await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    const [note] = notesOf(await orderOf(shop, me, { orderNumber: order.orderNumber }));
    // Issuing again for the same cancel credits nothing more.
    const row = { id: order.order_id, invoiceNumber: order.invoiceNumber!, deliveryChargePaise: 0 };
    expect(await database.db.transaction((tx) => issueCreditNote(tx, row, new Date()))).toBe(
      undefined,
    );
    // A restore brings back a series from before this note; the raise from the marks read
    // before it moves the series past it, so the next note does not take its number again.
    const marks = await readInvoiceMarks(database.db);
    const year = financialYearOf(new Date());
    expect(marks[`CN/${year}`]).toBe(Number(note!.number.slice(-5)));
    await database.db.delete(creditNoteSeries);
    await raiseSeriesAfterRestore(database.db, marks);
    const { order: other } = await twoLineOrder();
    await cancelAsStudent(shop, me, { orderNumber: other.orderNumber });
    const [otherNote] = notesOf(await orderOf(shop, me, { orderNumber: other.orderNumber }));
    expect(Number(otherNote!.number.slice(-5))).toBe(Number(note!.number.slice(-5)) + 1);
  });

  it('is for the order’s owner and the admin only: anyone else gets "not found" and nothing of it', async () => {
    const { order } = await twoLineOrder();
    await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    const [note] = notesOf(await orderOf(shop, me, { orderNumber: order.orderNumber }));
    const admin = await signedInAdmin(shop);
    expect((await downloadCreditNote(shop, order.order_id, note!.id, admin.token)).statusCode).toBe(
      200,
    );

    // The admin's order page lists it for that download.
    const page = await shop.call(
      'admin/order',
      { order_id: order.order_id },
      { token: admin.token },
    );
    expect(page.json().creditNotes).toEqual([note]);

    const other = await signedUpUser(shop);
    const refused = await downloadCreditNote(shop, order.order_id, note!.id, other.token);
    expect(failure(refused)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    expect(refused.body).not.toContain('Quad Tee');
    expect(refused.body).not.toContain(me.email);
    // Another order's path does not reach it, even the caller's own order.
    const { order: mine } = await (async () => {
      const tee = await insertProduct(database.db, { pricePaise: 39_900 });
      return { order: await cashOrder(shop, other, [{ productId: tee.id }]) };
    })();
    const crossed = await downloadCreditNote(shop, mine.order_id, note!.id, other.token);
    expect(failure(crossed)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    expect(crossed.body).toBe(refused.body);
    expect((await downloadCreditNote(shop, order.order_id, note!.id)).statusCode).toBe(401);
  });
});

let sandbox: Sandbox;
const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  { refundPendingMs: 500 },
  { env: { ...SELLER, RATE_LIMIT_SCALE: '1000' } },
);

describeShop('credit notes of paid orders', withSandbox, ({ shop }) => {
  it('credit the delivery charge with the last item and say what went back to the account', async () => {
    await listen(shop, sandbox);
    const me = await signedUpUser(shop);
    const tee = await insertProduct(shop.db, { name: 'Quad Tee', pricePaise: 49_900 }, { M: 5 });
    // ₹499 to the hostel, ₹19 to take it there.
    const order = await onlineOrder(shop, me, [{ productId: tee.id }]);
    expect(order.deliveryCharges).toBe(19);
    const res = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(res.statusCode, res.body).toBe(200);
    const [note] = notesOf(await orderOf(shop, me, { orderNumber: order.orderNumber }));
    expect(note!.amount).toBe(518);
    const text = await pdfLines(
      (await downloadCreditNote(shop, order.order_id, note!.id, me.token)).rawPayload,
    );
    // Delivery goes with the clothes it carried: at their rate, 5%.
    expect(text).toContain('Delivery charge | 5% | 18.10 | 0.45 | 0.45 | 19.00');
    const all = text.join('\n');
    expect(all).toContain('Total credited (GST included): ₹518.00');
    expect(all).toContain('Refunded to the account the order was paid from: ₹518.00.');
    await sandbox.gateway.idle();
  });
});
