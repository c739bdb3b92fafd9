import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { newPerson, describeShop } from '../../test/test-shop.ts';
import { collabApplications, mailOutbox, tickets } from '../../db/schema/index.ts';
import { startOutboxWorker } from '../../adapters/mail/outbox-worker.ts';
import { DEFAULT_OUTBOX_POLICY } from '../../adapters/mail/outbox.ts';
import { CONTACT_FORM_LIMITS } from './forms.routes.ts';

const replyTo = (mail: ParsedMail | undefined) => mail?.replyTo?.value[0]?.address;

describeShop('contact forms', ({ database, shop }) => {
  const person = () => {
    const { name, email } = newPerson('club');
    return { name, email, number: '+91 98765 43210' };
  };
  const ticket = () => ({ ...person(), serviceNeeded: ['design'], comment: 'Need 200 tees' });
  const collab = () => ({
    ...person(),
    serviceNeeded: ['designer', 'videographer'],
    cvLink: 'behance.net/asha',
    comment: 'I love drawing campus life.',
  });
  const shopMails = (reference: string) =>
    shop.smtp.messages.filter((m) => m.subject?.startsWith(`[${reference}]`));
  const ticketsOf = (email: string) =>
    database.db.select().from(tickets).where(eq(tickets.email, email));
  const outboxTo = (email: string) =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it('stores a ticket, mails it to the shop with Reply-To, and acknowledges with a reference', async () => {
    const body = ticket();
    const res = await shop.call('auth/raiseTicket', {
      ...body,
      name: 'Asha <b>Verma</b>',
      serviceNeeded: ['Manufacturing', 'design'],
      comment: '<script>alert(1)</script>\nfor our fest',
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as { status: number; message: string; reference: string };
    const [row] = await ticketsOf(body.email);
    expect(row).toMatchObject({
      kind: 'ticket',
      number: '9876543210',
      services: ['manufacturing', 'design'],
      spam: false,
    });
    expect(reply).toEqual({
      status: 200,
      reference: `TKT-${String(row!.id).padStart(5, '0')}`,
      message: `Thank you, Asha! We have your ticket ${reply.reference} and have e-mailed a copy to ${body.email}. We will get back to you within 2 working days.`,
    });

    const [toShop] = shopMails(reply.reference);
    expect(toShop?.to).toMatchObject({ text: shop.config.SHOP_EMAIL });
    expect(replyTo(toShop)).toBe(body.email);
    expect(toShop?.subject).toBe(
      `[${reply.reference}] Service ticket from Asha <b>Verma</b>: Manufacturing, Design`,
    );
    expect(toShop?.text).toContain('Mobile:    +91 98765 43210');
    expect(toShop?.text).toContain('<script>alert(1)</script>\nfor our fest');
    expect(toShop?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(toShop?.html).toContain('Asha &lt;b&gt;Verma&lt;/b&gt;');
    expect(toShop?.html).not.toMatch(/<script|<b>/);

    const ack = shop.smtp.lastTo(body.email);
    expect(ack?.subject).toBe(`Your Campus Threads ticket ${reply.reference}`);
    expect(ack?.text).toContain(`Your reference: ${reply.reference}`);
    expect(ack?.text).toMatch(/^Hello Asha,/);
    expect(ack?.text).not.toContain('script');
    expect((await outboxTo(body.email)).map((m) => m.status)).toEqual(['sent']);
  });

  it('takes the Get Our Services popup with `message` as the text', async () => {
    const body = { ...person(), serviceNeeded: 'sales', message: 'Call me after 6' };
    const res = await shop.call('forms/service-enquiry', body);
    const { reference } = res.json() as { reference: string };
    expect(reference).toMatch(/^ENQ-\d{5}$/);
    expect(await ticketsOf(body.email)).toMatchObject([
      { kind: 'service_enquiry', comment: 'Call me after 6', services: ['sales'] },
    ]);
    expect(shopMails(reference)[0]?.subject).toContain('Service enquiry from');
    expect(shop.smtp.lastTo(body.email)?.subject).toBe(`Your Campus Threads enquiry ${reference}`);
  });

  it('stores a collaboration application with its portfolio link', async () => {
    const body = collab();
    const res = await shop.call('auth/collabForm', body);
    const { reference } = res.json() as { reference: string };
    const rows = await database.db
      .select()
      .from(collabApplications)
      .where(eq(collabApplications.email, body.email));
    expect(rows).toMatchObject([
      { profiles: ['designer', 'videographer'], cvLink: 'https://behance.net/asha', spam: false },
    ]);
    expect(reference).toBe(`COL-${String(rows[0]!.id).padStart(5, '0')}`);
    const [toShop] = shopMails(reference);
    expect(replyTo(toShop)).toBe(body.email);
    expect(toShop?.text).toContain('Portfolio: https://behance.net/asha');
    expect(toShop?.html).toContain('<a href="https://behance.net/asha">');
    expect(shop.smtp.lastTo(body.email)?.text).toContain('within 7 days');
  });

  it('refuses bad input with the field’s own message and stores nothing', async () => {
    const body = ticket();
    const cases: [string, Record<string, unknown>, string][] = [
      ['auth/raiseTicket', { ...body, name: '' }, 'Enter your name'],
      ['auth/raiseTicket', { ...body, email: undefined }, 'Enter your email'],
      ['auth/raiseTicket', { ...body, number: ' ' }, 'Enter your mobile number'],
      ['auth/raiseTicket', { ...body, email: 'club@nowhere' }, 'Enter a valid email'],
      ['auth/raiseTicket', { ...body, number: '12345 67890' }, 'Enter a valid mobile number'],
      ['auth/raiseTicket', { ...body, serviceNeeded: [] }, 'Choose at least one service'],
      [
        'auth/raiseTicket',
        { ...body, serviceNeeded: ['catering'] },
        'Choose from the listed options',
      ],
      [
        'auth/raiseTicket',
        { ...body, comment: 'x'.repeat(20_000) },
        'Keep this under 2,000 characters',
      ],
      [
        'auth/raiseTicket',
        { ...body, name: 'Quiz\u202eClub' },
        'Remove the special characters from this field',
      ],
      [
        'auth/raiseTicket',
        { ...body, name: 'Quiz\nClub' },
        'Remove the special characters from this field',
      ],
      ['forms/service-enquiry', { ...body, name: undefined }, 'Enter your name'],
      [
        'forms/service-enquiry',
        { ...body, message: 'y'.repeat(2001) },
        'Keep this under 2,000 characters',
      ],
      [
        'auth/collabForm',
        { ...collab(), email: body.email, serviceNeeded: [] },
        'Choose at least one profile',
      ],
      [
        'auth/collabForm',
        { ...collab(), email: body.email, cvLink: 'javascript:alert(1)' },
        'Enter a valid link, such as https://behance.net/yourname',
      ],
      [
        'auth/collabForm',
        { ...collab(), email: body.email, cvLink: 'ftp://x.example/cv' },
        'Enter a valid link, such as https://behance.net/yourname',
      ],
    ];
    for (const [i, [path, payload, message]] of cases.entries()) {
      const res = await shop.call(path, payload, { ip: `10.9.0.${i + 1}` });
      expect([path, res.statusCode, res.json()]).toEqual([
        path,
        400,
        { status: 404, code: 'VALIDATION_FAILED', message, error: message },
      ]);
    }
    // A NUL byte (which PostgreSQL cannot store) is a 400 whatever field it is in, never a 500.
    for (const payload of [
      { ...body, name: 'Quiz\u0000Club' },
      { ...body, comment: 'a\u0000b' },
      { ...body, serviceNeeded: ['design\u0000'] },
    ]) {
      const res = await shop.call('auth/raiseTicket', payload, { ip: '10.9.1.1' });
      expect([res.statusCode, res.json().status]).toEqual([400, 404]);
    }
    expect(await ticketsOf(body.email)).toEqual([]);
    const mailed = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.replyTo, body.email));
    expect(mailed).toEqual([]);
  });

  it('answers a filled-in honeypot as usual but keeps it as spam and mails nothing', async () => {
    const body = { ...ticket(), website: 'http://cheap-pills.example' };
    const res = await shop.call('auth/raiseTicket', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, reference: expect.stringMatching(/^TKT-/) });
    expect(await ticketsOf(body.email)).toMatchObject([{ spam: true }]);
    expect(await outboxTo(body.email)).toEqual([]);
    expect(shop.smtp.messages).toEqual([]);
  });

  it('reads a honeypot holding an object with its own toString as filled in, not a 500', async () => {
    const body = { ...ticket(), website: { toString: 1, valueOf: 'x' } };
    const res = await shop.call('auth/raiseTicket', body);
    expect(res.statusCode).toBe(200);
    expect(await ticketsOf(body.email)).toMatchObject([{ spam: true }]);
  });

  it('limits each form per e-mail and per IP, with a friendly message', async () => {
    const body = ticket();
    for (let i = 0; i < CONTACT_FORM_LIMITS.email.max; i += 1) {
      const ok = await shop.call('auth/raiseTicket', body, { ip: `10.2.0.${i + 1}` });
      expect(ok.statusCode).toBe(200);
    }
    const again = await shop.call('auth/raiseTicket', body, { ip: '10.2.0.99' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      status: 404,
      code: 'RATE_LIMITED',
      message: `You have sent a few of these in a short time. Please try again in 60 minutes, or write to us at ${shop.config.SHOP_EMAIL}.`,
    });
    // Another form has its own counter.
    expect(
      (await shop.call('auth/collabForm', { ...collab(), email: body.email })).statusCode,
    ).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_FORM_LIMITS.ip.max; i += 1) {
      const res = await shop.call('forms/service-enquiry', ticket(), { ip: '10.2.1.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(CONTACT_FORM_LIMITS.ip.max).fill(200), 429]);
  }, 180_000);

  it('keeps the submission when the mail server is down; the worker delivers it later', async () => {
    shop.smtp.refuse(true);
    const body = collab();
    const res = await shop.call('auth/collabForm', body);
    expect(res.statusCode).toBe(200);
    const { reference } = res.json() as { reference: string };
    const stored = await database.db
      .select()
      .from(collabApplications)
      .where(eq(collabApplications.email, body.email));
    expect(stored).toHaveLength(1);
    const pending = [
      ...(await outboxTo(shop.config.SHOP_EMAIL)),
      ...(await outboxTo(body.email)),
    ].filter((m) => m.subject.includes(reference));
    expect(pending.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(pending[0]?.lastError).toMatch(/451/);
    expect(shop.smtp.messages).toEqual([]);

    shop.smtp.refuse(false);
    const worker = startOutboxWorker({
      db: database.db,
      mailer: shop.mailer,
      log: shop.log,
      clock: shop.clock,
      intervalMs: 25,
      policy: { maxAttempts: 5, backoffMs: () => 0, leaseMs: 60_000 },
    });
    try {
      expect(await worker.runOnce()).toBe(0); // the next try is not due yet
      shop.clock.advance(DEFAULT_OUTBOX_POLICY.backoffMs(1));
      await vi.waitFor(() => expect(shop.smtp.lastTo(body.email)).toBeDefined(), {
        timeout: 5000,
      });
      await vi.waitFor(async () =>
        expect((await outboxTo(body.email)).map((m) => [m.status, m.attempts])).toEqual([
          ['sent', 2],
        ]),
      );
    } finally {
      await worker.stop();
    }
    expect(replyTo(shopMails(reference)[0])).toBe(body.email);
  });
});
