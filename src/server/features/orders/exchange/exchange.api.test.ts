import { beforeEach, expect, it } from 'vitest';
import { stockReader } from '../../../test/db-fixtures.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { askExchange, orderPageExchange, studentWithDelivered } from './exchange.test-kit.ts';
import { stockSum } from '../stock.test-kit.ts';

/** docs/product.md#size-exchange: the whole path (the refusals: exchange-refusals.api.test.ts). */

const DAY = 24 * 60 * 60 * 1000;
const REASON = 'M is too tight across the shoulders';

describeShop('size exchange', ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const stockOf = stockReader(database);
  const adminCall = (path: string, body: unknown) => shop.call(path, body, { token: admin.token });
  const mailTo = (email: string, subject: RegExp) =>
    shop.smtp.messages.filter(
      (m) => m.to && JSON.stringify(m.to).includes(email) && subject.test(m.subject ?? ''),
    );

  it('asks, holds the new size at once, is approved and swapped with the code: the item shows the new size and stock + held + sold stays the same', async () => {
    const { student, tee, orderId, itemId } = await studentWithDelivered(shop, {
      stock: { M: 4, L: 2 },
    });
    const before = await stockSum(database.db, tee.id);

    const page = await orderPageExchange(shop, student.token, orderId);
    expect(page.options).toEqual([
      {
        orderItem_id: itemId,
        refusal: '',
        until: expect.any(Number),
        sizes: ['XS', 'S', 'L', 'XL', '2XL'],
      },
    ]);

    shop.clock.advance(3 * DAY);
    const asked = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'L',
      reason: `  ${REASON} `,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      message: 'Size L is set aside for you. We will e-mail you when the exchange is approved.',
      exchange: { fromSize: 'M', toSize: 'L', quantity: 1, reason: REASON, state: 'open' },
    });
    const exchangeId = asked.json().exchange.exchange_id as number;
    expect(await stockOf(tee.sizeIds.L)).toBe(1); // set aside at once
    expect(await stockSum(database.db, tee.id)).toEqual(before);
    const waiting = await orderPageExchange(shop, student.token, orderId);
    expect(waiting.requests).toMatchObject([{ exchange_id: exchangeId, state: 'open' }]);
    expect(waiting.options[0]!.refusal).toBe(
      'You already asked to exchange this item. We will answer by e-mail.',
    );

    // The admin's work list and the order's own list.
    const work = (await adminCall('admin/exchanges', {}))
      .json()
      .exchanges.filter((e: { order_id: number }) => e.order_id === orderId);
    expect(work).toMatchObject([
      { exchange_id: exchangeId, order_id: orderId, productName: 'Quad Tee', needsCode: true },
    ]);
    const version = work[0].version as number;

    shop.clock.advance(60_000);
    const approved = await adminCall('admin/exchange/decide', {
      exchange_id: exchangeId,
      version,
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().exchange).toMatchObject({
      state: 'approved',
      decidedBy: admin.email,
      decidedDate: shop.clock().getTime(),
    });
    const [mail] = mailTo(student.email, /^Exchange approved: size L is ready/);
    expect(mail?.text).toContain('Bring the size M piece (unworn, tags on) to Saraswathi Hostel');
    expect(mail?.text).toContain('Show the handover code 4321');
    expect(await stockSum(database.db, tee.id)).toEqual(before);

    const next = approved.json().exchange.version as number;
    const wrong = await adminCall('admin/exchange/swap', {
      exchange_id: exchangeId,
      version: next,
      handoverCode: '1111',
      returned: 'stock',
    });
    expect(failure(wrong)).toMatchObject({ http: 422, code: 'HANDOVER_CODE_WRONG' });
    const noCode = await adminCall('admin/exchange/swap', {
      exchange_id: exchangeId,
      version: next,
      returned: 'stock',
    });
    expect(failure(noCode)).toMatchObject({ http: 422, code: 'HANDOVER_CODE_NEEDED' });

    shop.clock.advance(60_000);
    const swapped = await adminCall('admin/exchange/swap', {
      exchange_id: exchangeId,
      version: next,
      handoverCode: '43 21',
      returned: 'stock',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().message).toBe('Exchanged M → L for Asha Verma; size M is back in stock.');
    expect(swapped.json().exchange).toMatchObject({
      state: 'swapped',
      swappedBy: admin.email,
      swapCheck: 'code',
      returned: 'stock',
    });
    expect(await stockOf(tee.sizeIds.L)).toBe(1);
    expect(await stockOf(tee.sizeIds.M)).toBe(5);
    expect(await stockSum(database.db, tee.id)).toEqual(before);

    // The student's order: the item is L now, and the request says it was M.
    const order = (
      await shop.call('products/my-order', { orderId }, { token: student.token })
    ).json().order;
    expect(order.productsOrdered[0].size).toBe('L');
    expect(order.exchange.requests).toEqual([
      expect.objectContaining({
        fromSize: 'M',
        toSize: 'L',
        state: 'swapped',
        askedDate: expect.any(Number),
        decidedDate: expect.any(Number),
        swappedDate: shop.clock().getTime(),
      }),
    ]);
    expect(JSON.stringify(order)).not.toContain(admin.email);
    // Done: off the work list; swapping again changes nothing.
    const left = (await adminCall('admin/exchanges', {})).json().exchanges;
    expect(left.map((e: { exchange_id: number }) => e.exchange_id)).not.toContain(exchangeId);
    const again = await adminCall('admin/exchange/swap', {
      exchange_id: exchangeId,
      version: swapped.json().exchange.version,
      handoverCode: '4321',
      returned: 'stock',
    });
    expect(failure(again)).toMatchObject({ http: 409, code: 'EXCHANGE_DONE' });
    // An item is exchanged once: the page says so, and asking again is refused.
    expect(order.exchange.options[0]).toMatchObject({
      refusal: 'This item was exchanged once already.',
      sizes: [],
    });
    const twice = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'XL',
      reason: REASON,
    });
    expect(failure(twice)).toMatchObject({
      http: 422,
      message: 'This item was exchanged once already.',
    });
  });

  it('a decline gives the held size back, mails the reason, and the student may ask again', async () => {
    const { student, tee, orderId, itemId } = await studentWithDelivered(shop, { stock: { S: 1 } });
    const before = await stockSum(database.db, tee.id);
    const asked = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'S',
      reason: REASON,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await stockOf(tee.sizeIds.S)).toBe(0);
    const [open] = (await adminCall('admin/exchanges', { order_id: orderId })).json().exchanges;

    const noReason = await adminCall('admin/exchange/decide', {
      exchange_id: open.exchange_id,
      version: open.version,
      decision: 'decline',
    });
    expect(failure(noReason)).toMatchObject({ http: 400 });
    const declined = await adminCall('admin/exchange/decide', {
      exchange_id: open.exchange_id,
      version: open.version,
      decision: 'decline',
      reason: 'The tag was cut off',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().exchange).toMatchObject({
      state: 'declined',
      declineReason: 'The tag was cut off',
    });
    expect(await stockOf(tee.sizeIds.S)).toBe(1);
    expect(await stockSum(database.db, tee.id)).toEqual(before);
    const [mail] = mailTo(student.email, /^Exchange declined/);
    expect(mail?.text).toContain('Why: The tag was cut off');

    const page = await orderPageExchange(shop, student.token, orderId);
    expect(page.requests).toMatchObject([{ state: 'declined' }]);
    expect(page.options[0]).toMatchObject({ refusal: '', sizes: expect.arrayContaining(['S']) });
    const retry = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'S',
      reason: REASON,
    });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('swaps without the code for a typed reason, and writes the returned piece off as damaged', async () => {
    const { student, tee, itemId, orderId } = await studentWithDelivered(shop, {
      deliveryMethod: 'hostel',
      item: { quantity: 2 },
    });
    const before = await stockSum(database.db, tee.id);
    const asked = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'XL',
      reason: REASON,
    });
    expect(asked.json().exchange).toMatchObject({ quantity: 2 });
    expect(await stockOf(tee.sizeIds.XL)).toBe(8); // the whole line's pieces
    const id = asked.json().exchange.exchange_id;
    const [open] = (await adminCall('admin/exchanges', { order_id: orderId })).json().exchanges;
    const ok = await adminCall('admin/exchange/decide', {
      exchange_id: id,
      version: open.version,
      decision: 'approve',
    });
    expect(mailTo(student.email, /^Exchange approved/)[0]?.text).toContain(
      'We bring it to your hostel, Godavari Hostel, Room 214',
    );
    const swapped = await adminCall('admin/exchange/swap', {
      exchange_id: id,
      version: ok.json().exchange.version,
      reason: 'Student forgot the code; ID card checked',
      returned: 'damaged',
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().exchange).toMatchObject({
      swapCheck: 'reason',
      swapNote: 'Student forgot the code; ID card checked',
      returned: 'damaged',
    });
    expect(await stockOf(tee.sizeIds.M)).toBe(10); // written off, not back in stock
    expect(await stockSum(database.db, tee.id)).toEqual(before);
  });
});
