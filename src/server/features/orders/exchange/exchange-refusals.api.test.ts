import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema.ts';
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

/** docs/product.md#size-exchange: every refusal, writing nothing. */

const DAY = 24 * 60 * 60 * 1000;
const REASON = 'M is too tight across the shoulders';

describeShop('size exchange refusals', ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const stockOf = stockReader(database);
  const adminCall = (path: string, body: unknown) => shop.call(path, body, { token: admin.token });

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
