import { expect, it, vi } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpEach } from '../../../test/test-shop.ts';
import type { TestShop } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { cancelAsAdmin, cancelAsStudent, cashOrder, orderOf } from './cancel.test-kit.ts';

/**
 * The cancel mail names the credit note the cancel issued (docs/product.md#credit-notes), and
 * says where to download it, so the student holds the same document the shop's books do.
 */

/** The newest cancel mail to `email` whose text mentions `text`, read over SMTP. */
async function cancelMailWith(shop: TestShop, email: string, text: string) {
  let body = '';
  await vi.waitFor(
    () => {
      const mail = shop.smtp.lastTo(
        email,
        (m) => /cancelled/i.test(m.subject ?? '') && (m.text ?? '').includes(text),
      );
      expect(mail).toBeDefined();
      body = `${mail!.text}\n${String(mail!.html)}`;
    },
    { timeout: 5000 },
  );
  return body;
}

describeShop('cancel mails name the credit note', ({ shop }) => {
  const me = signedUpEach(shop);

  it('tells the student the credit note’s number and where to download it', async () => {
    const tee = await insertProduct(shop.db, { name: 'Quad Tee', pricePaise: 49_900 });
    const polo = await insertProduct(shop.db, { name: 'Club Polo', pricePaise: 59_400 });
    const order = await cashOrder(shop, me, [
      { productId: tee.id, quantity: 2 },
      { productId: polo.id, size: 'L' },
    ]);
    expect(order.invoiceNumber).toBeTruthy();
    const poloItem = order.productsOrdered.find((i) => i.product.name === 'Club Polo')!;

    // The student cancels one line: the mail names its note.
    const partly = await cancelAsStudent(shop, me, {
      orderNumber: order.orderNumber,
      orderItem_id: poloItem.orderItem_id,
    });
    expect(partly.statusCode, partly.body).toBe(200);
    const [first] = (await orderOf(shop, me, { orderNumber: order.orderNumber })).creditNotes!;
    expect(first!.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{5}$/);
    const mail = await cancelMailWith(shop, me.email, first!.number);
    expect(mail).toContain(
      `Credit note ${first!.number} credits this against your tax invoice ${order.invoiceNumber}. You can download it from your order page.`,
    );
    expect(mail).toContain(`/profile/my-orders/${order.orderNumber}`);

    // The admin cancels the rest: the second mail names the second note, not the first.
    const admin = await signedInAdmin(shop);
    const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
    const teeItem = seen.productsOrdered.find((i) => i.product.name === 'Quad Tee')!;
    const rest = await cancelAsAdmin(shop, admin, {
      orderItem_id: teeItem.orderItem_id,
      version: seen.version!,
      reason: 'This print ran out',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const notes = (await orderOf(shop, me, { orderNumber: order.orderNumber })).creditNotes!;
    expect(notes).toHaveLength(2);
    const second = await cancelMailWith(shop, me.email, notes[1]!.number);
    expect(second).not.toContain(first!.number);
    expect(second).toContain('You can download it from your order page.');
  });
});
