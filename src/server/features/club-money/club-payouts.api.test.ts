import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AdminStatementsReply, SalesReply } from '#shared/contract/club-money.ts';
import { clubShareOf } from '#shared/rules/clubs.ts';
import { clubPayouts, mailOutbox } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { cashOrder } from '../orders/changes/cancel.test-kit.ts';
import { sendWeeklySummaries } from './club-money.jobs.ts';
import {
  clubTee,
  insertClub,
  istToday,
  managerOf,
  payoutsOf,
  recordPayout,
  statementOf,
} from './club-money.test-kit.ts';

/**
 * docs/product.md#a-clubs-money: the admin's payouts (checked against the balance), what a
 * manager may read (their own clubs only), the statement as CSV and PDF, the weekly summary.
 */
describeShop(
  "a club's payouts, statements and access",
  { shop: { env: { RATE_LIMIT_SCALE: '1000' } } },
  ({ shop }) => {
    /** A club with one ₹499 tee sold for cash (20 %: ₹99.80), its manager and the admin. */
    async function clubWithSale() {
      const club = await insertClub(shop.db, 20);
      const tee = await clubTee(shop.db, club, 49_900);
      const buyer = await signedUpUser(shop);
      const order = await cashOrder(shop, buyer, [{ productId: tee.id }]);
      const manager = await managerOf(shop, club);
      const admin = await signedInAdmin(shop);
      return { club, order, manager, admin };
    }
    const payoutsIn = (clubId: number) =>
      shop.db.select().from(clubPayouts).where(eq(clubPayouts.clubId, clubId));
    const body = { amount: 50, paidOn: istToday(), channel: 'neft', reference: 'NEFT/0042-17' };

    it('refuses a payout of nothing, a negative one, a bad reference or day, and more than the balance unless confirmed', async () => {
      const { club, manager, admin } = await clubWithSale();
      for (const bad of [
        { amount: 0 },
        { amount: -10 },
        { amount: 'ten' },
        { amount: 10.005 },
        { reference: 'x' },
        { reference: '=cmd()' },
        { channel: 'cash' },
        { paidOn: '2026-13-01' },
      ]) {
        const res = await recordPayout(shop, admin.token, club.slug, { ...body, ...bad });
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(
        failure(
          await recordPayout(shop, admin.token, club.slug, { ...body, paidOn: '2026-02-30' }),
        ),
      ).toMatchObject({ http: 400, message: 'Enter the day it was paid as a real date.' });
      expect(
        failure(
          await recordPayout(shop, admin.token, club.slug, { ...body, paidOn: '2999-01-01' }),
        ),
      ).toMatchObject({ http: 400, message: 'The day it was paid cannot be in the future.' });
      const above = await recordPayout(shop, admin.token, club.slug, { ...body, amount: 100 });
      expect(failure(above)).toMatchObject({
        http: 422,
        code: 'PAYOUT_ABOVE_BALANCE',
        message: `${club.name}'s balance is ₹99.80: a payout of ₹100 is more. Confirm to record it anyway. Nothing was recorded.`,
      });
      expect(await payoutsIn(club.id)).toEqual([]);

      const ok = await recordPayout(shop, admin.token, club.slug, { ...body, amount: 60 });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        message: `Payout of ₹60 to ${club.name} recorded. Balance now ₹39.80. Its managers get an e-mail (1).`,
        balance: 39.8,
        payout: { amount: 60, channel: 'neft', reference: 'NEFT/0042-17', aboveBalance: false },
      });
      const confirmed = await recordPayout(shop, admin.token, club.slug, {
        ...body,
        amount: 40,
        aboveBalance: true,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ balance: -0.2, payout: { aboveBalance: true } });

      // The manager sees both, and got a mail for each.
      const seen = await payoutsOf(shop, manager.token, club.slug);
      expect(seen.balance).toBe(-0.2);
      expect(seen.payouts.map((p) => p.amount)).toEqual([40, 60]);
      const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, manager.email));
      expect(mails.filter((m) => m.kind === 'club-payout').map((m) => m.subject)).toEqual([
        `${club.name}: ₹60 paid out`,
        `${club.name}: ₹40 paid out`,
      ]);
    });

    it("a manager reads only their own club's money and records no payout", async () => {
      const mine = await clubWithSale();
      const other = await insertClub(shop.db, 10);
      const token = mine.manager.token;
      for (const path of [
        `clubs/${other.slug}/statement`,
        `clubs/${other.slug}/sales`,
        `clubs/${other.slug}/payouts`,
        'clubs/no-such-club/statement',
      ]) {
        expect(failure(await shop.call(path, {}, { token })), path).toMatchObject({
          http: 404,
          code: 'CLUB_NOT_FOUND',
        });
      }
      for (const [path, slug] of [
        [`admin/clubs/${mine.club.slug}/payouts/record`, mine.club.slug],
        ['admin/club-statements', ''],
      ] as const) {
        const res = await shop.call(path, slug ? body : {}, { token });
        expect(res.statusCode, path).toBe(403);
      }
      const pdf = await shop.app.inject({
        method: 'GET',
        url: `/api/v1/clubs/${other.slug}/statements/${istToday().slice(0, 7)}.pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(pdf.statusCode).toBe(404);
      expect(await payoutsIn(mine.club.id)).toEqual([]);
      // The admin's payout to a club that does not exist: not found, nothing written.
      const none = await recordPayout(shop, mine.admin.token, 'no-such-club', body);
      expect(failure(none)).toMatchObject({ http: 404, code: 'CLUB_NOT_FOUND' });
      // A month not begun, or not a month.
      const future = await shop.call(
        `clubs/${mine.club.slug}/statement`,
        { month: '2999-01' },
        { token },
      );
      expect(failure(future)).toMatchObject({ http: 400 });
      const garbled = await shop.call(`clubs/${mine.club.slug}/sales`, { month: 'May' }, { token });
      expect(garbled.statusCode).toBe(400);
    });

    it('the sales page, the CSV and the PDF show the month; the admin sees every club', async () => {
      const { club, order, manager, admin } = await clubWithSale();
      const month = istToday().slice(0, 7);
      const sales = (
        await shop.call(`clubs/${club.slug}/sales`, { month }, { token: manager.token })
      ).json() as SalesReply;
      expect(sales.entries).toMatchObject([
        {
          kind: 'sale',
          orderNumber: order.orderNumber,
          quantity: 1,
          amount: 499,
          sharePercent: 20,
          share: clubShareOf(49_900, 2000) / 100,
        },
      ]);
      expect(sales.months[0]).toBe(month);
      const get = (kind: string) =>
        shop.app.inject({
          method: 'GET',
          url: `/api/v1/clubs/${club.slug}/statements/${month}.${kind}`,
          headers: { authorization: `Bearer ${manager.token}` },
        });
      const csv = await get('csv');
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body).toContain(`${order.orderNumber}`);
      expect(csv.body).toContain('Balance carried forward,99.8\r\n');
      const pdf = await get('pdf');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const all = (
        await shop.call('admin/club-statements', { month }, { token: admin.token })
      ).json() as AdminStatementsReply;
      expect(all.clubs.find((c) => c.club.slug === club.slug)).toMatchObject({
        balance: 99.8,
        statement: { sales: { items: 1, charged: 499, share: 99.8 }, carriedForward: 99.8 },
      });
      const seen = await statementOf(shop, admin.token, club.slug, month);
      expect(seen.statement.carriedForward).toBe(99.8);
    });

    it('the weekly summary goes once per club and week to each manager, a restart sending nothing twice', async () => {
      const { club, manager } = await clubWithSale();
      const second = await managerOf(shop, club);
      const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
      const deps = { ...shop, clock: () => nextWeek };
      expect(await sendWeeklySummaries(deps)).toBeGreaterThanOrEqual(1);
      expect(await sendWeeklySummaries(deps)).toBe(0);
      for (const who of [manager, second]) {
        const mails = (
          await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email))
        ).filter((m) => m.kind === 'club-weekly');
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain("1 piece sold for ₹499, the club's share ₹99.80");
      }
    });
  },
);
