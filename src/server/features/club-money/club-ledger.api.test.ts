import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clubShareOf } from '#shared/rules/clubs.ts';
import { clubs, orderItems } from '../../db/schema/index.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { newCoupon } from '../orders/coupons/coupons.test-kit.ts';
import {
  cancelAsAdmin,
  cancelAsStudent,
  cashOrder,
  onlineOrder,
} from '../orders/changes/cancel.test-kit.ts';
import { listen, sandboxEach, type Sandbox } from '../orders/payments/payments.test-kit.ts';
import { helpAbout, refund } from '../orders/remedies/remedies.test-kit.ts';
import {
  clubTee,
  insertClub,
  istToday,
  ledgerOf,
  managerOf,
  recordPayout,
  statementOf,
} from './club-money.test-kit.ts';

/**
 * docs/product.md#a-clubs-money: every item of a club's product sold records the club's share
 * of what it was charged (coupon included, delivery never), and every refund of it takes the
 * share back at the sale's rate, whatever the club's rate is by then and after a payout too.
 */
let sandbox: Sandbox;
const withSandbox = sandboxEach(
  { get: () => sandbox, set: (s) => (sandbox = s) },
  {},
  { env: { RATE_LIMIT_SCALE: '1000' } },
);

describeShop('the club ledger', withSandbox, ({ shop }) => {
  let me: SignedUpUser;
  beforeEach(async () => {
    await listen(shop, sandbox);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  const itemsOf = (orderId: number) =>
    shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const charged = (i: { unitPricePaise: number; quantity: number; discountPaise: number }) =>
    i.unitPricePaise * i.quantity - i.discountPaise;

  it('a cash order with a coupon: each club item its share of what it was charged, cancels take it back', async () => {
    const robotics = await insertClub(shop.db, 20);
    const dance = await insertClub(shop.db, 12.5);
    const [bot, step, own] = await Promise.all([
      clubTee(shop.db, robotics, 49_900),
      clubTee(shop.db, dance, 34_900),
      clubTee(shop.db, null, 59_900),
    ]);
    const coupon = await newCoupon(shop, { kind: 'percent', value: 10 });
    const order = await cashOrder(
      shop,
      me,
      [{ productId: bot.id, quantity: 3 }, { productId: step.id }, { productId: own.id }],
      coupon.code,
    );
    const items = await itemsOf(order.order_id);
    const botItem = items.find((i) => i.productId === bot.id)!;
    const stepItem = items.find((i) => i.productId === step.id)!;
    expect(botItem.discountPaise).toBeGreaterThan(0);
    const [botLedger, stepLedger] = [
      await ledgerOf(shop.db, robotics.id),
      await ledgerOf(shop.db, dance.id),
    ];
    expect(botLedger).toMatchObject([
      {
        kind: 'sale',
        orderItemId: botItem.id,
        amountPaise: charged(botItem),
        shareBasisPoints: 2000,
        sharePaise: clubShareOf(charged(botItem), 2000),
      },
    ]);
    expect(stepLedger).toMatchObject([
      {
        kind: 'sale',
        amountPaise: charged(stepItem),
        sharePaise: clubShareOf(charged(stepItem), 1250),
      },
    ]);

    // The admin cancels 1 of the 3 robotics tees; then the student cancels the whole order.
    const admin = await signedInAdmin(shop);
    const cut = await cancelAsAdmin(shop, admin, {
      orderItem_id: botItem.id,
      version: order.version!,
      reason: 'Misprint',
      quantity: 1,
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const afterCut = await ledgerOf(shop.db, robotics.id);
    const split = (await itemsOf(order.order_id)).find((i) => i.splitFromId === botItem.id)!;
    const sale = charged(botItem);
    expect(afterCut[1]).toMatchObject({
      kind: 'reversal',
      cause: 'cancelled',
      saleId: afterCut[0]!.id,
      orderItemId: split.id,
      amountPaise: charged(split),
      shareBasisPoints: 2000,
      sharePaise: clubShareOf(sale, 2000) - clubShareOf(sale - charged(split), 2000),
    });
    const whole = await cancelAsStudent(shop, me, { orderNumber: order.orderNumber });
    expect(whole.statusCode, whole.body).toBe(200);
    const all = await ledgerOf(shop.db, robotics.id);
    const reversed = all.filter((r) => r.kind === 'reversal');
    expect(reversed.reduce((s, r) => s + r.amountPaise, 0)).toBe(sale);
    expect(reversed.reduce((s, r) => s + r.sharePaise, 0)).toBe(clubShareOf(sale, 2000));

    // The manager's statement: the sale, the refunds, nothing left.
    const manager = await managerOf(shop, robotics);
    const seen = await statementOf(shop, manager.token, robotics.slug);
    expect(seen.statement).toMatchObject({
      broughtForward: 0,
      sales: { items: 3, charged: sale / 100, share: clubShareOf(sale, 2000) / 100 },
      refunds: { items: 3, amount: sale / 100, share: clubShareOf(sale, 2000) / 100 },
      netShare: 0,
      payouts: 0,
      carriedForward: 0,
    });
    expect(seen.club).toEqual({ slug: robotics.slug, name: robotics.name, sharePercent: 20 });
  });

  it('online: the sale is recorded once paid; a damaged refund after a payout and a rate change reverses at the sale rate, and the balance goes negative', async () => {
    const club = await insertClub(shop.db, 15);
    const tee = await clubTee(shop.db, club, 49_900);
    const order = await onlineOrder(shop, me, [{ productId: tee.id, quantity: 2 }]);
    const [item] = await itemsOf(order.order_id);
    const share = clubShareOf(99_800, 1500);
    expect(await ledgerOf(shop.db, club.id)).toMatchObject([
      { kind: 'sale', amountPaise: 99_800, sharePaise: share },
    ]);

    // The admin pays the whole balance, then the club's rate changes.
    const admin = await signedInAdmin(shop);
    const paid = await recordPayout(shop, admin.token, club.slug, {
      amount: share / 100,
      paidOn: istToday(),
      channel: 'upi',
      reference: 'UTR123456789',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ balance: 0 });
    await shop.db.update(clubs).set({ shareBasisPoints: 5000 }).where(eq(clubs.id, club.id));

    // ₹300 of the item is refunded as damaged: 15 % of it comes back off the balance.
    const help = await helpAbout(shop.db, me.email, order.order_id, [item!.id]);
    const done = await refund(shop, admin.token, help.id, item!.id, 300);
    expect(done.statusCode, done.body).toBe(200);
    const back = share - clubShareOf(99_800 - 30_000, 1500);
    expect((await ledgerOf(shop.db, club.id))[1]).toMatchObject({
      kind: 'reversal',
      cause: 'damaged',
      amountPaise: 30_000,
      shareBasisPoints: 1500,
      sharePaise: back,
    });
    const manager = await managerOf(shop, club);
    const seen = await statementOf(shop, manager.token, club.slug);
    expect(seen.balance).toBe(-back / 100);
    expect(seen.statement).toMatchObject({
      netShare: (share - back) / 100,
      payouts: share / 100,
      carriedForward: -back / 100,
    });
    expect(seen.club.sharePercent).toBe(50);
  });

  it("an order of the shop's own products writes nothing in the ledger", async () => {
    const club = await insertClub(shop.db, 30);
    const own = await clubTee(shop.db, null);
    const order = await cashOrder(shop, me, [{ productId: own.id }]);
    expect(order.order_id).toBeGreaterThan(0);
    expect(await ledgerOf(shop.db, club.id)).toEqual([]);
  });
});
