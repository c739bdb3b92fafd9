import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OrderView } from '#shared/contract/my-orders.ts';
import type { AdminStatementsReply } from '#shared/contract/club-money.ts';
import { clubShareOf } from '#shared/rules/clubs.ts';
import { clubs, itemRemedies, orderItems, type ClubRow } from '../../db/schema/index.ts';
import type { TestProduct } from '../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { newCoupon } from '../orders/coupons/coupons.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  onlineOrder,
  orderOf,
} from '../orders/changes/cancel.test-kit.ts';
import { askExchange } from '../orders/exchange/exchange.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../orders/payments/payments.test-kit.ts';
import { helpAbout, refund } from '../orders/remedies/remedies.test-kit.ts';
import { clubTee, insertClub, istToday, recordPayout } from './club-money.test-kit.ts';

/**
 * The ledger reconciles (docs/product.md#a-clubs-money, ADR 023): over randomised orders (cash and
 * online, with and without coupons, several clubs at different rates beside the shop's own
 * products), whole and partial cancels, damaged-item refunds and size exchanges, then a rate
 * change and a payout: for the period, the clubs' shares plus the shop's equal what was charged
 * less what was refunded, to the paisa, with every figure worked from the orders' own records;
 * and each club's statement balances.
 */

/** A small seeded generator (mulberry32): a failure names its seed and repeats. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let sandbox: Sandbox;
const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  {},
  { env: { RATE_LIMIT_SCALE: '1000', CASH_ORDERS_OPEN_MAX: '100' } },
);

describeShop('the club ledger reconciles', withSandbox, ({ shop }) => {
  beforeEach(() => listen(shop, sandbox));
  afterEach(() => sandbox.gateway.idle());

  it('clubs + shop = charged − refunded, to the paisa, over random orders and refunds', async () => {
    const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
    const rand = random(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const context = `seed ${seed}`;

    const rated = await Promise.all([1750, 2500, 999].map((bp) => insertClub(shop.db, bp / 100)));
    const products: { tee: TestProduct; club: ClubRow | null }[] = [];
    for (const club of [...rated, null, null]) {
      for (let i = 0; i < 2; i++) {
        const price = 19_900 + Math.floor(rand() * 600) * 100 + (rand() < 0.3 ? 50 : 0);
        products.push({ tee: await clubTee(shop.db, club, price), club });
      }
    }
    const rateAtSale = new Map(rated.map((c) => [c.id, c.shareBasisPoints]));
    const clubOfProduct = new Map(products.map((p) => [p.tee.id, p.club?.id ?? null]));
    const admin = await signedInAdmin(shop);
    const students: SignedUpUser[] = [];
    for (let i = 0; i < 3; i++) students.push(await signedUpUser(shop));

    // Orders.
    const placed: { who: SignedUpUser; order: OrderView; cash: boolean }[] = [];
    for (let n = 0; n < 9; n++) {
      const who = pick(students);
      // The first line has pieces to cancel some of; the others 1–3.
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) => ({
        productId: pick(products).tee.id,
        size: pick(['S', 'M', 'L'] as const),
        quantity: (i === 0 ? 2 : 1) + Math.floor(rand() * 2),
      }));
      const coupon =
        rand() < 0.6
          ? (
              await newCoupon(
                shop,
                rand() < 0.5
                  ? { kind: 'percent', value: 5 + Math.floor(rand() * 30) }
                  : { kind: 'flat', value: 37 },
              )
            ).code
          : undefined;
      const cash = n % 2 === 0;
      const order = cash
        ? await cashOrder(shop, who, lines, coupon)
        : await onlineOrder(shop, who, lines, coupon ? { couponCode: coupon } : {});
      placed.push({ who, order, cash });
    }

    // A rate changes after the sales: their refunds still reverse at the rate of the sale.
    await shop.db.update(clubs).set({ shareBasisPoints: 4000 }).where(eq(clubs.id, rated[0]!.id));

    // Refunds: each order gets one of nothing, a whole cancel, some pieces cancelled, a damaged
    // item's refund (online) or payout (cash), or (cash) a handover and a size exchange.
    // Every kind happens: cash orders take them in turn, online ones too (no exchange there).
    const cashTurns = ['exchange', 'pieces', 'damaged', 'cancel', 'none'] as const;
    const onlineTurns = ['damaged', 'pieces', 'cancel', 'none'] as const;
    const done: string[] = [];
    for (const [n, { who, order, cash }] of placed.entries()) {
      const action = cash
        ? cashTurns[(n / 2) % cashTurns.length]!
        : onlineTurns[((n - 1) / 2) % onlineTurns.length]!;
      done.push(action);
      const fresh = await orderOf(shop, who, { orderId: order.order_id });
      const item =
        action === 'pieces'
          ? fresh.productsOrdered.find((i) => i.quantity > 1)!
          : pick(fresh.productsOrdered);
      if (action === 'cancel') {
        const res = await cancelAsStudent(shop, who, { orderNumber: order.orderNumber });
        expect(res.statusCode, `${context}: ${res.body}`).toBe(200);
      } else if (action === 'pieces') {
        const res = await cancelAsAdmin(shop, admin, {
          orderItem_id: item.orderItem_id,
          version: fresh.version!,
          reason: 'Misprint',
          quantity: 1 + Math.floor(rand() * (item.quantity - 1)),
        });
        expect(res.statusCode, `${context}: ${res.body}`).toBe(200);
      } else if (action === 'damaged') {
        const [row] = await shop.db
          .select()
          .from(orderItems)
          .where(eq(orderItems.id, item.orderItem_id));
        const left = row!.unitPricePaise * row!.quantity - row!.discountPaise;
        const amount = Math.max(1, Math.floor(rand() * left)) / 100;
        const help = await helpAbout(shop.db, who.email, order.order_id, [item.orderItem_id]);
        const res = await refund(shop, admin.token, help.id, item.orderItem_id, amount);
        expect(res.statusCode, `${context}: ${res.body}`).toBe(200);
      } else if (action === 'exchange') {
        const handed = await shop.call(
          'admin/orders/handover',
          { order_id: order.order_id, version: fresh.version, handoverCode: fresh.handoverCode },
          { token: admin.token },
        );
        expect(handed.statusCode, `${context}: ${handed.body}`).toBe(200);
        const size = item.size === 'L' ? 'M' : 'L';
        const asked = await askExchange(shop, who.token, {
          orderItem_id: item.orderItem_id,
          size,
          reason: 'Too tight, I need another size',
        });
        expect(asked.statusCode, `${context}: ${asked.body}`).toBe(200);
        const list = (await shop.call('admin/exchanges', {}, { token: admin.token })).json() as {
          exchanges: { exchange_id: number; order_id: number; version: number }[];
        };
        const ask = list.exchanges.find((e) => e.order_id === order.order_id)!;
        const approved = await shop.call(
          'admin/exchange/decide',
          { exchange_id: ask.exchange_id, version: ask.version, decision: 'approve' },
          { token: admin.token },
        );
        expect(approved.statusCode, `${context}: ${approved.body}`).toBe(200);
        const swapped = await shop.call(
          'admin/exchange/swap',
          {
            exchange_id: ask.exchange_id,
            version: (approved.json() as { exchange: { version: number } }).exchange.version,
            handoverCode: fresh.handoverCode,
            returned: 'stock',
          },
          { token: admin.token },
        );
        expect(swapped.statusCode, `${context}: ${swapped.body}`).toBe(200);
      }
    }
    await sandbox.gateway.idle();
    expect(new Set(done), context).toEqual(
      new Set(['exchange', 'pieces', 'damaged', 'cancel', 'none']),
    );

    // A payout to one club (confirmed, whatever its balance).
    const paid = await recordPayout(shop, admin.token, rated[1]!.slug, {
      amount: 12.34,
      paidOn: istToday(),
      channel: 'upi',
      reference: 'UPI-778899',
      aboveBalance: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // The orders' own records: every item (split pieces with the line they were cut from),
    // what it was charged, what was refunded (cancelled pieces, damaged refunds and payouts).
    const orderIds = placed.map((p) => p.order.order_id);
    const items = await shop.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds));
    const remedies = await shop.db
      .select()
      .from(itemRemedies)
      .where(
        inArray(
          itemRemedies.orderItemId,
          items.map((i) => i.id),
        ),
      );
    const lines = new Map<
      number,
      { charged: number; refunded: number; productId: number | null }
    >();
    for (const i of items) {
      const root = i.splitFromId ?? i.id;
      const line = lines.get(root) ?? { charged: 0, refunded: 0, productId: i.productId };
      const charged = i.unitPricePaise * i.quantity - i.discountPaise;
      line.charged += charged;
      if (i.step === 'cancelled') line.refunded += charged;
      for (const r of remedies.filter((r) => r.orderItemId === i.id && r.kind !== 'replacement')) {
        line.refunded += r.amountPaise;
      }
      lines.set(root, line);
    }
    let charged = 0;
    let refunded = 0;
    let shopShare = 0;
    const expected = new Map(rated.map((c) => [c.id, { share: 0, charged: 0, refunded: 0 }]));
    for (const line of lines.values()) {
      charged += line.charged;
      refunded += line.refunded;
      const net = line.charged - line.refunded;
      const clubId = clubOfProduct.get(line.productId!) ?? null;
      if (clubId === null) {
        shopShare += net;
        continue;
      }
      const clubShare = clubShareOf(net, rateAtSale.get(clubId)!);
      const e = expected.get(clubId)!;
      e.share += clubShare;
      e.charged += line.charged;
      e.refunded += line.refunded;
      shopShare += net - clubShare;
    }

    // The clubs' statements for this month, as the admin reads them.
    const month = istToday().slice(0, 7);
    const all = (
      await shop.call('admin/club-statements', { month }, { token: admin.token })
    ).json() as AdminStatementsReply;
    const paise = (rupees: number) => Math.round(rupees * 100);
    let clubsShare = 0;
    for (const club of rated) {
      const row = all.clubs.find((c) => c.club.slug === club.slug)!;
      const s = row.statement;
      const e = expected.get(club.id)!;
      expect(paise(s.sales.charged), context).toBe(e.charged);
      expect(paise(s.refunds.amount), context).toBe(e.refunded);
      expect(paise(s.netShare), context).toBe(e.share);
      expect(paise(s.sales.share) - paise(s.refunds.share), context).toBe(paise(s.netShare));
      // Each statement balances: brought forward + net share − payouts = carried forward = balance.
      expect(paise(s.broughtForward) + paise(s.netShare) - paise(s.payouts), context).toBe(
        paise(s.carriedForward),
      );
      expect(paise(row.balance), context).toBe(paise(s.carriedForward));
      clubsShare += paise(s.netShare);
    }
    expect(clubsShare + shopShare, context).toBe(charged - refunded);
    expect(charged, context).toBeGreaterThan(0);
  }, 240_000);
});
