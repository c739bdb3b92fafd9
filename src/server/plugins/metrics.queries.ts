import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { mailOutbox, payments, stockHolds, type PaymentState } from '../db/schema/index.ts';

/** What /metrics reads from the database at each scrape. */
export interface ShopGauges {
  outboxPending: number;
  /** Pending mail whose last try failed (waiting for its next try). */
  outboxRetrying: number;
  outboxFailed: number;
  /** Age of the oldest pending mail in seconds (0 when none). */
  outboxOldestPendingSeconds: number;
  holdsOpen: number;
  heldUnits: number;
  /** Holds past their expiry that reconciliation has not released yet. */
  holdsOverdue: number;
  paymentsByState: Partial<Record<PaymentState, number>>;
}

/**
 * Two statements per scrape, each answered from the status/state indexes (mail_outbox,
 * stock_holds and payments all index the column they are counted by).
 */
export async function readShopGauges(db: Db, now: Date): Promise<ShopGauges> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const pending = sql`${mailOutbox.status} = 'pending'`;
  const held = sql`${stockHolds.state} = 'held'`;
  const [row] = rowsOf<Record<string, number | null>>(
    await db.execute(sql`
      select
        (select count(*) from ${mailOutbox} where ${pending}) as outbox_pending,
        (select count(*) from ${mailOutbox} where ${pending} and ${mailOutbox.attempts} > 0)
          as outbox_retrying,
        (select count(*) from ${mailOutbox} where ${mailOutbox.status} = 'failed') as outbox_failed,
        (select extract(epoch from (${at} - min(${mailOutbox.createdAt})))::float8
           from ${mailOutbox} where ${pending}) as outbox_oldest,
        (select count(*) from ${stockHolds} where ${held}) as holds_open,
        (select coalesce(sum(${stockHolds.quantity}), 0)::int8 from ${stockHolds} where ${held})
          as held_units,
        (select count(*) from ${stockHolds} where ${held} and ${stockHolds.expiresAt} < ${at})
          as holds_overdue`),
  );
  const byState = rowsOf<{ state: PaymentState; n: number }>(
    await db.execute(
      sql`select ${payments.state} as state, count(*) as n from ${payments} group by 1`,
    ),
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    outboxPending: n('outbox_pending'),
    outboxRetrying: n('outbox_retrying'),
    outboxFailed: n('outbox_failed'),
    outboxOldestPendingSeconds: Math.max(0, n('outbox_oldest')),
    holdsOpen: n('holds_open'),
    heldUnits: n('held_units'),
    holdsOverdue: n('holds_overdue'),
    paymentsByState: Object.fromEntries(byState.map((r) => [r.state, Number(r.n)])),
  };
}
