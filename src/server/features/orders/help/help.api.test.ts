import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from '../../../adapters/storage/local-storage.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { picture, signedInAdmin } from '../../admin/admin.test-kit.ts';
import { askHelp, myHelp, storedHelpFor, studentWithOrder, type Photo } from './help.test-kit.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'help-photos-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describeShop(
  'help with an order',
  { shop: () => ({ storage: createLocalStorage(dir), uploadsDir: dir }) },
  ({ shop }) => {
    const mine = (token: string, orderId?: number | 'none') => myHelp(shop, token, orderId);
    const storedFor = (userId: number) => storedHelpFor(shop.db, userId);

    it('a student raises a request with a photo, is acknowledged, and reads the admin’s answer', async () => {
      const me = await studentWithOrder(shop);
      const res = await askHelp(
        shop,
        me.token,
        {
          orderId: String(me.order.id),
          issue: 'wrong_or_damaged',
          items: String(me.order.itemIds[1]),
          message: 'The print on the back is <b>smudged</b>.\nPlease replace it.',
        },
        { filename: 'IMG 0042.JPG', type: 'image/jpeg', data: await picture('jpeg', 800, 600) },
      );
      expect(res.statusCode).toBe(200);
      const { request, message } = res.json() as {
        request: Record<string, unknown>;
        message: string;
      };
      expect(request).toMatchObject({
        orderId: me.order.id,
        items: [me.order.itemIds[1]],
        issue: 'wrong_or_damaged',
        state: 'open',
        answer: '',
        answeredAt: null,
      });
      const reference = request.reference as string;
      expect(reference).toMatch(/^HLP-\d{5}$/);
      expect(message).toContain(reference);
      // Stored as WebP under a neutral name: the student's file name is not published.
      const photoUrl = request.photoUrl as string;
      expect(photoUrl).toMatch(/^\/uploads\/images\/help-photo-[0-9a-f-]{36}\.webp$/);
      const served = await shop.app.inject({ url: photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const ack = shop.smtp.lastTo(me.email, (m) => m.subject?.includes(reference) ?? false);
      // The order by the number its student reads, never the row id.
      const number = me.order.orderNumber;
      expect(ack?.subject).toBe(`We have your request ${reference} about order ${number}`);
      expect(ack?.text).toContain('Wrong or damaged item');
      expect(ack?.text).toContain(`/profile/my-orders/${number}`);
      expect(ack?.text).not.toContain(`#${me.order.id}`);
      const toShop = shop.smtp.lastTo(
        shop.config.SHOP_EMAIL,
        (m) => m.subject?.includes(reference) ?? false,
      );
      expect(toShop?.html).toContain('&lt;b&gt;smudged&lt;/b&gt;');
      expect(toShop?.html).not.toContain('<b>smudged');
      expect(toShop?.subject).toBe(
        `[${reference}] Help with order ${number}: Wrong or damaged item`,
      );

      const listed = await mine(me.token, me.order.id);
      expect(listed.json()).toMatchObject({
        status: 200,
        requests: [{ reference, state: 'open' }],
      });

      const admin = await signedInAdmin(shop);
      const inbox = await shop.call('admin/inbox', { kind: 'help' }, { token: admin.token });
      const entry = (
        inbox.json() as { entries: Record<string, unknown>[]; open: { help: number } }
      ).entries.find((e) => (e.title as string).endsWith(reference));
      expect(entry).toMatchObject({
        kind: 'help',
        title: `Order ${number} · Wrong or damaged item · ${reference}`,
        email: me.email,
        orderId: me.order.id,
        orderNumber: number,
        orderItemId: me.order.itemIds[1],
        photoUrl,
        answer: '',
        handledAt: null,
      });
      expect((inbox.json() as { open: { help: number } }).open.help).toBeGreaterThanOrEqual(1);

      const answer = 'Sorry about that! Bring it to the store on Monday and we will swap it.';
      const answered = await shop.call(
        'admin/inbox/answer',
        { id: entry!.id, answer },
        { token: admin.token },
      );
      expect(answered.json()).toEqual({ status: 200, message: 'Answer sent to the student' });
      const again = await shop.call(
        'admin/inbox/answer',
        { id: entry!.id, answer: 'A second answer' },
        { token: admin.token },
      );
      expect(again.statusCode).toBe(409);

      const mail = shop.smtp.lastTo(me.email, (m) => m.subject?.startsWith('Answer to') ?? false);
      expect(mail?.subject).toBe(`Answer to your request ${reference} about order ${number}`);
      expect(mail?.text).toContain(answer);
      const after = await mine(me.token, me.order.id);
      expect(after.json()).toMatchObject({ requests: [{ reference, state: 'answered', answer }] });
      expect(
        shop.smtp.messages.filter((m) =>
          m.subject?.startsWith(`Answer to your request ${reference}`),
        ),
      ).toHaveLength(1);
    });

    it('another student’s order or request is "not found" and nothing is stored', async () => {
      const owner = await studentWithOrder(shop);
      const other = await studentWithOrder(shop);
      const fields = { issue: 'not_received', message: 'It never came to my hostel.' };
      const foreign = await askHelp(shop, other.token, {
        ...fields,
        orderId: String(owner.order.id),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
      // Their own order, but an item of someone else's.
      const mixed = await askHelp(shop, other.token, {
        ...fields,
        orderId: String(other.order.id),
        items: String(owner.order.itemIds[0]),
      });
      expect(mixed.statusCode).toBe(404);
      const missing = await askHelp(shop, other.token, { ...fields, orderId: '99999999999' });
      expect(missing.statusCode).toBe(404);
      expect(await storedFor(other.userId)).toEqual([]);

      await askHelp(shop, owner.token, { ...fields, orderId: String(owner.order.id) });
      const peek = await mine(other.token, owner.order.id);
      expect(peek.statusCode).toBe(404);
      expect(JSON.stringify(peek.json())).not.toContain('hostel');
      expect((await mine(other.token)).json()).toEqual({ status: 200, requests: [] });
      const unauth = await shop.call('orders/help/mine', {});
      expect(unauth.statusCode).toBe(401);
      // Only the admin answers.
      const [row] = await storedFor(owner.userId);
      const notAdmin = await shop.call(
        'admin/inbox/answer',
        { id: row!.id, answer: 'hello' },
        { token: other.token },
      );
      expect(notAdmin.statusCode).toBe(403);
    });

    it('refuses bad input by name and keeps nothing', async () => {
      const me = await studentWithOrder(shop);
      const base = {
        orderId: String(me.order.id),
        issue: 'other',
        message: 'Something about my order.',
      };
      const cases: [Record<string, string>, Photo | undefined, number, RegExp][] = [
        [{ ...base, message: 'Bad \u0007 bell here' }, undefined, 400, /control characters/],
        [{ ...base, message: 'x'.repeat(1001) }, undefined, 400, /under 1000/],
        [{ ...base, message: 'short' }, undefined, 400, /at least 10/],
        [{ ...base, issue: 'refund_me_now' }, undefined, 400, /Choose what the problem is/],
        [{ issue: 'other', message: base.message }, undefined, 400, /Choose the order/],
        [{ issue: 'paid_no_order', message: base.message }, undefined, 400, /transaction id/],
        [
          { issue: 'paid_no_order', message: base.message, transactionId: 'T1; drop' },
          undefined,
          400,
          /transaction id/,
        ],
        [
          base,
          { filename: 'invoice.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4') },
          400,
          /“invoice\.pdf” is not a JPEG, PNG or WebP image/,
        ],
        [
          base,
          { filename: 'fake.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
          400,
          /“fake\.png” says it is a PNG image but its content is not a picture/,
        ],
      ];
      for (const [fields, photo, status, message] of cases) {
        const res = await askHelp(shop, me.token, fields, photo);
        expect(res.statusCode, JSON.stringify(fields)).toBe(status);
        expect((res.json() as { message: string }).message).toMatch(message);
      }
      const json = await shop.call('orders/help', base, { token: me.token });
      expect(json.statusCode).toBe(400);
      expect(await storedFor(me.userId)).toEqual([]);
    });

    it('"paid but no order" needs no order and is listed with the requests without one', async () => {
      const me = await studentWithOrder(shop);
      const res = await askHelp(shop, me.token, {
        issue: 'paid_no_order',
        transactionId: 'T2611261234567',
        message: 'Money left my account but no order appeared.',
      });
      expect(res.statusCode).toBe(200);
      const { reference } = (res.json() as { request: { reference: string } }).request;
      expect((await mine(me.token, 'none')).json()).toMatchObject({
        requests: [{ reference, orderId: null, transactionId: 'T2611261234567', items: [] }],
      });
      expect((await mine(me.token, me.order.id)).json()).toEqual({ status: 200, requests: [] });
      const ack = shop.smtp.lastTo(me.email, (m) => m.subject?.includes(reference) ?? false);
      expect(ack?.subject).toContain('a payment (T2611261234567) that made no order');
    });
  },
);
