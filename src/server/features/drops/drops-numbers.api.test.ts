import { expect, it } from 'vitest';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { BaggingReply, HandOverBagsReply } from '#shared/contract/drop-bags.ts';
import { insertProduct, insertUser } from '../../test/db-fixtures.ts';
import { hashPassword } from '../auth/password.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { describeShop, logIn, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { sandboxShop } from '../../test/sandbox-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart, cartOf, failure } from '../cart/cart.test-kit.ts';
import { payOnPage, refOf } from '../orders/payments/payments.test-kit.ts';
import { closeDrop, newDrop, openDrop } from './drops.test-kit.ts';

/** Names and numbers, the hostel room and the handover of a drop (docs/product.md#drops). */
const withSandbox = sandboxShop(
  { webhookMode: 'never' },
  // No line at the opening (ADR 028): 50 students race for one number here, not for a turn.
  { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100', DROP_LINE_RATE: '0' } },
);

describeShop('drops: names, numbers and the handover', withSandbox, ({ database, shop }) => {
  const jerseyDrop = async () => {
    const jersey = await insertProduct(database.db, { name: 'Team Jersey' }, { M: 0, L: 0 });
    const drop = await newDrop(shop, [jersey.id], {
      cashAllowed: true,
      perStudentLimit: 2,
      namesTaken: true,
      numbersTaken: true,
      numbersUnique: true,
    });
    openDrop(shop);
    return { jersey, drop };
  };
  const add = (
    who: Pick<SignedUpUser, 'email' | 'token'>,
    productId: number,
    more: Record<string, unknown>,
  ) =>
    addToCart(shop, who, {
      productId,
      selectedSize: 'M',
      teeName: 'ASHA',
      instiName: 'IITM',
      ...more,
    });
  const placeCash = (who: Pick<SignedUpUser, 'token'>) =>
    shop.call('payment/confirm', { deliveryMethod: 'pickup' }, { token: who.token });
  const numbersOf = async (dropId: number) =>
    (
      await database.db
        .select({ n: orderItems.teeNumber })
        .from(orderItems)
        .where(and(eq(orderItems.dropId, dropId), ne(orderItems.step, 'cancelled')))
    ).map((r) => r.n);

  it('asks for a number, keeps it on the line and the order, and refuses it to a second student', async () => {
    const { jersey, drop } = await jerseyDrop();
    const asha = await signedUpUser(shop);
    const none = await add(asha, jersey.id, {});
    expect(none.statusCode).toBe(422);
    expect(failure(none)).toMatchObject({ code: 'NUMBER_REQUIRED' });
    const bad = await add(asha, jersey.id, { teeNumber: 100 });
    expect(bad.statusCode).toBe(400);
    expect((await add(asha, jersey.id, { teeNumber: '10' })).statusCode).toBe(200);
    expect((await cartOf(shop, asha))[0]).toMatchObject({ teeName: 'ASHA', teeNumber: '10' });
    // The same number again is a second piece with it: refused, one piece per number.
    const twice = await add(asha, jersey.id, { teeNumber: 10, selectedSize: 'L' });
    expect(failure(twice)).toMatchObject({ code: 'DROP_NUMBER_TAKEN' });
    const placed = await placeCash(asha);
    expect(placed.statusCode, placed.body).toBe(200);
    const mine = await shop.call('products/orders', {}, { token: asha.token });
    const items = (mine.json() as { products: { productsOrdered: { teeNumber?: string }[] }[] })
      .products[0]!.productsOrdered;
    expect(items[0]!.teeNumber).toBe('10');

    const ravi = await signedUpUser(shop);
    const refused = await add(ravi, jersey.id, { teeName: 'RAVI', teeNumber: 10 });
    expect(refused.statusCode).toBe(409);
    expect(failure(refused).message).toBe('Number 10 is taken in this drop.');
    expect((await add(ravi, jersey.id, { teeName: 'RAVI', teeNumber: 11 })).statusCode).toBe(200);
    expect(await numbersOf(drop.id)).toEqual(['10']);
    // The organiser's roster shows the number printed on the piece.
    const admin = await signedInAdmin(shop);
    const roster = await shop.call('admin/drops/roster', { id: drop.id }, { token: admin.token });
    const rosterMembers = (
      roster.json() as { members: { email: string; items: { number: string | null }[] }[] }
    ).members;
    expect(rosterMembers.find((m) => m.email === asha.email)?.items).toMatchObject([
      { number: '10' },
    ]);
  });

  it("a numbered piece's line holds 1: more is refused when added and in the cart's quantity", async () => {
    // Numbers not kept apart: still one jersey per numbered line.
    const jersey = await insertProduct(database.db, { name: 'Wing Jersey' }, { M: 0 });
    await newDrop(shop, [jersey.id], {
      perStudentLimit: 5,
      namesTaken: true,
      numbersTaken: true,
    });
    openDrop(shop);
    const asha = await signedUpUser(shop);
    const one = "a numbered piece's quantity is 1.";
    const two = await add(asha, jersey.id, { teeNumber: 10, quantity: 2 });
    expect(failure(two)).toEqual({
      http: 422,
      code: 'NUMBERED_PIECE_ONE',
      message: `Number 10 goes on one piece: ${one}`,
    });
    expect((await add(asha, jersey.id, { teeNumber: 10 })).statusCode).toBe(200);
    const [line] = await cartOf(shop, asha);
    expect(line).toMatchObject({ quantity: 1, teeNumber: '10', preOrder: { quantityMax: 1 } });
    expect(failure(await add(asha, jersey.id, { teeNumber: 10 }))).toMatchObject({
      code: 'NUMBERED_PIECE_ONE',
      message: `This piece with number 10 is already in your cart in size M: ${one}`,
    });
    const changed = await shop.call(
      'products/changeQuantityInCart',
      { orderItem_id: line!.orderItem_id, updatedQuantity: 2 },
      { token: asha.token },
    );
    expect(failure(changed)).toEqual({
      http: 422,
      code: 'NUMBERED_PIECE_ONE',
      message: `Number 10 goes on one piece: ${one}`,
    });
    expect(await cartOf(shop, asha)).toMatchObject([{ quantity: 1 }]);
    // Another number is another piece.
    expect((await add(asha, jersey.id, { teeNumber: 11 })).statusCode).toBe(200);
  });

  it('50 orders racing for number 10: exactly one is written, the others are told it is taken', async () => {
    const { jersey, drop } = await jerseyDrop();
    // Accounts written directly (one password hash), then 50 real logins at once.
    const passwordHash = await hashPassword('racer password');
    const racers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await insertUser(database.db, { passwordHash });
        const who = { email: user.email, token: await logIn(shop, user.email, 'racer password') };
        expect((await add(who, jersey.id, { teeNumber: 10 })).statusCode).toBe(200);
        return who;
      }),
    );
    const replies = await Promise.all(racers.map(placeCash));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(failure(r)).toMatchObject({
        code: 'DROP_NUMBER_TAKEN',
        message: 'Number 10 is taken in this drop.',
      });
    }
    expect(await numbersOf(drop.id)).toEqual(['10']);
    // Nothing half-written: one order in all, the winner's, with its one piece; the losers
    // have no order, and each keeps the line in the cart.
    const written = await database.db
      .select({ email: orders.customerEmail, items: count(orderItems.id) })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        inArray(
          orders.customerEmail,
          racers.map((r) => r.email),
        ),
      )
      .groupBy(orders.id);
    const winner = racers[replies.findIndex((r) => r.statusCode === 200)]!;
    expect(written).toEqual([{ email: winner.email, items: 1 }]);
    const losers = racers.filter((_, i) => replies[i]!.statusCode !== 200);
    for (const loser of losers) expect(await cartOf(shop, loser)).toHaveLength(1);
  }, 120_000);

  it('hostel delivery keeps the room; the bagging list groups the bags as the database has them; bags are handed over by code', async () => {
    const { jersey, drop } = await jerseyDrop();
    const admin = await signedInAdmin(shop);
    // Two pickup students (cash) and one hostel student with a room (paid online).
    const [a, b, h] = [
      await signedUpUser(shop),
      await signedUpUser(shop),
      await signedUpUser(shop),
    ];
    for (const [who, n] of [
      [a, 7],
      [b, 8],
      [h, 9],
    ] as const) {
      expect((await add(who, jersey.id, { teeName: `P${n}`, teeNumber: n })).statusCode).toBe(200);
    }
    expect((await placeCash(a)).statusCode).toBe(200);
    expect((await placeCash(b)).statusCode).toBe(200);
    const started = await shop.call(
      'payment/order',
      { deliveryMethod: 'hostel', hostel: 'Ganga', hostelRoom: 'B-214' },
      { token: h.token },
    );
    expect(started.statusCode, started.body).toBe(200);
    const paid = await payOnPage((started.json() as { link: string }).link, 'success');
    const validated = await shop.call(
      'payment/order/validate',
      { id: refOf(paid.location) },
      { token: h.token },
    );
    expect(validated.statusCode, validated.body).toBe(200);
    const [hostelOrder] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.customerEmail, h.email));
    expect(hostelOrder).toMatchObject({ hostelAddress: 'Ganga', hostelRoom: 'B-214' });

    // Before it is sent to print there is no bagging list.
    const early = await shop.call('admin/drops/bagging', { id: drop.id }, { token: admin.token });
    expect(failure(early)).toMatchObject({ code: 'DROP_NOT_SENT_TO_PRINT' });
    closeDrop(shop);
    const sent = await shop.call(
      'admin/drops/sent-to-print',
      { id: drop.id },
      { token: admin.token },
    );
    expect(sent.statusCode).toBe(200);

    const res = await shop.call('admin/drops/bagging', { id: drop.id }, { token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as BaggingReply;
    const rows = await database.db
      .select({
        orderNumber: orders.orderNumber,
        code: orders.handoverCode,
        method: orders.deliveryMethod,
        number: orderItems.teeNumber,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.dropId, drop.id));
    expect(list.groups.map((g) => [g.title, g.bags.length])).toEqual([
      ['Ganga', 1],
      ['Pickup', 2],
    ]);
    expect(list.groups[0]!.bags[0]).toMatchObject({ room: 'B-214', student: expect.any(String) });
    const shown = list.groups.flatMap((g) =>
      g.bags.map((bag) => ({
        orderNumber: bag.orderNumber,
        code: bag.handoverCode,
        method: g.method,
        number: bag.pieces[0]!.teeNumber,
      })),
    );
    const byOrder = (x: { orderNumber: string }, y: { orderNumber: string }) =>
      x.orderNumber.localeCompare(y.orderNumber);
    expect(shown.sort(byOrder)).toEqual(rows.sort(byOrder));
    expect(list.csv.split('\r\n')[0]).toContain('Handover code');
    expect(list.csv).toContain('B-214');

    // Hand over: one good code, a wrong code, one not in the drop, then the good one again.
    const pickup = list.groups[1]!.bags[0]!;
    const wrong = pickup.handoverCode === '0000' ? '0001' : '0000';
    const codes = [
      pickup.handoverCode,
      `${pickup.orderNumber} ${wrong}`,
      'ZZZZ-ZZZZ 1234',
      'hello',
    ].join('\n');
    const handed = await shop.call(
      'admin/drops/hand-over-bags',
      { id: drop.id, codes },
      { token: admin.token },
    );
    expect(handed.statusCode, handed.body).toBe(200);
    const reply = handed.json() as HandOverBagsReply;
    expect(reply.results.map((r) => r.result)).toEqual([
      // A bare code two bags share is ambiguous instead; 4-digit codes rarely repeat in 3 bags.
      list.groups.flatMap((g) => g.bags).filter((x) => x.handoverCode === pickup.handoverCode)
        .length > 1
        ? 'ambiguous'
        : 'handed-over',
      'wrong-code',
      'not-in-drop',
      'wrong-code',
    ]);
    const again = await shop.call(
      'admin/drops/hand-over-bags',
      { id: drop.id, codes: `${pickup.orderNumber} ${pickup.handoverCode}` },
      { token: admin.token },
    );
    expect((again.json() as HandOverBagsReply).results[0]!.result).toBe('already-handed-over');
    const after = (
      (
        await shop.call('admin/drops/bagging', { id: drop.id }, { token: admin.token })
      ).json() as BaggingReply
    ).groups.flatMap((g) => g.bags);
    // Only that bag is handed over; the wrong code wrote nothing.
    expect(after.filter((x) => x.handedOver).map((x) => x.orderNumber)).toEqual([
      pickup.orderNumber,
    ]);

    // A student is no organiser; a club that does not exist (or is not theirs) is not found.
    const asStudent = await shop.call('admin/drops/bagging', { id: drop.id }, { token: a.token });
    expect(asStudent.statusCode).toBe(403);
    const club = await shop.call(
      'clubs/no-such-club/drops/bagging',
      { id: drop.id },
      { token: a.token },
    );
    expect(failure(club)).toMatchObject({ code: 'CLUB_NOT_FOUND' });
  }, 60_000);
});
