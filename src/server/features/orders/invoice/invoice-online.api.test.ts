import { beforeEach, expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { addToCart } from '../../cart/cart.test-kit.ts';
import {
  listen,
  payOnPage,
  refOf,
  sandboxEach,
  type Sandbox,
} from '../payments/payments.test-kit.ts';
import { downloadInvoice, pdfLines } from './invoice.test-kit.ts';

let sandbox: Sandbox;
const withSandbox = sandboxEach({ get: () => sandbox, set: (s) => (sandbox = s) });

describeShop('tax invoice of an online order sent home', withSandbox, ({ database, shop }) => {
  let me: Awaited<ReturnType<typeof signedUpUser>>;
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
  });

  async function payForHomeDelivery(state: string) {
    const tee = await insertProduct(database.db, { name: 'Lake Tee', pricePaise: 59_900 });
    await addToCart(shop, me, { productId: tee.id, selectedSize: 'S', quantity: 3 });
    const address = {
      address1: '7 Residency Road',
      address2: 'Ashok Nagar',
      city: 'Bengaluru',
      state,
      pinCode: '560025',
    };
    const started = await shop.call(
      'payment/order',
      { email: me.email, deliveryMethod: 'delivery', ...address },
      { token: me.token },
    );
    expect(started.statusCode).toBe(200);
    const paid = await payOnPage((started.json() as { link: string }).link, 'success');
    const placed = await shop.call(
      'payment/order/validate',
      { email: me.email, id: refOf(paid.location) },
      { token: me.token },
    );
    await sandbox.gateway.idle();
    return (placed.json() as { order_id: number }).order_id;
  }

  it('outside the seller state: IGST, place of supply from the address, delivery taxed too', async () => {
    const orderId = await payForHomeDelivery('KARNATAKA');
    const res = await downloadInvoice(shop, orderId, me.token);
    expect(res.statusCode).toBe(200);
    const text = await pdfLines(res.rawPayload);
    const all = text.join('\n');
    expect(all).toContain('Place of supply | KARNATAKA (29)');
    expect(all).toContain('Payment | Paid online');
    expect(all).toContain('7 Residency Road, Ashok Nagar');
    expect(all).toContain('Bengaluru, KARNATAKA 560025');
    // 3 × ₹599 = ₹1,797 at 5% (taxable ₹1,711.43, IGST ₹85.57); delivery ₹99 at the same 5%
    // (taxable ₹94.29, IGST ₹4.71).
    expect(text).toContain(
      '1 | Lake Tee (Regular T-Shirt, size S) | 6109 | 3 | 599.00 | 5% | 1,711.43 | 85.57 | 1,797.00',
    );
    expect(text).toContain('Delivery charge | 5% | 94.29 | 4.71 | 99.00');
    expect(text).toContain('Total | 1,805.72 | 90.28 | 1,896.00');
    expect(all).toContain('Tax included: ₹90.28 (IGST ₹90.28)');
    expect(all).toContain('Amount in words: | Rupees One Thousand Eight Hundred Ninety-Six Only');
    expect(all).not.toMatch(/CGST|SGST/);
  });

  it('inside the seller state (Tamil Nadu however typed): CGST and SGST', async () => {
    const orderId = await payForHomeDelivery('tamil nadu');
    const text = await pdfLines((await downloadInvoice(shop, orderId, me.token)).rawPayload);
    expect(text).toContain('Place of supply | tamil nadu (33)');
    // Delivery: ₹99 at 5%: CGST and SGST each 2.5% of it, ₹2.357… → ₹2.36, equal halves; the
    // taxable value is the rest.
    expect(text).toContain('Delivery charge | 5% | 94.28 | 2.36 | 2.36 | 99.00');
    expect(text.join('\n')).not.toContain('IGST');
  });
});
