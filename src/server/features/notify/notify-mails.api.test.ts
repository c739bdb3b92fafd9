import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, notifySubscriptions } from '../../db/schema/index.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, newPerson } from '../../test/test-shop.ts';
import { testClock } from '../../test/test-app.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { notifyDropOpened, notifyRestocked } from './notify-runs.ts';
import {
  headerLine,
  isBackInStockMail,
  isDropMail,
  mailCounts,
  notifyRound,
  saveStock,
  subscriptionsOf,
  unsubscribeLinkIn,
} from './notify.test-kit.ts';
import { unsubscribeToken } from './unsubscribe-link.ts';
import { randomSecrets } from '../../lib/secrets.ts';
import { urlForLog } from '../../lib/log-redaction.ts';

const PER_MINUTE = 5;

// The tests share a database, and so its outbox: each shop's clock starts an hour after the last
// one's, so an earlier test's mails are not in the minute the pace counts.
let hours = 0;

describeShop(
  'notify me: paced mails, drops and unsubscribing',
  {
    shop: () => ({
      env: { NOTIFY_MAILS_PER_MINUTE: String(PER_MINUTE) },
      clock: testClock(Date.now() + ++hours * 3_600_000),
    }),
  },
  ({ shop }) => {
    /** `n` addresses waiting for the subject, written straight to the table (many at once). */
    async function waiting(
      n: number,
      productId: number,
      kind: 'drop-opens' | 'back-in-stock',
      size = '',
    ) {
      const emails = Array.from({ length: n }, () => newPerson('fan').email);
      await shop.db.insert(notifySubscriptions).values(
        emails.map((email) => ({
          email,
          productId,
          kind,
          size,
          source: 'notify-me' as const,
          createdAt: shop.clock(),
        })),
      );
      return emails;
    }
    const restock = (productId: number, size: string) =>
      shop.db.transaction((tx) => notifyRestocked(tx, productId, [size], shop.clock()));

    it('stores at most NOTIFY_MAILS_PER_MINUTE notify mails a minute, each address once', async () => {
      const tee = await insertProduct(shop.db, {}, { M: 4 });
      const fans = await waiting(12, tee.id, 'back-in-stock', 'M');
      await restock(tee.id, 'M');
      const sent = () => shop.smtp.messages.filter(isBackInStockMail).length;

      expect(await notifyRound(shop)).toBe(PER_MINUTE);
      expect(sent()).toBe(PER_MINUTE);
      shop.clock.advance(30_000);
      expect(await notifyRound(shop)).toBe(0); // the minute's mails are used up
      shop.clock.advance(31_000);
      expect(await notifyRound(shop)).toBe(PER_MINUTE);
      shop.clock.advance(61_000);
      expect(await notifyRound(shop)).toBe(2);
      shop.clock.advance(61_000);
      expect(await notifyRound(shop)).toBe(0);
      const counts = mailCounts(shop, isBackInStockMail);
      expect(fans.map((f) => counts.get(f))).toEqual(fans.map(() => 1));
    });

    it('keeps the admin’s save light with 2,000 waiting: one run stored, no mail, then paced', async () => {
      const tee = await insertProduct(shop.db, {}, { S: 0 });
      const admin = await signedInAdmin(shop);
      await waiting(2000, tee.id, 'back-in-stock', 'S');
      const saved = await saveStock(shop, admin.token, tee, 'S', 40);
      expect(saved.statusCode).toBe(200);
      const stored = await shop.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'notify-back-in-stock'));
      expect(stored.filter((m) => m.createdAt >= shop.clock())).toEqual([]);
      expect(await notifyRound(shop)).toBe(PER_MINUTE);
      const left = await subscriptionsOf(shop, tee.id);
      expect(left.filter((r) => r.notifiedAt === null)).toHaveLength(2000 - PER_MINUTE);
      // The rest would keep the next tests' runs waiting behind this one (runs go oldest first).
      await shop.db.delete(notifySubscriptions).where(eq(notifySubscriptions.productId, tee.id));
    });

    it('mails one letter per address when a drop opens, naming the products it asked about, once', async () => {
      const hoodie = await insertProduct(shop.db, { name: 'Fest Hoodie' });
      const tee = await insertProduct(shop.db, { name: 'Fest Tee' });
      const [both] = await waiting(1, hoodie.id, 'drop-opens');
      await shop.db.insert(notifySubscriptions).values({
        email: both!,
        productId: tee.id,
        kind: 'drop-opens',
        size: '',
        source: 'notify-me',
        createdAt: shop.clock(),
      });
      const [teeOnly] = await waiting(1, tee.id, 'drop-opens');
      const other = await insertProduct(shop.db, { name: 'Not In The Drop' });
      const [elsewhere] = await waiting(1, other.id, 'drop-opens');

      expect(await notifyDropOpened(shop, [hoodie.id, tee.id], { key: 'drop-7' })).toBe(true);
      expect(await notifyDropOpened(shop, [tee.id, hoodie.id], { key: 'drop-7' })).toBe(false);
      expect(await notifyRound(shop)).toBe(2);
      const mail = shop.smtp.lastTo(both!, isDropMail)!;
      expect(mail.subject).toBe('Pre-orders are open: Fest Hoodie and 1 more');
      expect(mail.text).toContain('Fest Hoodie: http');
      expect(mail.text).toContain('Fest Tee: http');
      expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      );
      expect(shop.smtp.lastTo(teeOnly!, isDropMail)?.subject).toBe('Pre-orders are open: Fest Tee');
      expect(shop.smtp.lastTo(elsewhere!, isDropMail)).toBeUndefined();

      // Told again without the key (a second instance opening it): nobody waits any more.
      shop.clock.advance(61_000);
      expect(await notifyDropOpened(shop, [hoodie.id, tee.id])).toBe(true);
      expect(await notifyRound(shop)).toBe(0);
      expect(Object.fromEntries(mailCounts(shop, isDropMail))).toEqual({
        [both!]: 1,
        [teeOnly!]: 1,
      });
    });

    it('unsubscribes by the signed link only: the page’s call and the one-click POST', async () => {
      const tee = await insertProduct(shop.db, {}, { L: 3 });
      const [fan, second] = await waiting(2, tee.id, 'back-in-stock', 'L');
      await shop.db.insert(notifySubscriptions).values({
        email: fan!,
        productId: tee.id,
        kind: 'drop-opens',
        size: '',
        source: 'notify-me',
        createdAt: shop.clock(),
      });
      await restock(tee.id, 'L');
      await notifyRound(shop);
      const link = unsubscribeLinkIn(shop.smtp.lastTo(fan!, isBackInStockMail));
      expect(link.pathname).toBe('/notify/unsubscribe');
      const token = link.searchParams.get('token')!;
      // Request logs keep the address but not the token (it unsubscribes whoever holds it).
      expect(urlForLog(`${link.pathname}${link.search}`)).toBe(
        '/notify/unsubscribe?token=[redacted]',
      );

      const check = await shop.call('notify/unsubscribe/check', { token });
      expect(check.json()).toEqual({
        status: 200,
        email: `${fan!.slice(0, 2)}•••@campus.example`,
        waiting: 1,
      });

      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const forged = unsubscribeToken(randomSecrets().unsubscribeKey, fan!);
      const [emailPart, mac] = token.split('.');
      const otherAddress = `${Buffer.from(second!).toString('base64url')}.${mac}`;
      for (const bad of [altered, forged, otherAddress, 'nonsense', `${emailPart}.`]) {
        expect(failure(await shop.call('notify/unsubscribe', { token: bad }))).toMatchObject({
          http: 400,
          code: 'UNSUBSCRIBE_LINK_INVALID',
        });
        const post = await shop.app.inject({
          method: 'POST',
          url: `/notify/unsubscribe?token=${encodeURIComponent(bad)}`,
        });
        expect(post.statusCode).toBe(400);
      }
      expect(await subscriptionsOf(shop, tee.id)).toHaveLength(3);

      const done = await shop.call('notify/unsubscribe', { token });
      expect(done.json().message).toBe(
        `Unsubscribed: ${fan!.slice(0, 2)}•••@campus.example gets no more "notify me" mails.`,
      );
      expect((await subscriptionsOf(shop, tee.id)).map((r) => r.email)).toEqual([second]);

      // A mail client's one-click POST (RFC 8058) to the List-Unsubscribe address.
      const secondLink = unsubscribeLinkIn(shop.smtp.lastTo(second!, isBackInStockMail));
      const oneClick = await shop.app.inject({
        method: 'POST',
        url: `${secondLink.pathname}${secondLink.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.body).toContain('Unsubscribed');
      expect(await subscriptionsOf(shop, tee.id)).toEqual([]);
    });
  },
);
