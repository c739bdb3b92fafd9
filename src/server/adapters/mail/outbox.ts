import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { intArray } from '../../db/prepared.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * The one way the shop sends mail, so that none is lost: each message is first stored in
 * `mail_outbox` (`pending`), in the same transaction as what it is about where there is one, then
 * tried at once (`sendSoon`, waiting at most MAIL_SEND_WAIT_MS). A try that fails leaves the row
 * `pending` with a later `next_attempt_at`; the outbox worker (outbox-worker.ts) retries it, and
 * after the last try marks it `failed` (the admin sees it under Problems). Every try first claims
 * its row with a conditional update, so two senders (the request and a worker, or two server
 * instances) never both send it. With BACKGROUND_JOBS=worker a web instance only stores its mail:
 * the worker process (src/server/worker.ts) sends it (docs/decisions/024).
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

/** A message for the outbox, with what decides whether and until when it is sent. */
export interface OutboxMail extends MailMessage {
  /** A mail that must go once (`order-placed:42`): a second message with the key is dropped. */
  dedupeKey?: string;
  /** Not worth sending after this (an OTP mail once its code expired): marked failed instead. */
  expiresAt?: Date;
  /** Drops this address's unsent mails of the same kind (a new code makes the older ones wrong). */
  supersedes?: boolean;
}

/**
 * Stores messages to send and answers the ids of the rows written (a message whose `dedupeKey`
 * is already there writes none). Pass the transaction, so they are kept with what they are about.
 */
