import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createDevMailbox } from './dev-mailbox.ts';
import type { MailBrand } from './templates.ts';

/**
 * SMTP when `SMTP_URL` is set; otherwise the dev mailbox. Production without SMTP is allowed (a
 * warning) so a fresh deployment starts, but nobody receives mail until `SMTP_URL` is set.
 */
export function createMailer(deps: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** SMTP connections kept open and reused (the worker process); none: one per mail. */
  pool?: number;
}): Mailer {
  const { config, db, log, clock, pool } = deps;
  if (config.SMTP_URL) {
    return createSmtpMailer({ url: config.SMTP_URL, from: mailFrom(config), log, pool });
  }
  if (config.isProduction) {
    log.warn('SMTP_URL is not set: e-mails go to the database only (mail_outbox)');
  }
  return createDevMailbox({ db, log, clock, mailboxUrl: `${config.publicUrl}/dev/mailbox` });
}

/** `MAIL_FROM`, else the shop's name and SHOP_EMAIL. */
export function mailFrom(config: Config): string {
  return config.MAIL_FROM ?? `"${config.SHOP_NAME.replace(/["\\]/g, '')}" <${config.SHOP_EMAIL}>`;
}

export function mailBrand(config: Config): MailBrand {
  return {
    shopName: config.SHOP_NAME,
    publicUrl: config.publicUrl,
    supportEmail: config.SHOP_EMAIL,
  };
}
