import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525`. */
  url: string;
  /** The From header, e.g. `"Campus Threads" <hello@example.com>`. */
  from: string;
  log: FastifyBaseLogger;
  /**
   * Keep up to this many connections open and reuse them (the worker, which alone sends every
   * mail: no request waits behind its queue, and a connection per mail cost it about 4 ms of CPU).
   */
  pool?: number;
}

/**
 * Real mail over SMTP (nodemailer, a connection per message: a pool of a few would make a code
 * mail wait behind a drop's hundreds of opening and order mails; bench/README.md).
 */
export function createSmtpMailer({ url, from, log, pool }: SmtpMailerOptions): Mailer {
  // nodemailer is loaded with the first mail: a web instance whose mail the worker sends
  // (BACKGROUND_JOBS=worker, ADR 024) never loads it, ~5 MB less per instance (bench/README.md).
  let transport: Promise<Transporter> | undefined;
  const openTransport = async () => {
    const { default: nodemailer } = await import('nodemailer');
    // Short timeouts, so a call that sends mail does not hang on a dead server (mail that cannot
    // go now waits in the outbox for the retry worker). Timeouts given in the URL's query win.
    return nodemailer.createTransport(
      {
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        ...(pool ? { pool: true, maxConnections: pool } : {}),
      },
      { from },
    );
  };
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const mailer = await (transport ??= openTransport());
      const info = await mailer.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
      log.info({ to: message.to, kind: message.kind, messageId: info.messageId }, 'mail sent');
    },
    async close() {
      (await transport)?.close();
    },
  };
}
