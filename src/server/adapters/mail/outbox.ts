import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Mail that must not be lost (contact forms): each message is first stored in `mail_outbox`
 * (`pending`), in the same transaction as what it is about, then sent. A try that fails leaves the
 * row `pending` with a later `next_attempt_at`; the outbox worker (outbox-worker.ts) retries it,
 * and after the last try marks it `failed`. Every try first claims its row with a conditional
 * update, so two senders (the request and a worker, or two server instances) never both send it.
 */
export interface OutboxPolicy {
  /** Tries per message; after the last one fails the row is `failed`. */
  maxAttempts: number;
  /** The wait after `failedTries` failed tries (1, 2, ...). */
  backoffMs: (failedTries: number) => number;
  /** How long a try owns its row: if the process dies mid-send, a worker takes over after this. */
  leaseMs: number;
}

const MINUTE = 60_000;

/** 1, 2, 4 ... minutes, then hourly: ten tries over about four hours. */
export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  maxAttempts: 10,
  backoffMs: (failedTries) => Math.min(MINUTE * 2 ** (failedTries - 1), 60 * MINUTE),
  leaseMs: 2 * MINUTE,
};

export interface OutboxDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** Stores messages to send. Pass the transaction, so they are kept with what they are about. */
export async function enqueueMail(db: Db, messages: MailMessage[], now: Date): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        replyTo: m.replyTo ?? null,
        kind: m.kind,
        status: 'pending' as const,
        createdAt: now,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/** Ids of `pending` rows whose next try is due, oldest first. */
export async function dueMail(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Tries to send each row that is still pending and due, one after another. Never throws. */
export async function sendFromOutbox(
  deps: OutboxDeps,
  ids: number[],
  policy: OutboxPolicy = DEFAULT_OUTBOX_POLICY,
): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    try {
      if (await sendOne(deps, id, policy)) sent += 1;
    } catch (err) {
      deps.log.error({ err, outboxId: id }, 'mail outbox: could not record a try');
    }
  }
  return sent;
}

/**
 * Sends the rows now, waiting at most `waitMs` (a request should not hang on a slow mail server;
 * the try goes on in the background and a failure is retried by the worker).
 */
export async function sendSoon(deps: OutboxDeps, ids: number[], waitMs = 4000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([sendFromOutbox(deps, ids), waited]);
  clearTimeout(timer);
}

async function sendOne(deps: OutboxDeps, id: number, policy: OutboxPolicy): Promise<boolean> {
  const { db, log, clock } = deps;
  const now = clock();
  const [row] = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + policy.leaseMs),
    })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!row) return false; // sent or given up already, or another sender holds it

  try {
    await transmit(deps, row);
  } catch (err) {
    const giveUp = row.attempts >= policy.maxAttempts;
    const at = clock();
    await db
      .update(mailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: String((err as Error)?.message ?? err).slice(0, 500),
        nextAttemptAt: new Date(at.getTime() + policy.backoffMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, id));
    const fields = { err, outboxId: id, kind: row.kind, attempts: row.attempts };
    if (giveUp) log.error(fields, 'mail outbox: giving up on a message after its last try');
    else log.warn(fields, 'mail outbox: sending failed, will retry');
    return false;
  }
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: clock(), lastError: null })
    .where(eq(mailOutbox.id, id));
  return true;
}

/** Hands one stored message to the mailer. The dev mailbox shows the row itself: nothing to send. */
async function transmit({ mailer, log }: OutboxDeps, row: MailOutboxRow): Promise<void> {
  if (mailer.kind === 'dev-mailbox') {
    log.info({ to: row.to, kind: row.kind }, `dev mailbox: "${row.subject}" to ${row.to}`);
    return;
  }
  await mailer.send({
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    ...(row.html ? { html: row.html } : {}),
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
  });
}
