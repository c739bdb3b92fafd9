import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpEach, signedUpUser } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { financialYearOf } from './invoice-number.ts';
import { downloadInvoice, pdfLines } from './invoice.test-kit.ts';

const SELLER = {
  SELLER_LEGAL_NAME: 'Quadrangle Apparel LLP',
  SELLER_ADDRESS: '4 Hostel Lane, Guindy, Chennai, Tamil Nadu 600025',
  SELLER_GSTIN: '33AABCC1234D1ZI',
  SHOP_EMAIL: 'orders@quad.example',
  GRIEVANCE_OFFICER_NAME: 'Meena Raman',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@quad.example',
  GRIEVANCE_OFFICER_PHONE: '+91 90000 11111',
};

describeShop('tax invoices', { shop: { env: SELLER } }, ({ database, shop }) => {
  const me = signedUpEach(shop);

  /** A cash pickup order of 2 tees at ₹499 and a hoodie at ₹1,299, through the checkout. */
  async function placePickupOrder() {
    const tee = await insertProduct(database.db, { name: 'Quad Tee', pricePaise: 49_900 });
    const hoodie = await insertProduct(database.db, {
      name: 'Night Hoodie',
      pricePaise: 1_29_900,
      style: 'hoodie',
    });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'M', quantity: 2 });
    await addToCart(shop, me, { productId: hoodie.id, selectedSize: 'L' });
    const placed = await shop.call(
      'payment/confirm',
      { email: me.email, deliveryMethod: 'pickup' },
      { token: me.token },
    );
    expect(placed.statusCode).toBe(200);
    return (placed.json() as { order_id: number }).order_id;
  }

  it('gives the owner a PDF with the seller, the number, HSN codes and every GST figure', async () => {
    const orderId = await placePickupOrder();
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const number = row!.invoiceNumber!;
    expect(number).toMatch(new RegExp(`^${financialYearOf(row!.createdAt)}/\\d{6}$`));
    const listed = (await shop.call('products/orders', {}, { token: me.token })).json();
    expect(listed.products[0]).toMatchObject({ order_id: orderId, invoiceNumber: number });

    const res = await downloadInvoice(shop, orderId, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${number.replace('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfLines(res.rawPayload);
    const all = text.join('\n');

    // The seller as its settings name it, and the invoice's own facts.
    for (const fact of [
      'Quadrangle Apparel LLP',
      '4 Hostel Lane, Guindy, Chennai, Tamil Nadu 600025',
      'GSTIN: 33AABCC1234D1ZI',
      'State: Tamil Nadu (33)',
      `Invoice number | ${number}`,
      // The order by the number its student reads, never the row id.
      `Order | ${row!.orderNumber}`,
      'Payment | Cash on Delivery',
      // Pickup is handed over on campus, in the seller's state: CGST + SGST.
      'Place of supply | Tamil Nadu (33)',
      me.name,
      me.email,
    ]) {
      expect(all).toContain(fact);
    }
    // Tees at ₹499 (5%: taxable ₹998 × 100/105 = ₹950.48, tax ₹47.52 halved) and the hoodie at
    // ₹1,299 (its taxable value at 5% would be ₹1,237.14, above ₹1,000: 12%, taxable ₹1,159.82).
    const lines = text.map((line) => line.replace(/^\d+ \| /, ''));
    expect(lines).toContain(
      'Quad Tee (Regular T-Shirt, size M) | 6109 | 2 | 499.00 | 5% | 950.48 | 23.76 | 23.76 | 998.00',
    );
    expect(lines).toContain(
      'Night Hoodie (Hoodie, size L) | 6110 | 1 | 1,299.00 | 12% | 1,159.82 | 69.59 | 69.59 | 1,299.00',
    );
    expect(all).not.toContain('Delivery charge'); // pickup is free
    expect(text).toContain('Total | 2,110.30 | 93.35 | 93.35 | 2,297.00');
    expect(all).toContain('Total (GST included): ₹2,297.00');
    expect(all).toContain('Tax included: ₹186.70 (CGST ₹93.35 + SGST ₹93.35)');
    expect(all).toContain('Amount in words: | Rupees Two Thousand Two Hundred Ninety-Seven Only');
    expect(all.replace(/\n/g, ' ')).toContain(
      'Grievance officer: Meena Raman, grievance@quad.example, +91 90000 11111',
    );
    expect(all).not.toContain('IGST');
    expect(all).not.toContain(`#${orderId}`);
  });

  it('gives it to an admin too, and to nobody else: another student gets "not found" and no data', async () => {
    const orderId = await placePickupOrder();
    const admin = await signedInAdmin(shop);
    expect((await downloadInvoice(shop, orderId, admin.token)).statusCode).toBe(200);

    const other = await signedUpUser(shop);
    const refused = await downloadInvoice(shop, orderId, other.token);
    expect(failure(refused)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).not.toContain('Quad Tee');
    expect(refused.body).not.toContain(me.email);
    // The same answer as for an order that does not exist.
    const missing = await downloadInvoice(shop, orderId + 1000, other.token);
    expect(failure(missing)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    expect(missing.body).toBe(refused.body);

    expect((await downloadInvoice(shop, orderId)).statusCode).toBe(401);
    const wrongId = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/orders/abc/invoice.pdf',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(wrongId.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrongId.statusCode).toBeLessThan(500);
  });
});
