import { expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { invoiceSeries, orders } from '../../../db/schema/index.ts';
import { insertProduct, insertUser } from '../../../test/db-fixtures.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { buyersWithOneInCart, placeAllAtOnce } from '../placement/placement.test-kit.ts';
import { financialYearOf, invoiceNumberOf, numberInvoice } from './invoice-number.ts';

const BUYERS = 24;

describeShop('invoice numbers', ({ database, shop }) => {
  it(`${BUYERS} orders placed at once get the numbers 1 to ${BUYERS} of their year, each once`, async () => {
    const tee = await insertProduct(database.db, {}, { M: BUYERS });
    const buyers = await buyersWithOneInCart(shop, database.db, tee.id, BUYERS);
    const replies = await placeAllAtOnce(shop, buyers);
    expect(replies.map((r) => r.statusCode)).toEqual(buyers.map(() => 200));
    const ids = replies.map((r) => (r.json() as { order_id: number }).order_id);
    const rows = await database.db
      .select({ invoiceNumber: orders.invoiceNumber, createdAt: orders.createdAt })
      .from(orders)
      .where(inArray(orders.id, ids));
    const year = financialYearOf(rows[0]!.createdAt);
    expect(rows.every((r) => financialYearOf(r.createdAt) === year)).toBe(true);
    const numbers = rows.map((r) => r.invoiceNumber).sort();
    // This database's only orders: the series starts at 1 and has no gap and no repeat.
    expect(numbers).toEqual(Array.from({ length: BUYERS }, (_, i) => invoiceNumberOf(year, i + 1)));
    const [series] = await database.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, year));
    expect(series?.lastNumber).toBe(BUYERS);
  }, 120_000); // 24 sign-ins and orders: about 15 s on PGlite, which runs them one at a time

  it('gives back the number of an order whose transaction rolls back, and starts each year at 1', async () => {
    const user = await insertUser(database.db);
    const write = (placedAt: Date) =>
      database.db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            userId: user.id,
            paymentMethod: 'cod',
            deliveryMethod: 'pickup',
            subtotalPaise: 100,
            deliveryChargePaise: 0,
            totalPaise: 100,
            customerName: 'Asha',
            customerEmail: user.email,
          })
          .returning({ id: orders.id });
        return numberInvoice(tx, order!.id, placedAt);
      });
    // 31 March 2031, 23:59 in India is still the year 2030-31; a minute later is 2031-32.
    const lastMinute = new Date('2031-03-31T18:29:00Z');
    const nextYear = new Date('2031-03-31T18:30:00Z');
    expect(await write(lastMinute)).toBe('2030-31/000001');
    await expect(
      database.db.transaction(async (tx) => {
        const [order] = await tx.select({ id: orders.id }).from(orders).limit(1);
        await numberInvoice(tx, order!.id, lastMinute);
        throw new Error('the order failed after its number');
      }),
    ).rejects.toThrow('the order failed');
    expect(await write(lastMinute)).toBe('2030-31/000002');
    expect(await write(nextYear)).toBe('2031-32/000001');
  });
});
