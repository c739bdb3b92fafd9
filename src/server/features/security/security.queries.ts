import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { securityEvents } from '../../db/schema/index.ts';

/** Security's SQL: the `security_events` rows the admin reads. */

export async function insertSecurityEvent(db: Db, event: typeof securityEvents.$inferInsert) {
  await db.insert(securityEvents).values(event);
}

/** Whether an event of this kind from this address was recorded in the last minute. */
export async function recentSecurityEvent(db: Db, kind: string, ip: string): Promise<boolean> {
  const [recent] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.kind, kind),
        eq(securityEvents.ip, ip),
        gt(securityEvents.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(1);
  return recent !== undefined;
}
