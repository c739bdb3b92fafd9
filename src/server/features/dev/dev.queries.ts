import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/schema/index.ts';

/** The dev mailbox's SQL: the outbox rows, newest first, for one recipient or all. */
export function outboxMessages(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<MailOutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(mailOutbox.to, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit);
}
