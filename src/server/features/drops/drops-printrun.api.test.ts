import { expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { istDay } from '#shared/rules/admin.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { mailOutbox, orders } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import type { PrintRunReply } from '#shared/contract/drops.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  orderOf,
  stepsOf,
} from '../orders/changes/cancel.test-kit.ts';
import {
  HOUR,
  adminDropReply,
  closeDrop,
  newDrop,
  openDrop,
  piecesOrdered,
} from './drops.test-kit.ts';

/** The print run of a drop (docs/product.md#drops): cancels stop at the close. */
describeShop(
  'drops: print run',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ database, shop }) => {
    const versionOf = async (orderNumber: string) =>
      (
        await database.db
          .select({ v: orders.version })
          .from(orders)
          .where(eq(orders.orderNumber, orderNumber))
      )[0]!.v;

    it('a student cancels a pre-order until the drop closes, not after; the admin still may, with a reason', async () => {
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Run Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Run Drop', cashAllowed: true });
      openDrop(shop);
      const order = await cashOrder(shop, me, [
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ]);
      const itemOf = (size: string) => ({
        id: order.productsOrdered.find((p) => p.size === size)!.orderItem_id,
      });
      const [m, l] = [itemOf('M'), itemOf('L')];
      // While the drop is live, one item goes.
      const live = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: m!.id,
      });
      expect(live.statusCode, live.body).toBe(200);

      closeDrop(shop);
      const late = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: l!.id,
      });
      expect(failure(late)).toEqual({
        http: 409,
        code: 'CANCEL_NOT_ALLOWED',
        message: expect.stringMatching(
          /^Run Tee \(size L\) was pre-ordered in Run Drop, which closed on .+: pre-orders can be cancelled only until the drop closes, so it can no longer be cancelled\. Nothing was changed\./,
        ),
      });
      const whole = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
      expect(failure(whole)).toMatchObject({ code: 'CANCEL_NOT_ALLOWED' });
      expect(await stepsOf(database.db, [l!.id])).toEqual({ [l!.id]: 'placed' });
      expect(await piecesOrdered(database.db, drop.id)).toBe(2);

      const byAdmin = await cancelAsAdmin(shop, admin, {
        orderItem_id: l!.id,
        version: await versionOf(order.orderNumber),
        reason: 'Student moved away',
      });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(await stepsOf(database.db, [l!.id])).toEqual({ [l!.id]: 'cancelled' });
    });

    it('the print run: orders so far while live; once closed, sizes × quantities, the names and a safe CSV', async () => {
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Name Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Name Drop',
        cashAllowed: true,
        namesTaken: true,
      });
      openDrop(shop);
      const buy = async (size: 'M' | 'L', quantity: number, teeName: string) => {
        const who = await signedUpUser(shop);
        const added = await addToCart(shop, who, {
          productId: tee.id,
          selectedSize: size,
          quantity,
          teeName,
          instiName: 'IIT Madras',
          dropId: drop.id,
        });
        expect(added.statusCode, added.body).toBe(200);
        const placed = await shop.call(
          'payment/confirm',
          { deliveryMethod: 'pickup' },
          { token: who.token },
        );
        expect(placed.statusCode, placed.body).toBe(200);
        const orderId = (placed.json() as { order_id: number }).order_id;
        const [row] = await database.db
          .select({ orderNumber: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, orderId));
        return { who, orderId, orderNumber: row!.orderNumber };
      };
      const formula = await buy('M', 1, '=HYPERLINK("x")');
      const ravi = await buy('L', 2, 'Ravi');
      const gone = await buy('M', 1, 'Kiran');
      expect(
        (await cancelAsStudent(shop, gone.who, { orderNumber: gone.orderNumber })).statusCode,
      ).toBe(200);

      const run = () =>
        adminDropReply<PrintRunReply>(shop, 'admin/drops/print-run', drop.id, admin.token);
      const live = await run();
      expect(live.drop).toMatchObject({ name: 'Name Drop', state: 'live', namesTaken: true });
      expect(live.products).toEqual([
        {
          productId: tee.id,
          name: 'Name Tee',
          sizes: [
            { size: 'M', quantity: 1 },
            { size: 'L', quantity: 2 },
          ],
          total: 3,
          names: [],
        },
      ]);
      expect(live.csv).toBe('');

      closeDrop(shop);
      const closed = await run();
      expect(closed.drop.state).toBe('closed');
      expect(closed.products[0]!.names).toEqual([
        {
          name: '=HYPERLINK("x")',
          institution: 'IIT Madras',
          size: 'M',
          quantity: 1,
          orderId: formula.orderId,
          orderNumber: formula.orderNumber,
        },
        {
          name: 'Ravi',
          institution: 'IIT Madras',
          size: 'L',
          quantity: 2,
          orderId: ravi.orderId,
          orderNumber: ravi.orderNumber,
        },
      ]);
      expect(closed.csv.split('\r\n')).toEqual([
        '\uFEFFRow,Product,Size,Quantity,Name on tee,Institution,Order id',
        'Size total,Name Tee,M,1,,,',
        'Size total,Name Tee,L,2,,,',
        // The printer's sheet names each order by the number its student reads.
        `Name,Name Tee,M,1,"'=HYPERLINK(""x"")",IIT Madras,${formula.orderNumber}`,
        `Name,Name Tee,L,2,Ravi,IIT Madras,${ravi.orderNumber}`,
        '',
      ]);

      // Only the admin reads it; a missing drop says so.
      const student = await signedUpUser(shop);
      const refused = await shop.call(
        'admin/drops/print-run',
        { id: drop.id },
        { token: student.token },
      );
      expect(refused.statusCode).toBe(403);
      const missing = await shop.call(
        'admin/drops/print-run',
        { id: 987_654 },
        { token: admin.token },
      );
      expect(failure(missing)).toMatchObject({ http: 404, code: 'DROP_NOT_FOUND' });
    });

    it('sent to print: a closed drop only, every placed item moves to Printing once, then the normal steps', async () => {
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Press Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Press Drop', cashAllowed: true });
      openDrop(shop);
      const order = await cashOrder(shop, me, [
        { productId: tee.id, size: 'M' },
        { productId: tee.id, size: 'L' },
      ]);
      const ids = order.productsOrdered.map((p) => p.orderItem_id);
      const send = () =>
        shop.call('admin/drops/sent-to-print', { id: drop.id }, { token: admin.token });
      expect(failure(await send())).toEqual({
        http: 409,
        code: 'DROP_STILL_OPEN',
        message: 'This drop still takes pre-orders: close it before sending it to print.',
      });
      const cancelled = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: ids[1]!,
      });
      expect(cancelled.statusCode).toBe(200);
      closeDrop(shop);

      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        message: 'Press Drop is sent to print: 1 item now show Printing.',
        alreadySent: false,
        moved: 1,
      });
      expect(await stepsOf(database.db, ids)).toEqual({
        [ids[0]!]: 'printing',
        [ids[1]!]: 'cancelled',
      });
      const again = await send();
      expect(again.json()).toMatchObject({ alreadySent: true, moved: 0 });
      expect(again.json().message).toMatch(
        /^Press Drop was already sent to print on .+\. Nothing changed\.$/,
      );
      const run = await shop.call('admin/drops/print-run', { id: drop.id }, { token: admin.token });
      expect((run.json() as PrintRunReply).drop.sentToPrintAt).toBe(shop.clock().getTime());

      // The student's order shows the step with its time, once; the normal steps take over after.
      const seen = await orderOf(shop, me, { orderNumber: order.orderNumber });
      const item = seen.productsOrdered.find((p) => p.orderItem_id === ids[0]);
      expect(item?.step).toBe('printing');
      expect(item?.steps?.filter((s) => s.step === 'printing')).toHaveLength(1);
      const packed = await shop.call(
        'admin/orders/step',
        {
          step: 'packed',
          orders: [{ order_id: seen.order_id, version: await versionOf(order.orderNumber) }],
        },
        { token: admin.token },
      );
      expect(packed.statusCode, packed.body).toBe(200);
      expect(await stepsOf(database.db, [ids[0]!])).toEqual({ [ids[0]!]: 'packed' });
      // A student cannot send it, and a drop that is not there is not found.
      expect(
        (await shop.call('admin/drops/sent-to-print', { id: drop.id }, { token: me.token }))
          .statusCode,
      ).toBe(403);
      expect(
        failure(
          await shop.call('admin/drops/sent-to-print', { id: 987_654 }, { token: admin.token }),
        ),
      ).toMatchObject({ http: 404, code: 'DROP_NOT_FOUND' });
    });

    it("a pre-order is ready by its drop's day: the order, My Orders and the order-placed mail", async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Late Tee' }, { M: 0 });
      const stock = await insertProduct(database.db, { name: 'Stock Tee' }, { M: 5 });
      const readyBy = istDay(shop.clock().getTime() + 30 * 24 * HOUR);
      await newDrop(shop, [tee.id], { name: 'Late Drop', cashAllowed: true, readyBy });
      openDrop(shop);
      const settingsDay = (await cashOrder(shop, me, [{ productId: stock.id }])).readyBy;
      expect(settingsDay < readyBy).toBe(true);
      // Mixed with a stock item, the order is ready when its pre-order is.
      const order = await cashOrder(shop, me, [{ productId: tee.id }, { productId: stock.id }]);
      expect(order.readyBy).toBe(readyBy);
      const mine = await shop.call('products/my-orders', {}, { token: me.token });
      const listed = (mine.json() as { orders: OrderView[] }).orders.find(
        (o) => o.orderNumber === order.orderNumber,
      );
      expect(listed?.readyBy).toBe(readyBy);
      const [mail] = await database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.to, me.email), like(mailOutbox.subject, `%${order.orderNumber}%`)),
        );
      expect(mail?.text).toContain(
        `1 × Late Tee (Regular T-Shirt), size M · pre-order in Late Drop, ready by ${formatReadyBy(readyBy)}: ₹499`,
      );
      expect(mail?.text).toMatch(/1 × Stock Tee \(Regular T-Shirt\), size M: ₹499/);
    });
  },
);
