import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema/index.ts';
import { stockReader } from '../../../test/db-fixtures.ts';
import { describeShop, logIn } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import {
  askExchange,
  exchangeCount,
  orderPageExchange,
  studentWithDelivered,
} from './exchange.test-kit.ts';
import { stockSum } from '../stock.test-kit.ts';

/** docs/product.md#size-exchange: the whole path, and every refusal writing nothing. */

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

  it('refuses, writing nothing: a printed name, not delivered, past the window, same size, sold out, someone else’s item', async () => {
    const named = await studentWithDelivered(shop, {
      item: { teeName: 'ASHA', isOwnBrand: false, institutionName: 'Quiz Club' },
    });
    const page = await orderPageExchange(shop, named.student.token, named.orderId);
    expect(page.options[0]).toMatchObject({
      refusal: 'Items with a name printed on them cannot be exchanged.',
      sizes: [],
    });
    const tries = [
      {
        who: named,
        body: { size: 'L' },
        expected: { http: 422, message: 'Items with a name printed on them cannot be exchanged.' },
      },
    ];
    const undelivered = await studentWithDelivered(shop, { item: { delivered: false } });
    tries.push({
      who: undelivered,
      body: { size: 'L' },
      expected: { http: 422, message: 'You can ask for another size once this item is delivered.' },
    });
    const mine = await studentWithDelivered(shop, { stock: { XS: 0 } });
    tries.push(
      {
        who: mine,
        body: { size: 'M' },
        expected: { http: 422, message: 'This item is already size M. Choose another size.' },
      },
      {
        who: mine,
        body: { size: 'XS' },
        expected: { http: 409, message: 'Quad Tee in size XS is sold out. Choose another size.' },
      },
    );
    const before = await stockSum(database.db, mine.tee.id);
    for (const t of tries) {
      const res = await askExchange(shop, t.who.student.token, {
        orderItem_id: t.who.itemId,
        reason: REASON,
        ...t.body,
      });
      expect(failure(res)).toMatchObject(t.expected);
    }
    // Someone else's item reads as a missing one.
    const foreign = await askExchange(shop, named.student.token, {
      orderItem_id: mine.itemId,
      size: 'L',
      reason: REASON,
    });
    expect(failure(foreign)).toMatchObject({ http: 404, code: 'ORDER_NOT_FOUND' });

    // Day 7 still counts; past it, the page and the call both say so.
    // Sessions end meanwhile: the student logs in again each time.
    const token = () => logIn(shop, mine.student.email, mine.student.password);
    shop.clock.advance(7 * DAY - 60_000);
    expect((await orderPageExchange(shop, await token(), mine.orderId)).options[0]!.refusal).toBe(
      '',
    );
    shop.clock.advance(2 * DAY);
    const late = await askExchange(shop, await token(), {
      orderItem_id: mine.itemId,
      size: 'L',
      reason: REASON,
    });
    expect(failure(late)).toMatchObject({
      http: 422,
      code: 'EXCHANGE_NOT_ALLOWED',
      message: expect.stringMatching(
        /^Exchanges are possible for 7 days after delivery; for this item that ended on \d\d-\d\d-\d{4}\.$/,
      ),
    });
    const items = [named, undelivered, mine].map((t) => t.itemId);
    expect(await exchangeCount(database.db, items)).toBe(0);
    expect(await stockSum(database.db, mine.tee.id)).toEqual(before);
    expect(await stockOf(mine.tee.sizeIds.L)).toBe(10);
  });

  it('refuses bad input with clear messages, and one open request per item', async () => {
    const { student, itemId } = await studentWithDelivered(shop);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ size: 'L' }, /Say why you want another size/],
      [{ size: 'L', reason: 'no' }, /Say why in a few words/],
      [{ size: 'L', reason: 'x'.repeat(201) }, /Keep it under 200 characters/],
      [{ size: 'L', reason: 'too\u0000tight' }, /remove the special control characters/],
      [{ size: 'L', reason: 'too\ntight' }, /Use letters, numbers and punctuation only/],
      [{ size: 'L', reason: 'too tight\u202e' }, /Use letters, numbers and punctuation only/],
      [{ size: 'XXXL', reason: REASON }, /Choose a size/],
      [{ reason: REASON }, /Choose a size/],
    ];
    for (const [body, message] of bad) {
      const res = await askExchange(shop, student.token, { orderItem_id: itemId, ...body });
      expect(failure(res).http, JSON.stringify(body)).toBe(400);
      expect(failure(res).message).toMatch(message);
    }
    const missing = await askExchange(shop, student.token, {
      orderItem_id: 99_999_999_999,
      size: 'L',
      reason: REASON,
    });
    expect(failure(missing)).toMatchObject({ http: 404 });
    const anonymous = await shop.call('orders/exchange', {
      orderItem_id: itemId,
      size: 'L',
      reason: REASON,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await exchangeCount(database.db, [itemId])).toBe(0);

    const first = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'L',
      reason: REASON,
    });
    expect(first.statusCode).toBe(200);
    const second = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'S',
      reason: REASON,
    });
    expect(failure(second)).toMatchObject({ http: 409, code: 'EXCHANGE_ALREADY_ASKED' });
    expect(await exchangeCount(database.db, [itemId])).toBe(1);
  });

  it('is for admins only, and refuses an old version or a request already decided', async () => {
    const { student, itemId, orderId } = await studentWithDelivered(shop);
    const asked = await askExchange(shop, student.token, {
      orderItem_id: itemId,
      size: 'L',
      reason: REASON,
    });
    const id = asked.json().exchange.exchange_id;
    for (const path of ['admin/exchanges', 'admin/exchange/decide', 'admin/exchange/swap']) {
      const res = await shop.call(
        path,
        { exchange_id: id, version: 1, decision: 'approve', returned: 'stock' },
        { token: student.token },
      );
      expect(res.statusCode, path).toBe(403);
    }
    const [open] = (await adminCall('admin/exchanges', { order_id: orderId })).json().exchanges;
    const stale = await adminCall('admin/exchange/decide', {
      exchange_id: id,
      version: open.version - 1,
      decision: 'approve',
    });
    expect(failure(stale)).toMatchObject({ http: 409, code: 'ORDER_CHANGED' });
    const early = await adminCall('admin/exchange/swap', {
      exchange_id: id,
      version: open.version,
      handoverCode: '4321',
      returned: 'stock',
    });
    expect(failure(early)).toMatchObject({
      http: 422,
      message: 'Approve the exchange before the swap.',
    });
    const declined = await adminCall('admin/exchange/decide', {
      exchange_id: id,
      version: open.version,
      decision: 'decline',
      reason: 'Worn and washed',
    });
    expect(declined.statusCode).toBe(200);
    const late = await adminCall('admin/exchange/decide', {
      exchange_id: id,
      version: declined.json().exchange.version,
      decision: 'approve',
    });
    expect(failure(late)).toMatchObject({
      http: 409,
      code: 'EXCHANGE_DONE',
      message: `This exchange was already declined by ${admin.email}. Nothing was changed.`,
    });
    const none = await adminCall('admin/exchange/decide', {
      exchange_id: 2_000_000_000,
      version: 1,
      decision: 'approve',
    });
    expect(failure(none)).toMatchObject({ http: 404, code: 'EXCHANGE_NOT_FOUND' });
    // The item kept its size throughout.
    const [item] = await database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item?.size).toBe('M');
  });
});
