import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Product } from '#shared/contract/catalog.ts';
import type { PrintRunReply } from '#shared/contract/drops.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import type { HelpRemediesReply } from '#shared/contract/item-remedies.ts';
import { catalogVersion, productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { cancelAsStudent, cashOrder, orderOf } from '../orders/changes/cancel.test-kit.ts';
import { helpAbout, mailTo, remediesOfItem, remedy } from '../orders/remedies/remedies.test-kit.ts';
import { closeDrop, newDrop, openDrop, takenOf } from './drops.test-kit.ts';

const LIST = '/api/v1/products/get-product';

/**
 * Drops where students meet them outside the drop's own page (docs/product.md#drops): the product
 * cards of Home, the shop and its search, the order page's cancel buttons, and a damaged
 * pre-order's replacement.
 */
describeShop(
  'drops: cards, cancel buttons and replacements',
  { shop: async () => ({ webDir: await minimalWebApp(), env: { RATE_LIMIT_SCALE: '1000' } }) },
  ({ database, shop }) => {
    const listed = async (query = '') =>
      (await shop.app.inject({ url: `${LIST}${query}` })).json() as Product[];
    const card = async (productId: number, query = '') =>
      (await listed(query)).find((p) => p.product_id === productId);
    const version = async () =>
      (await database.db.select().from(catalogVersion).where(eq(catalogVersion.id, 1)))[0]!.version;

    it('a card names its drop: upcoming, live, closed until sent to print; in the list, a page, the search and the product', async () => {
      const tee = await insertProduct(database.db, { name: 'Marquee Tee' }, { M: 0, L: 0 });
      const plain = await insertProduct(database.db, { name: 'Marquee Plain' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Marquee Drop' });
      const mark = {
        id: drop.id,
        name: 'Marquee Drop',
        opensAt: drop.opensAt,
        closesAt: drop.closesAt,
        readyBy: drop.readyBy,
      };

      expect((await card(tee.id))?.drop).toEqual({ ...mark, state: 'upcoming' });
      expect((await card(tee.id, '?q=marquee'))?.drop).toEqual({ ...mark, state: 'upcoming' });
      expect((await card(tee.id, '?limit=24'))?.drop).toEqual({ ...mark, state: 'upcoming' });
      // A sold-out product in no drop has no mark: its card says OUT OF STOCK as before.
      expect((await card(plain.id))?.drop).toBeUndefined();
      const details = await shop.app.inject({
        url: `/api/v1/products/get-product-details/${tee.id}`,
      });
      expect((details.json() as Product).drop).toEqual({ ...mark, state: 'upcoming' });

      // The wishlist's cards too.
      const me = await signedUpUser(shop);
      await shop.call('products/toggleWishlist', { productId: tee.id }, { token: me.token });
      const wished = await shop.call('products/get-wishlisted-products', {}, { token: me.token });
      expect((wished.json() as { products: Product[] }).products[0]?.drop).toEqual({
        ...mark,
        state: 'upcoming',
      });

      openDrop(shop);
      expect((await card(tee.id))?.drop?.state).toBe('live');
      closeDrop(shop);
      expect((await card(tee.id))?.drop?.state).toBe('closed');

      const admin = await signedInAdmin(shop);
      const sent = await shop.call(
        'admin/drops/sent-to-print',
        { id: drop.id },
        { token: admin.token },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await card(tee.id))?.drop).toBeUndefined();
    });

    it("an edit of the drop shows on the card at once; a pre-order changes neither the card nor Home's page", async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Steady Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Steady Drop', cashAllowed: true });
      const admin = await signedInAdmin(shop);
      const edit = await shop.call(
        'admin/drops/update',
        {
          id: drop.id,
          version: drop.version,
          drop: {
            name: 'Steady Drop II',
            opensAt: drop.opensAtIst,
            closesAt: drop.closesAtIst,
            perStudentLimit: 2,
            readyBy: drop.readyBy,
            cashAllowed: true,
            products: [{ productId: tee.id }],
          },
        },
        { token: admin.token },
      );
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await card(tee.id))?.drop?.name).toBe('Steady Drop II');

      openDrop(shop);
      const page = await shop.app.inject({ url: `${LIST}?limit=24` });
      const home = (await shop.app.inject({ url: '/' })).body;
      const before = await version();
      await cashOrder(shop, me, [{ productId: tee.id, size: 'M' }]);
      expect(await takenOf(database.db, drop.id, tee.id)).toBe(1);
      // The counters moved, the catalogue did not: the same answer and the same page.
      expect(await version()).toBe(before);
      expect((await shop.app.inject({ url: `${LIST}?limit=24` })).body).toBe(page.body);
      expect((await shop.app.inject({ url: '/' })).body).toBe(home);
      expect(home).toContain('"name":"Steady Drop II","state":"live"');
    });

    it('the order page says which items may still be cancelled: a pre-order until its drop closes', async () => {
      const me = await signedUpUser(shop);
      const tee = await insertProduct(database.db, { name: 'Until Tee' }, { M: 0, L: 0 });
      const stocked = await insertProduct(database.db, { name: 'Stock Tee' }, { M: 5 });
      const drop = await newDrop(shop, [tee.id], { name: 'Until Drop', cashAllowed: true });
      openDrop(shop);
      const order = await cashOrder(shop, me, [
        { productId: tee.id, size: 'M' },
        { productId: stocked.id, size: 'M' },
      ]);
      const items = (o: typeof order) =>
        Object.fromEntries(
          o.productsOrdered.map((i) => [i.product.name, [i.cancellable, i.cancelUntil]]),
        );
      expect(items(order)).toEqual({
        'Until Tee': [true, drop.closesAt],
        'Stock Tee': [true, undefined],
      });

      closeDrop(shop);
      const closed = await orderOf(shop, me, { orderNumber: order.orderNumber });
      expect(items(closed)).toEqual({
        'Until Tee': [false, drop.closesAt],
        'Stock Tee': [true, undefined],
      });
      // The server refuses what the page no longer offers, and allows what it still offers.
      const preOrder = closed.productsOrdered.find((i) => i.product.name === 'Until Tee')!;
      const refused = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: preOrder.orderItem_id,
      });
      expect(failure(refused)).toMatchObject({ code: 'CANCEL_NOT_ALLOWED' });
      const other = closed.productsOrdered.find((i) => i.product.name === 'Stock Tee')!;
      const allowed = await cancelAsStudent(shop, me, {
        orderNumber: order.orderNumber,
        orderItem_id: other.orderItem_id,
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      const after = await orderOf(shop, me, { orderNumber: order.orderNumber });
      expect(after.productsOrdered.find((i) => i.product.name === 'Stock Tee')?.cancellable).toBe(
        false,
      );
    });

    it("a damaged pre-order's replacement goes on its drop's print run while it is not sent to print", async () => {
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Reprint Tee' }, { M: 0, L: 0 });
      const drop = await newDrop(shop, [tee.id], {
        name: 'Reprint Drop',
        cashAllowed: true,
        namesTaken: false,
      });
      openDrop(shop);
      const order = await cashOrder(shop, me, [{ productId: tee.id, size: 'M' }]);
      const item = order.productsOrdered[0]!.orderItem_id;
      const help = await helpAbout(database.db, me.email, order.order_id, [item]);

      const choices = await shop.call(
        'admin/help/remedies',
        { id: help.id },
        { token: admin.token },
      );
      expect((choices.json() as HelpRemediesReply).items[0]).toMatchObject({
        printedWith: 'Reprint Drop',
      });
      const stock = () =>
        database.db
          .select({ size: productSizes.size, quantity: productSizes.quantity })
          .from(productSizes)
          .where(eq(productSizes.productId, tee.id))
          .orderBy(productSizes.id);
      const stockBefore = await stock();
      const res = await remedy(shop, admin.token, {
        id: help.id,
        orderItem_id: item,
        remedy: 'replacement',
        size: 'L',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { message: string }).message).toBe(
        "Replacement in size L added to Reprint Drop's print run (a pre-order: printed with the drop, not taken from stock). The student gets an e-mail.",
      );
      expect((await remediesOfItem(database.db, item))[0]).toMatchObject({
        kind: 'replacement',
        size: 'L',
        dropId: drop.id,
      });
      // Nothing was taken from the size's stock (0 in L).
      expect(await stock()).toEqual(stockBefore);
      const mail = await mailTo(shop, me.email, /^A replacement Reprint Tee is on its way/);
      expect(mail.text).toContain(
        `A new one in size L will be printed with Reprint Drop, ready by ${formatReadyBy(drop.readyBy)},`,
      );
      expect(mail.text).not.toContain('set aside');

      closeDrop(shop);
      const run = (
        await shop.call('admin/drops/print-run', { id: drop.id }, { token: admin.token })
      ).json() as PrintRunReply;
      expect(run.products[0]).toMatchObject({
        sizes: [
          { size: 'M', quantity: 1 },
          { size: 'L', quantity: 1 },
        ],
        total: 2,
      });
    });

    it('once its drop is sent to print, a replacement comes from stock, and says so when there is none', async () => {
      const me = await signedUpUser(shop);
      const admin = await signedInAdmin(shop);
      const tee = await insertProduct(database.db, { name: 'Printed Tee' }, { M: 0 });
      const drop = await newDrop(shop, [tee.id], { name: 'Printed Drop', cashAllowed: true });
      openDrop(shop);
      const order = await cashOrder(shop, me, [{ productId: tee.id, size: 'M' }]);
      closeDrop(shop);
      const sent = await shop.call(
        'admin/drops/sent-to-print',
        { id: drop.id },
        { token: admin.token },
      );
      expect(sent.statusCode).toBe(200);
      const item = order.productsOrdered[0]!.orderItem_id;
      const help = await helpAbout(database.db, me.email, order.order_id, [item]);
      const res = await remedy(shop, admin.token, {
        id: help.id,
        orderItem_id: item,
        remedy: 'replacement',
        size: 'M',
      });
      expect(failure(res)).toMatchObject({ code: 'OUT_OF_STOCK' });
      expect(await remediesOfItem(database.db, item)).toEqual([]);
    });
  },
);
