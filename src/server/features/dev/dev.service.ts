import type { Db } from '../../db/client.ts';
import { otpFromSubject } from '../../adapters/mail/templates.ts';
import { outboxMessages } from './dev.queries.ts';

/** One message as /dev/mailbox.json shows it. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  /** Reply-To (the sender of a contact form), else null. */
  replyTo: string | null;
  kind: string;
  /** The 4-digit code of an OTP mail, else null. */
  otp: string | null;
  text: string;
  html: string | null;
  /** Extra headers (`List-Unsubscribe` …), else null. */
  headers: Record<string, string> | null;
  createdAt: string;
}

/** Messages of the dev mailbox, newest first; `to` filters by recipient. */
export async function listMailbox(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<MailboxMessage[]> {
  const rows = await outboxMessages(db, options);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    replyTo: r.replyTo,
    kind: r.kind,
    otp: r.kind.startsWith('otp-') ? otpFromSubject(r.subject) : null,
    text: r.text,
    html: r.html,
    headers: r.headers,
    createdAt: r.createdAt.toISOString(),
  }));
}
