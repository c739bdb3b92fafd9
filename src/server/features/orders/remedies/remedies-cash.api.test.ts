import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PayoutsReply } from '#shared/contract/item-remedies.ts';
import { orders } from '../../../db/schema.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import {
  cashOrderWithHelp,
  helpAbout,
  mailTo,
  refund,
  remediesOfItem,
  remedy,
  studentRemedies,
} from './remedies.test-kit.ts';

/**
 * Wrong or damaged items of cash orders (docs/product.md#wrong-or-damaged-items): the admin
 * refunds by a payout to the student's UPI id (a replacement: remedies-replacement.api.test.ts).
 */
describeShop('wrong or damaged items of cash orders', ({ database, shop }) => {
  const payouts = async (token: string) =>
    ((await shop.call('admin/payouts', {}, { token })).json() as PayoutsReply).payouts;

  it('a payout: the student gives a UPI id, the admin marks it paid, the student is mailed and sees it', async () => {
    const admin = await signedInAdmin(shop);
    const { me, order, item, help } = await cashOrderWithHelp(shop);
    const res = await refund(shop, admin.token, help.id, item, 200);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      alreadyRecorded: false,
      remedy: { kind: 'payout', status: 'awaitingUpi', amount: 200 },
    });
    const asked = await mailTo(shop, me.email, /^₹200 back for your Quad Tee \(HLP-\d{5}\)$/);
    expect(asked.text).toContain('enter your UPI id');
    const [placed] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(asked.text).toContain(`/profile/my-orders/${placed!.orderNumber}`);
    expect(await studentRemedies(shop, me.token, order.id)).toMatchObject([
      {
        kind: 'payout',
        status: 'awaitingUpi',
        amount: 200,
        reference: `HLP-${String(help.id).padStart(5, '0')}`,
      },
    ]);
    const payoutId = (res.json() as { remedy: { id: number } }).remedy.id;

    // Not payable before the student says where to.
    const early = await shop.call(
      'admin/payouts/paid',
      { id: payoutId, reference: 'UPI123456' },
      { token: admin.token },
    );
    expect(failure(early)).toMatchObject({
      http: 409,
      message: 'The student has not given a UPI id yet.',
    });
    expect((await payouts(admin.token)).find((p) => p.id === payoutId)).toMatchObject({
      status: 'awaitingUpi',
      customerEmail: me.email,
    });

    const given = await shop.call(
      'orders/remedies/upi',
      { id: payoutId, upiId: ' asha.v@okbank ' },
      { token: me.token },
    );
    expect(given.json()).toMatchObject({
      message: 'Thank you. We will send the money to asha.v@okbank.',
    });
    expect((await payouts(admin.token)).find((p) => p.id === payoutId)).toMatchObject({
      status: 'toPay',
      upiId: 'asha.v@okbank',
    });

    const paid = await shop.call(
      'admin/payouts/paid',
      { id: payoutId, reference: 'UPI 4301 2288' },
      { token: admin.token },
    );
    expect(paid.json()).toMatchObject({ message: 'Marked paid. The student gets an e-mail.' });
    const mail = await mailTo(shop, me.email, /^We have sent you ₹200/);
    expect(mail.text).toContain('asha.v@okbank');
    expect(mail.text).toContain('UPI 4301 2288');
    const [seen] = await studentRemedies(shop, me.token, order.id);
    expect(seen).toMatchObject({
      status: 'paid',
      doneDate: expect.any(Number),
      doneBy: '',
      note: '',
    });
    // A second click records nothing more, and the student cannot change the UPI id now.
    const again = await shop.call(
      'admin/payouts/paid',
      { id: payoutId, reference: 'OTHER1234' },
      { token: admin.token },
    );
    expect(again.json().message).toMatch(
      /^Already marked paid on .* by boss@campus.example\. Nothing changed\.$/,
    );
    expect((await remediesOfItem(database.db, item))[0]).toMatchObject({
      reference: 'UPI 4301 2288',
    });
    const late = await shop.call(
      'orders/remedies/upi',
      { id: payoutId, upiId: 'x.y@bank' },
      { token: me.token },
    );
    expect(failure(late)).toMatchObject({ http: 409 });
  });

  it("the admin sees the request's items with what is left and the stock, and its remedies", async () => {
    const admin = await signedInAdmin(shop);
    const { me, item, help } = await cashOrderWithHelp(shop, { M: 1, L: 0 });
    await refund(shop, admin.token, help.id, item, 120.5);
    const res = await shop.call('admin/help/remedies', { id: help.id }, { token: admin.token });
    expect(res.json()).toMatchObject({
      eligible: true,
      paymentMethod: 'cod',
      items: [
        {
          orderItem_id: item,
          charged: 499,
          left: 378.5,
          stock: expect.arrayContaining([
            { size: 'M', quantity: 1 },
            { size: 'L', quantity: 0 },
          ]),
        },
      ],
      remedies: [{ kind: 'payout', amount: 120.5, status: 'awaitingUpi' }],
    });
    expect(
      (await shop.call('admin/help/remedies', { id: help.id }, { token: me.token })).statusCode,
    ).toBe(403);
  });

  it('a payout counts in what is left of the item: more than that is refused and nothing is written', async () => {
    const admin = await signedInAdmin(shop);
    const { item, help, me, order } = await cashOrderWithHelp(shop);
    const tooMuch = await refund(shop, admin.token, help.id, item, 499.01);
    expect(failure(tooMuch)).toMatchObject({
      http: 422,
      code: 'REFUND_TOO_LARGE',
      message: 'Only ₹499 of this item can still be refunded.',
    });
    expect(await remediesOfItem(database.db, item)).toHaveLength(0);
    // The whole ₹499, then a second request about the same item finds nothing left to refund.
    expect((await refund(shop, admin.token, help.id, item, 499)).statusCode).toBe(200);
    const second = await helpAbout(database.db, me.email, order.id, [item]);
    const refused = await refund(shop, admin.token, second.id, item, 1);
    expect(failure(refused)).toMatchObject({
      http: 409,
      message: expect.stringMatching(/already refunded/),
    });
  });

  it('a double click acts once; a different remedy for the same request and item is refused', async () => {
    const admin = await signedInAdmin(shop);
    const { item, help } = await cashOrderWithHelp(shop);
    const body = { id: help.id, orderItem_id: item, remedy: 'refund', amount: 100 };
    const [a, b] = await Promise.all([
      remedy(shop, admin.token, body),
      remedy(shop, admin.token, body),
    ]);
    expect([a.json().alreadyRecorded, b.json().alreadyRecorded].sort()).toEqual([false, true]);
    expect(await remediesOfItem(database.db, item)).toHaveLength(1);
    const other = await remedy(shop, admin.token, {
      id: help.id,
      orderItem_id: item,
      remedy: 'replacement',
    });
    expect(failure(other)).toMatchObject({
      http: 409,
      message: 'This request already gave a payout for this item.',
    });
  });

  it.each([
    ['asha', 'no @'],
    ['a@b', 'too short a name'],
    ['asha@ok bank', 'a space'],
    [`${'a'.repeat(90)}@okbank12345`, 'too long'],
    ['asha\u0000@okbank', 'a control character'],
    ['asha@@okbank', 'two @'],
  ])('a UPI id %j (%s) is refused', async (upiId) => {
    const admin = await signedInAdmin(shop);
    const { me, item, help } = await cashOrderWithHelp(shop);
    const res = await refund(shop, admin.token, help.id, item, 50);
    const id = (res.json() as { remedy: { id: number } }).remedy.id;
    const given = await shop.call('orders/remedies/upi', { id, upiId }, { token: me.token });
    expect(failure(given)).toMatchObject({
      http: 400,
      message: expect.stringMatching(/UPI id|control/i),
    });
    expect((await remediesOfItem(database.db, item))[0]!.upiId).toBe('');
  });

  it("another student's order, payout or item is not found; only an admin decides", async () => {
    const admin = await signedInAdmin(shop);
    const { me, order, item, help } = await cashOrderWithHelp(shop);
    const other = await signedUpUser(shop);
    const seen = await shop.call('orders/remedies', { order_id: order.id }, { token: other.token });
    expect(failure(seen)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    const res = await refund(shop, admin.token, help.id, item, 50);
    const id = (res.json() as { remedy: { id: number } }).remedy.id;
    const stolen = await shop.call(
      'orders/remedies/upi',
      { id, upiId: 'thief@okbank' },
      { token: other.token },
    );
    expect(failure(stolen).http).toBe(404);
    const byStudent = await refund(shop, me.token, help.id, item, 50);
    expect(byStudent.statusCode).toBe(403);
    // An item of the order that the request is not about, and an item of another order.
    const notAsked = await refund(shop, admin.token, help.id, order.itemIds[1], 50);
    expect(failure(notAsked)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
    const elsewhere = await cashOrderWithHelp(shop);
    const foreign = await refund(shop, admin.token, help.id, elsewhere.item, 50);
    expect(failure(foreign)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });
  });

  it('bad amounts and requests about something else are refused', async () => {
    const admin = await signedInAdmin(shop);
    const { me, order, item, help } = await cashOrderWithHelp(shop);
    for (const amount of [0, -5, 1.005, 'abc', undefined]) {
      const res = await remedy(shop, admin.token, {
        id: help.id,
        orderItem_id: item,
        remedy: 'refund',
        amount,
      });
      expect(failure(res)).toMatchObject({ http: 400, code: 'VALIDATION_FAILED' });
    }
    const late = await helpAbout(database.db, me.email, order.id, [item], 'not_received');
    const res = await refund(shop, admin.token, late.id, item, 10);
    expect(failure(res)).toMatchObject({
      http: 409,
      message: expect.stringMatching(/wrong or damaged item/),
    });
    // A cancelled item has nothing to refund or replace.
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const cancel = await shop.call(
      'products/cancel-order',
      { orderNumber: row!.orderNumber, orderItem_id: item },
      { token: me.token },
    );
    expect(cancel.statusCode).toBe(200);
    const gone = await refund(shop, admin.token, help.id, item, 10);
    expect(failure(gone)).toMatchObject({
      http: 409,
      message: expect.stringMatching(/was cancelled/),
    });
    expect(await remediesOfItem(database.db, item)).toHaveLength(0);
  });
});
