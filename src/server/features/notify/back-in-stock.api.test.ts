import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifyRuns, notifySubscriptions, productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import {
  describeShop,
  logIn,
  newPerson,
  signedUpUser,
  TEST_ADMIN_EMAIL,
} from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import {
  askBackInStock,
  headerLine,
  isBackInStockMail,
  mailCounts,
  notifyRound,
  saveStock,
  subscriptionsOf,
  unsubscribeLinkIn,
  visitorAsks,
} from './notify.test-kit.ts';

describeShop('notify me: back in stock', ({ shop }) => {
  it('mails every asker and size requester once when the admin takes a size from 0 to stock', async () => {
    const tee = await insertProduct(shop.db, {}, { M: 0, L: 0 });
    const admin = await signedInAdmin(shop);
    const student = await signedUpUser(shop);
    expect((await askBackInStock(shop, tee.id, 'M', student.token)).statusCode).toBe(200);
    const visitor = newPerson('visitor').email;
    expect(
      (await visitorAsks(shop, visitor, { productId: tee.id, kind: 'back-in-stock', size: 'M' }))
        .statusCode,
    ).toBe(200);
    const requester = await signedUpUser(shop);
    const asked = await shop.call(
      `products/sizeUnavailable/${tee.id}`,
      { requiredQuantity: 3, requiredSize: 'M' },
      { token: requester.token },
    );
    expect(asked.statusCode).toBe(200);
    // Both ways of asking from one address make one entry, so one mail.
    await shop.call(
      `products/sizeUnavailable/${tee.id}`,
      { requiredQuantity: 1, requiredSize: 'M' },
      { token: student.token },
    );
    // Someone waiting for L hears nothing when M comes back.
    const waitsForL = await signedUpUser(shop);
    await askBackInStock(shop, tee.id, 'L', waitsForL.token);

    const saved = await saveStock(shop, admin.token, tee, 'M', 6);
    expect(saved.json()).toEqual({ status: 200, message: 'updated Successfully' });
    // The save stored a run and answered: the mails go from the worker, not from the request.
    expect(shop.smtp.messages.filter(isBackInStockMail)).toEqual([]);

    expect(await notifyRound(shop)).toBe(3);
    expect(await notifyRound(shop)).toBe(0);
    expect(Object.fromEntries(mailCounts(shop, isBackInStockMail))).toEqual({
      [student.email]: 1,
      [visitor]: 1,
      [requester.email]: 1,
    });
    const mail = shop.smtp.lastTo(visitor, isBackInStockMail)!;
    expect(mail.subject).toBe('Back in stock: Restocked Tee in size M');
    expect(mail.text).toContain(`Order it here: ${shop.config.publicUrl}/products/`);
    const link = unsubscribeLinkIn(mail);
    expect(headerLine(mail, 'List-Unsubscribe')).toBe(`List-Unsubscribe: <${link.href}>`);
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(mail.html).toContain(`href="${link.href}"`);

    const rows = await subscriptionsOf(shop, tee.id);
    expect(rows.filter((r) => r.size === 'M').every((r) => r.notifiedAt !== null)).toBe(true);
    expect(rows.find((r) => r.size === 'L')?.notifiedAt).toBeNull();

    // More stock on a size that has some is no event; nor is saving it again.
    await saveStock(shop, admin.token, tee, 'M', 9);
    await saveStock(shop, admin.token, tee, 'M', 9);
    expect(await notifyRound(shop)).toBe(0);
    expect(shop.smtp.messages.filter(isBackInStockMail)).toHaveLength(3);

    // Sold out again and back again: only who asked anew hears of it.
    await saveStock(shop, admin.token, tee, 'M', 0);
    expect((await askBackInStock(shop, tee.id, 'M', student.token)).statusCode).toBe(200);
    await saveStock(shop, admin.token, tee, 'M', 2);
    expect(await notifyRound(shop)).toBe(1);
    expect(mailCounts(shop, isBackInStockMail).get(student.email)).toBe(2);
    expect(mailCounts(shop, isBackInStockMail).get(visitor)).toBe(1);
  });

  it('mails each asker once when two admins save the same size at once', async () => {
    const tee = await insertProduct(shop.db, {}, { S: 0 });
    await signedInAdmin(shop);
    const tokens = await Promise.all(
      [1, 2].map(() => logIn(shop, TEST_ADMIN_EMAIL, 'admin password 1')),
    );
    const askers = await Promise.all([1, 2, 3].map(() => signedUpUser(shop)));
    for (const a of askers) await askBackInStock(shop, tee.id, 'S', a.token);

    const [a, b] = await Promise.all([
      saveStock(shop, tokens[0]!, tee, 'S', 5),
      saveStock(shop, tokens[1]!, tee, 'S', 3),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // The product row is locked first: the second save saw the first's stock, no second event.
    const runs = await shop.db.select().from(notifyRuns).where(eq(notifyRuns.size, 'S'));
    expect(runs.filter((r) => r.productIds.includes(tee.id))).toHaveLength(1);
    await Promise.all([notifyRound(shop), notifyRound(shop)]);
    await notifyRound(shop);
    const counts = mailCounts(shop, isBackInStockMail);
    expect(askers.map((x) => counts.get(x.email))).toEqual([1, 1, 1]);
  });

  it('leaves askers waiting when the size sold out again before their turn', async () => {
    const tee = await insertProduct(shop.db, {}, { XL: 0 });
    const admin = await signedInAdmin(shop);
    const asker = await signedUpUser(shop);
    await askBackInStock(shop, tee.id, 'XL', asker.token);
    await saveStock(shop, admin.token, tee, 'XL', 1);
    await shop.db
      .update(productSizes)
      .set({ quantity: 0 })
      .where(eq(productSizes.id, tee.sizeIds.XL));
    expect(await notifyRound(shop)).toBe(0);
    const [row] = await shop.db
      .select()
      .from(notifySubscriptions)
      .where(eq(notifySubscriptions.productId, tee.id));
    expect(row?.notifiedAt).toBeNull();
    await saveStock(shop, admin.token, tee, 'XL', 4);
    expect(await notifyRound(shop)).toBe(1);
    expect(mailCounts(shop, isBackInStockMail).get(asker.email)).toBe(1);
  });
});