export async function enqueueMail(db: Db, messages: OutboxMail[], now: Date): Promise<number[]> {
  if (messages.length === 0) return [];
  for (const m of messages.filter((m) => m.supersedes)) {
    await db
      .delete(mailOutbox)
      .where(
        and(eq(mailOutbox.to, m.to), eq(mailOutbox.kind, m.kind), eq(mailOutbox.status, 'pending')),
      );
  }
  const rows = await db
    .insert(mailOutbox)
    .values(
      messages.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        replyTo: m.replyTo ?? null,
        headers: m.headers ?? null,
        kind: m.kind,
        status: 'pending' as const,
        createdAt: now,
        nextAttemptAt: now,
        dedupeKey: m.dedupeKey ?? null,
        expiresAt: m.expiresAt ?? null,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

/**
 * Stores messages outside any transaction (after the change they are about committed) and tries
 * them at once. Never throws: a mail must not fail the call that sends it.
 */
export async function sendMail(deps: SendDeps, messages: OutboxMail[]): Promise<void> {
  let ids: number[];
  try {
    ids = await enqueueMail(deps.db, messages, deps.clock());
  } catch (err) {
    const kinds = messages.map((m) => m.kind);
    deps.log.error({ err, kinds }, 'mail outbox: could not store mail to send');
    return;
  }
  await sendSoon(deps, ids);
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
 * What a call that sends mail needs: the outbox, how long to wait for the first try, and whether
 * this process sends at all (BACKGROUND_JOBS=worker: the worker process does).
 */
export type SendDeps = OutboxDeps & {
  config: Pick<Config, 'MAIL_SEND_WAIT_MS' | 'BACKGROUND_JOBS'>;
};

/**
 * Sends the rows now, waiting at most `waitMs` (MAIL_SEND_WAIT_MS unless given): a dead or slow
 * mail server must not hold a request longer (the try goes on in the background; a failure is
 * retried). With 0 the call does not wait at all. Never throws.
 */
export async function sendSoon(
  deps: SendDeps,
  ids: number[],
  waitMs = deps.config.MAIL_SEND_WAIT_MS,
): Promise<void> {
  // The worker polls the outbox every WORKER_POLL_MS: nothing to send or wake from here.
  if (ids.length === 0 || deps.config.BACKGROUND_JOBS === 'worker') return;
  const sending = sendFromOutbox(deps, ids);
  if (waitMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([sending, waited]);
  clearTimeout(timer);
}

/**
 * An order's mails (placed, paid), already in the outbox with the order: sent at once, the
 * answer waiting for them at most ORDER_MAIL_WAIT_MS (0 by default). At a drop hundreds of
 * orders answer within the same seconds, and each waited for its two mails to reach the mail
 * server: seconds added to a buyer's wait for what the outbox delivers anyway.
 */
export const sendOrderMails = (
  deps: OutboxDeps & {
    config: Pick<Config, 'MAIL_SEND_WAIT_MS' | 'ORDER_MAIL_WAIT_MS' | 'BACKGROUND_JOBS'>;
  },
  ids: number[],
) => sendSoon(deps, ids, deps.config.ORDER_MAIL_WAIT_MS);

export type Requeued = 'requeued' | 'missing' | 'sent' | 'pending' | 'expired';

/**
 * Puts a failed mail back in the queue with a fresh series of tries, due now (the admin's
 * "retry now"). A mail still pending is left alone: a sender may hold it this moment.
 */
export async function requeueMail(db: Db, id: number, now: Date): Promise<Requeued> {
  const [row] = await db
    .select({ status: mailOutbox.status, expiresAt: mailOutbox.expiresAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) return 'missing';
  if (row.status !== 'failed') return row.status;
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  const [done] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return done ? 'requeued' : 'pending';
}

/**
 * What is kept of a failed try: the mail server's message, without credentials of a URL in it
 * (`smtp://user:secret@host`), one line, short.
 */
export function mailErrorText(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message
    .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** The last error of a mail that was not sent in time (an OTP whose code expired meanwhile). */
export const EXPIRED = 'Not sent before it expired';

async function sendOne(deps: OutboxDeps, id: number, policy: OutboxPolicy): Promise<boolean> {
  const now = deps.clock();
  const [row] = await deps.db
    .update(mailOutbox)
    .set(claimed(now, policy))
    .where(and(eq(mailOutbox.id, id), ...dueAt(now)))
    .returning();
  if (!row) return false; // sent or given up already, or another sender holds it
  if (!(await transmitClaimed(deps, row, policy))) return false;
  await markSent(deps.db, [row.id], deps.clock());
  return true;
}

/** A pending row whose next try is due. */
export const dueAt = (now: Date) => [
  eq(mailOutbox.status, 'pending'),
  lte(mailOutbox.nextAttemptAt, now),
];

/** A claim: one more try, and the row is this sender's until the lease ends. */
export const claimed = (now: Date, policy: OutboxPolicy) => ({
  attempts: sql`${mailOutbox.attempts} + 1`,
  nextAttemptAt: new Date(now.getTime() + policy.leaseMs),
});

/**
 * Sends a row this sender claimed (its `attempts` already counts this try). True when it went:
 * the caller then records it (`markSent`: a sweep records its batch's in one statement). A
 * failure is recorded here: retried later, or failed after the last try or once expired.
 */
export async function transmitClaimed(
  deps: OutboxDeps,
  row: MailOutboxRow,
  policy: OutboxPolicy,
): Promise<boolean> {
  const { db, log, clock } = deps;
  const id = row.id;
  if (row.expiresAt && row.expiresAt <= clock()) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: EXPIRED })
      .where(eq(mailOutbox.id, id));
    log.warn({ outboxId: id, kind: row.kind }, 'mail outbox: a mail expired before it could go');
    return false;
  }

  try {
    await transmit(deps, row);
  } catch (err) {
    const giveUp = row.attempts >= policy.maxAttempts;
    const at = clock();
    await db
      .update(mailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        lastError: mailErrorText(err),
        nextAttemptAt: new Date(at.getTime() + policy.backoffMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, id));
    const fields = { err, outboxId: id, kind: row.kind, attempts: row.attempts };
    if (giveUp) log.error(fields, 'mail outbox: giving up on a message after its last try');
    else log.warn(fields, 'mail outbox: sending failed, will retry');
    return false;
  }
  return true;
}

/** Records mails as sent at `at` (one statement text whatever the count: planned once). */
export async function markSent(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(sql`${mailOutbox.id} = any(${intArray(ids)}::int[])`);
}

/** Hands one stored message to the mailer. The dev mailbox shows the row itself: nothing to send. */
async function transmit({ mailer, log }: OutboxDeps, row: MailOutboxRow): Promise<void> {
  if (mailer.kind === 'dev-mailbox') {
    // Not the subject: an OTP mail's subject holds the code.
    log.info({ to: row.to, kind: row.kind }, `dev mailbox: ${row.kind} mail to ${row.to}`);
    return;
  }
  await mailer.send({
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    ...(row.html ? { html: row.html } : {}),
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.headers ? { headers: row.headers } : {}),
  });
}
