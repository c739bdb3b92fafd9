/** One e-mail, in HTML and plain text. `kind` names the template (e.g. `otp-signup`, `welcome`). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (e.g. the visitor who sent a contact form), when not the sender. */
  replyTo?: string;
  kind: string;
  /** Extra headers, e.g. `List-Unsubscribe` on notify-me mails (docs/product.md#notify-me). */
  headers?: Record<string, string>;
}

/**
 * Sends e-mail. Two implementations: SMTP through nodemailer (`SMTP_URL`) and the dev mailbox
 * (stored in `mail_outbox`, printed to the log, readable at /dev/mailbox).
 * `send` resolves once the message is handed over and rejects when it could not be. Services do
 * not call it: they store their mail in the outbox (outbox.ts), which sends and retries it.
 */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
