import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.ts';

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:2525`. */
  url: string;
  /** The From header, e.g. `"Campus Threads" <hello@example.com>`. */
  from: string;
  log: FastifyBaseLogger;
}

/** Real mail over SMTP (nodemailer, pooled connection). */
export function createSmtpMailer({ url, from, log }: SmtpMailerOptions): Mailer {
  // Short timeouts, so a call that sends mail does not hang on a dead server (mail that cannot go
  // now waits in the outbox for the retry worker). Timeouts given in the URL's query win.
  // Pooled: a few connections kept open and reused (`?pool=false` in the URL turns it off). At a
  // drop hundreds of order mails go within a minute, and a connection (greeting, EHLO, QUIT) per
  // mail was most of the CPU their sending cost (bench/README.md).
  const transport = nodemailer.createTransport(
    {
      url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
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
      transport.close();
    },
  };
}
