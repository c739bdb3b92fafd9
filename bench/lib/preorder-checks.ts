/**
 * What must hold after a pre-order drop's opening minute (docs/product.md#drops, ADR 019), read
 * straight from the database: the orders, the per-student limit, the drop's counters against
 * its items, and the notify-me mails in the outbox (each written once).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import {
  dropStock,
  mailOutbox,
  notifySubscriptions,
  orderItems,
  orders,
} from '../../src/server/db/schema/index.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });

/** Orders, pieces per student and the counters of drop `dropId`. */
export async function orderChecks(
  db: Db,
  drop: { id: number; cap: number; limit: number; buyers: number },
): Promise<Check[]> {
  const inDrop = eq(orderItems.dropId, drop.id);
  const [written] = await db
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      pieces: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inDrop);
  const perStudent = await db
    .select({
      email: orders.customerEmail,
      pieces: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inDrop)
    .groupBy(orders.customerEmail);
  const most = Math.max(0, ...perStudent.map((r) => r.pieces));
  // Each counter row (the product's, size '', or a size's) against the items it counts.
  const counters = await db.select().from(dropStock).where(eq(dropStock.dropId, drop.id));
  const wrongCounters: string[] = [];
  for (const c of counters) {
    const [items] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(
        and(
          inDrop,
          eq(orderItems.productId, c.productId),
          c.size === '' ? undefined : eq(orderItems.size, c.size),
        ),
      );
    if (c.taken !== items?.n)
      wrongCounters.push(`${c.size || 'product'}: ${c.taken} ≠ ${items?.n}`);
  }
  const expected = Math.min(drop.cap, drop.buyers);
  return [
    check(
      'orders written = min(cap, buyers)',
      written?.orders === expected && written.pieces === expected,
      `${written?.orders} orders, ${written?.pieces} pieces; expected ${expected}`,
    ),
    check(
      'no per-student limit exceeded',
      most <= drop.limit,
      `at most ${most} per student (limit ${drop.limit})`,
    ),
    check(
      'drop counters = items',
      counters.length > 0 && wrongCounters.length === 0,
      `${counters.length} counters${wrongCounters.length ? `; wrong: ${wrongCounters.join(', ')}` : ''}`,
    ),
  ];
}

/** The opening mails written so far to `emails` (kind notify-drop-opens). */
export async function openingMailsWritten(db: Db, emails: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'notify-drop-opens'), inArray(mailOutbox.to, emails)));
  return row?.n ?? 0;
}

/** Every subscriber got exactly one opening mail: one row per address and per dedupe key. */
export async function mailChecks(db: Db, productId: number, emails: string[]): Promise<Check[]> {
  const rows = await db
    .select({ to: mailOutbox.to, dedupeKey: mailOutbox.dedupeKey })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'notify-drop-opens'));
  const perAddress = new Map<string, number>();
  for (const r of rows) perAddress.set(r.to, (perAddress.get(r.to) ?? 0) + 1);
  const missing = emails.filter((e) => !perAddress.has(e)).length;
  const twice = [...perAddress.values()].filter((n) => n > 1).length;
  const keys = new Set(rows.map((r) => r.dedupeKey));
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifySubscriptions)
    .where(
      and(
        eq(notifySubscriptions.productId, productId),
        eq(notifySubscriptions.kind, 'drop-opens'),
        sql`${notifySubscriptions.notifiedAt} is null`,
      ),
    );
  return [
    check(
      'every notify-me mail written exactly once',
      rows.length === emails.length && missing === 0 && twice === 0 && keys.size === rows.length,
      `${rows.length} rows of notify-drop-opens for ${emails.length} subscribers, ` +
        `${keys.size} dedupe keys, ${missing} missing, ${twice} twice, ${waiting?.n} still waiting`,
    ),
  ];
}
