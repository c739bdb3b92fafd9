import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { ItemRemedy } from '#shared/contract/item-remedies.ts';
import type { HelpIssue } from '#shared/rules/order-help.ts';
import type { Db } from '../../../db/client.ts';
import { itemRemedies, users } from '../../../db/schema.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { signedUpUser, type TestShop } from '../../../test/test-shop.ts';
import { insertOrder } from '../../admin/admin.test-kit.ts';
import { insertHelpRequest } from '../help/help.queries.ts';

/** A student's help request about some of their order's items, as orders/help stores it. */
export async function helpAbout(
  db: Db,
  email: string,
  orderId: number,
  items: number[],
  issue: HelpIssue = 'wrong_or_damaged',
) {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return insertHelpRequest(db, {
    userId: student!.id,
    orderId,
    orderItemIds: items,
    issue,
    message: 'The print came off after one wash.',
    transactionId: '',
    photoUrl: '',
    createdAt: new Date(),
  });
}

/** The admin decides a remedy (admin/help/remedy). */
export const remedy = (shop: TestShop, token: string, body: Record<string, unknown>) =>
  shop.call('admin/help/remedy', body, { token });

/** The admin refunds `amount` rupees of a request's item (a payout for a cash order). */
export const refund = (
  shop: TestShop,
  token: string,
  helpId: number,
  orderItemId: number | undefined,
  amount: unknown,
) => remedy(shop, token, { id: helpId, orderItem_id: orderItemId, remedy: 'refund', amount });

/** What the student reads on their order page (orders/remedies). */
export async function studentRemedies(shop: TestShop, token: string, orderId: number) {
  const res = await shop.call('orders/remedies', { order_id: orderId }, { token });
  expect(res.statusCode).toBe(200);
  return (res.json() as { remedies: ItemRemedy[] }).remedies;
}

/** The remedies stored for an item. */
export const remediesOfItem = (db: Db, itemId: number) =>
  db.select().from(itemRemedies).where(eq(itemRemedies.orderItemId, itemId));

/** The last mail to `to` whose subject matches, waited for (the outbox sends after the commit). */
export function mailTo(shop: TestShop, to: string, subject: RegExp | string) {
  return vi.waitFor(
    () => {
      const mail = shop.smtp.lastTo(to, (m) =>
        typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? ''),
      );
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeout: 5000 },
  );
}

/**
 * A student with a cash pickup order of two ₹499 tees (M and L, one in stock of each) and a help
 * request about the first.
 */
export async function cashOrderWithHelp(shop: TestShop, stock = { M: 1, L: 1 }) {
  const me = await signedUpUser(shop);
  const [row] = await shop.db.select().from(users).where(eq(users.email, me.email));
  const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, stock);
  const order = await insertOrder(shop.db, {
    userId: row!.id,
    email: me.email,
    name: 'Asha Verma',
    items: [
      { productId: tee.id, size: 'M' },
      { productId: tee.id, size: 'L' },
    ],
  });
  const help = await helpAbout(shop.db, me.email, order.id, [order.itemIds[0]!]);
  return { me, tee, order, item: order.itemIds[0]!, help };
}
