import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export interface DevMailboxOptions {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Where the mailbox page is, for the log line. */
  mailboxUrl: string;
}

/**
 * The mailer used when no `SMTP_URL` is set: each message is stored in `mail_outbox` (status
 * `sent`), logged (recipient and kind only: the subject and text carry any OTP, and a log line
 * never holds one) and listed at /dev/mailbox.
 */
export function createDevMailbox({ db, log, clock, mailboxUrl }: DevMailboxOptions): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message: MailMessage) {
      const now = clock();
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ?? null,
        headers: message.headers ?? null,
        kind: message.kind,
        status: 'sent',
        attempts: 1,
        createdAt: now,
        nextAttemptAt: now,
        sentAt: now,
      });
      log.info(
        { to: message.to, kind: message.kind },
        `dev mailbox: ${message.kind} mail to ${message.to}, read it at ${mailboxUrl}`,
      );
    },
    async close() {},
  };
}
