import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { testClock } from '../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { wrapPostgres, type Db } from '../../db/client.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { enqueueMail, mailErrorText, sendFromOutbox, type OutboxPolicy } from './outbox.ts';
import { claimDueMail, startOutboxWorker, sweepOutbox } from './outbox-worker.ts';

const log = pino({ level: 'silent' });

/** A mailer that records what it sends, and fails while `down` is set. */
function fakeMailer(delayMs = 0) {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    kind: 'smtp',
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (state.down) throw new Error('421 service not available');
      sent.push(message);
    },
    async close() {},
  };
  return { mailer, sent, state };
}

const message = (n: number): MailMessage => ({
  to: `outbox-${n}@campus.example`,
  subject: `Test ${n}`,
  text: 'Hello',
  replyTo: 'sender@campus.example',
  kind: 'test',
});

describe.each(testEngines())('mail outbox on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  const rows = (ids: number[]) =>
    database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));

  it('backs off between tries and marks a message failed after the last one', async () => {
    const clock = testClock();
    const { mailer, state } = fakeMailer();
    const policy: OutboxPolicy = { maxAttempts: 3, backoffMs: (n) => n * 1000, leaseMs: 60_000 };
    const deps = { db: database.db, mailer, log, clock };
    const [id] = await enqueueMail(database.db, [message(1)], clock());
    state.down = true;

    expect(await sendFromOutbox(deps, [id!], policy)).toBe(0);
    expect(await rows([id!])).toMatchObject([{ status: 'pending', attempts: 1 }]);
    expect(await sendFromOutbox(deps, [id!], policy)).toBe(0); // not due for 1 s
    expect(await rows([id!])).toMatchObject([{ attempts: 1 }]);
    clock.advance(1000);
    await sendFromOutbox(deps, [id!], policy);
    clock.advance(2000);
    await sendFromOutbox(deps, [id!], policy);
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row?.lastError).toContain('421');
    clock.advance(60_000);
    state.down = false;
    expect(await sendFromOutbox(deps, [id!], policy)).toBe(0); // given up: never sent
  });

  it('writes a mail with a dedupe key once, however often it is asked for', async () => {
    const clock = testClock();
    const key = `order-placed:dedupe-${Date.now()}`;
    const first = await enqueueMail(database.db, [{ ...message(50), dedupeKey: key }], clock());
    const again = await enqueueMail(
      database.db,
      [{ ...message(50), dedupeKey: key }, message(51)],
      clock(),
    );
    expect(first).toHaveLength(1);
    expect(again).toHaveLength(1); // only the mail without the key
    const keyed = await database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));
    expect(keyed.map((r) => r.id)).toEqual(first);
    // Out of the way of the sweeps below, which send every due row.
    await database.db.delete(mailOutbox).where(inArray(mailOutbox.id, [...first, ...again]));
  });

  it('two workers racing over the same rows send each mail exactly once', async () => {
    // Two processes: on PostgreSQL two pools (two workers' connections), on PGlite its one.
    const second =
      engine === 'postgres'
        ? wrapPostgres(new pg.Pool({ connectionString: database.url, max: 10 }), { ownsPool: true })
        : database;
    const clock = testClock();
    const { mailer, sent } = fakeMailer(3);
    const ids = await enqueueMail(
      database.db,
      Array.from({ length: 60 }, (_, i) => message(100 + i)),
      clock(),
    );
    const worker = (db: Db) => startOutboxWorker({ db, mailer, log, clock, intervalMs: 0 });
    const [a, b, c] = [worker(database.db), worker(second.db), worker(second.db)];
    try {
      const counts = await Promise.all([a.runOnce(), b.runOnce(), c.runOnce(), a.runOnce()]);
      expect(counts[0]! + counts[1]! + counts[2]!).toBe(60);
      expect(counts[3]).toBe(counts[0]); // joined the sweep already running
    } finally {
      await Promise.all([a.stop(), b.stop(), c.stop()]);
      if (second !== database) await second.close();
    }
    expect(sent.map((m) => m.to).sort()).toEqual(
      ids.map((_, i) => `outbox-${100 + i}@campus.example`).sort(),
    );
    expect(sent[0]?.replyTo).toBe('sender@campus.example');
    expect((await rows(ids)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it("a sweep records its batch's sent mails together and a failed one apart", async () => {
    const clock = testClock();
    const sent: string[] = [];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(m) {
        if (m.to.startsWith('outbox-302@')) throw new Error('550 no such mailbox');
        sent.push(m.to);
      },
      async close() {},
    };
    const ids = await enqueueMail(
      database.db,
      [300, 301, 302, 303].map((n) => message(n)),
      clock(),
    );
    const at = clock();
    expect(await sweepOutbox({ db: database.db, mailer, log, clock }, 10)).toBe(3);
    const byTo = new Map((await rows(ids)).map((r) => [r.to, r]));
    for (const n of [300, 301, 303]) {
      expect(byTo.get(`outbox-${n}@campus.example`)).toMatchObject({
        status: 'sent',
        sentAt: at,
        lastError: null,
        attempts: 1,
      });
    }
    expect(byTo.get('outbox-302@campus.example')).toMatchObject({
      status: 'pending',
      sentAt: null,
      attempts: 1,
      lastError: '550 no such mailbox',
    });
    expect(sent.sort()).toEqual([300, 301, 303].map((n) => `outbox-${n}@campus.example`));
    await database.db.delete(mailOutbox).where(inArray(mailOutbox.id, ids));
  });

  it('a sweep passes over a row another sender is claiming, without waiting for it', async () => {
    if (engine !== 'postgres') return; // PGlite has one connection: no other sender at once
    const clock = testClock();
    const { mailer, sent } = fakeMailer();
    const [held, free] = await enqueueMail(database.db, [message(200), message(201)], clock());
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from mail_outbox where id = $1 for update', [held]);
      const started = Date.now();
      expect(await sweepOutbox({ db: database.db, mailer, log, clock })).toBe(1);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(sent.map((m) => m.subject)).toEqual(['Test 201']);
      await other.query('rollback');
      expect(await sweepOutbox({ db: database.db, mailer, log, clock })).toBe(1);
    } finally {
      await other.end();
    }
    expect(sent.map((m) => m.subject)).toEqual(['Test 201', 'Test 200']);
    expect(await rows([held!, free!])).toMatchObject([{ status: 'sent' }, { status: 'sent' }]);
  });

  it("claims a code's mail (one that expires) before older mail", async () => {
    const clock = testClock();
    const older = await enqueueMail(
      database.db,
      Array.from({ length: 5 }, (_, i) => message(400 + i)),
      clock(),
    );
    clock.advance(1000);
    const [code] = await enqueueMail(
      database.db,
      [{ ...message(410), expiresAt: new Date(clock().getTime() + 600_000) }],
      clock(),
    );
    const [first] = await claimDueMail(database.db, clock(), 1);
    expect(first?.id).toBe(code);
    await database.db.delete(mailOutbox).where(inArray(mailOutbox.id, [...older, code!]));
  });

  it('a row claimed and not finished (its sender died) is sent again only after its lease', async () => {
    const clock = testClock();
    const { mailer, sent } = fakeMailer();
    const policy: OutboxPolicy = { maxAttempts: 3, backoffMs: () => 1000, leaseMs: 60_000 };
    const [id] = await enqueueMail(database.db, [message(300)], clock());
    expect(await claimDueMail(database.db, clock(), 10, policy)).toHaveLength(1);
    expect(await sweepOutbox({ db: database.db, mailer, log, clock }, 10, policy)).toBe(0);
    clock.advance(60_000);
    expect(await sweepOutbox({ db: database.db, mailer, log, clock }, 10, policy)).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['Test 300']);
    expect(await rows([id!])).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});

describe('the last error of a try', () => {
  it("keeps the mail server's message without the credentials of a URL in it", () => {
    const err = new Error(
      'Connection to smtps://shop:s3cret-pass@smtp.example.com:465 failed:\n timeout',
    );
    const text = mailErrorText(err);
    expect(text).toBe('Connection to smtps://***@smtp.example.com:465 failed: timeout');
    expect(mailErrorText('x'.repeat(1000))).toHaveLength(300);
  });
});
