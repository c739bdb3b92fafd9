import { expect, it } from 'vitest';
import { stockReader } from '../../../test/db-fixtures.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { askExchange, exchangeCount, studentWithDelivered } from './exchange.test-kit.ts';
import { stockSum } from '../stock.test-kit.ts';

/**
 * docs/product.md#size-exchange under races (PostgreSQL only: PGlite runs one statement at a
 * time): the last piece of a size goes to one request; approve and decline of one request, one
 * wins and the other is told; the stock sum never moves.
 */

const REASON = 'Too tight, I need a bigger one';

describeShop(
  'size exchanges racing',
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ engine, database, shop }) => {
    it.runIf(engine === 'postgres')(
      'eight students ask for the last piece of a size at once: one gets it, the others are told it sold out',
      async () => {
        const first = await studentWithDelivered(shop, { stock: { L: 1 } });
        const others = await Promise.all(
          Array.from({ length: 7 }, () => studentWithDelivered(shop, { tee: first.tee })),
        );
        const all = [first, ...others];
        const before = await stockSum(database.db, first.tee.id);
        const replies = await Promise.all(
          all.map((s) =>
            askExchange(shop, s.student.token, {
              orderItem_id: s.itemId,
              size: 'L',
              reason: REASON,
            }),
          ),
        );
        expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
        for (const r of replies.filter((x) => x.statusCode !== 200)) {
          expect(failure(r)).toMatchObject({ http: 409, code: 'EXCHANGE_SOLD_OUT' });
        }
        expect(await stockReader(database)(first.tee.sizeIds.L)).toBe(0);
        expect(
          await exchangeCount(
            database.db,
            all.map((s) => s.itemId),
          ),
        ).toBe(1);
        expect(await stockSum(database.db, first.tee.id)).toEqual(before);
      },
    );

    it.runIf(engine === 'postgres')(
      'one student asks twice at once for one item: one request is kept',
      async () => {
        const { student, tee, itemId } = await studentWithDelivered(shop);
        const before = await stockSum(database.db, tee.id);
        const replies = await Promise.all(
          ['L', 'XL', 'S'].map((size) =>
            askExchange(shop, student.token, { orderItem_id: itemId, size, reason: REASON }),
          ),
        );
        expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
        expect(await exchangeCount(database.db, [itemId])).toBe(1);
        expect(await stockSum(database.db, tee.id)).toEqual(before);
        const held =
          30 -
          (
            await Promise.all(
              (['L', 'XL', 'S'] as const).map((s) => stockReader(database)(tee.sizeIds[s])),
            )
          ).reduce((a, b) => a + b, 0);
        expect(held).toBe(1);
      },
    );

    it.runIf(engine === 'postgres')(
      'approve and decline sent at once (ten rounds): one wins, the other is told, stock adds up',
      async () => {
        const admin = await signedInAdmin(shop);
        for (let round = 0; round < 10; round++) {
          const { student, tee, itemId, orderId } = await studentWithDelivered(shop);
          const before = await stockSum(database.db, tee.id);
          const asked = await askExchange(shop, student.token, {
            orderItem_id: itemId,
            size: 'L',
            reason: REASON,
          });
          const { exchange_id, version } = (
            await shop.call('admin/exchanges', { order_id: orderId }, { token: admin.token })
          ).json().exchanges[0];
          expect(exchange_id).toBe(asked.json().exchange.exchange_id);
          const decide = (decision: string) =>
            shop.call(
              'admin/exchange/decide',
              { exchange_id, version, decision, reason: 'Tag cut off' },
              { token: admin.token },
            );
          const [approve, decline] = await Promise.all([decide('approve'), decide('decline')]);
          const winners = [approve, decline].filter((r) => r.statusCode === 200);
          expect(winners).toHaveLength(1);
          const loser = approve.statusCode === 200 ? decline : approve;
          expect(failure(loser)).toMatchObject({ http: 409, code: 'EXCHANGE_DONE' });
          expect(failure(loser).message).toMatch(
            /^This exchange was already (approved|declined) by /,
          );
          const approved = approve.statusCode === 200;
          // Approved: L stays set aside; declined: it is back.
          expect(await stockReader(database)(tee.sizeIds.L)).toBe(approved ? 9 : 10);
          expect(await stockSum(database.db, tee.id)).toEqual(before);
        }
      },
    );
  },
);
