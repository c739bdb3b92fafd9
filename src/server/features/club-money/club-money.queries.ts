import { and, asc, desc, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import {
  clubLedger,
  clubManagers,
  clubPayouts,
  clubs,
  clubWeeklySummaries,
  orderItems,
  orders,
  users,
  type ClubPayoutRow,
  type ClubRow,
} from '../../db/schema/index.ts';

/**
 * A club's money read from the ledger and its payouts (ADR 023). A span of the ledger is by the
 * moment an entry was recorded; a span of payouts by the day each was paid (Indian dates).
 */

export interface LedgerSums {
  sales: { items: number; chargedPaise: number; sharePaise: number };
  refunds: { items: number; amountPaise: number; sharePaise: number };
}

const int = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`;

/** The ledger's sums for the club between `from` (none: the start) and `to`. */
export async function ledgerSums(
  db: Db,
  clubId: number,
  span: { from?: Date; to: Date },
): Promise<LedgerSums> {
  const rows = await db
    .select({
      kind: clubLedger.kind,
      items: sql<number>`coalesce(sum(${clubLedger.quantity}), 0)::int`,
      amount: int(clubLedger.amountPaise),
      share: int(clubLedger.sharePaise),
    })
    .from(clubLedger)
    .where(
      and(
        eq(clubLedger.clubId, clubId),
        span.from ? gte(clubLedger.recordedAt, span.from) : undefined,
        lt(clubLedger.recordedAt, span.to),
      ),
    )
    .groupBy(clubLedger.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  const sale = of('sale');
  const reversal = of('reversal');
  return {
    sales: {
      items: Number(sale?.items ?? 0),
      chargedPaise: Number(sale?.amount ?? 0),
      sharePaise: Number(sale?.share ?? 0),
    },
    refunds: {
      items: Number(reversal?.items ?? 0),
      amountPaise: Number(reversal?.amount ?? 0),
      sharePaise: Number(reversal?.share ?? 0),
    },
  };
}

/** Paise paid out to the club on days from `from` (none: the start) to before `to` (yyyy-mm-dd). */
export async function payoutSum(
  db: Db,
  clubId: number,
  span: { from?: string; to?: string },
): Promise<number> {
  const [row] = await db
    .select({ sum: int(clubPayouts.amountPaise) })
    .from(clubPayouts)
    .where(
      and(
        eq(clubPayouts.clubId, clubId),
        span.from ? gte(clubPayouts.paidOn, span.from) : undefined,
        span.to ? lt(clubPayouts.paidOn, span.to) : undefined,
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The club's payouts paid in the span, newest first. */
export function payoutsOf(
  db: Db,
  clubId: number,
  span: { from?: string; to?: string } = {},
): Promise<ClubPayoutRow[]> {
  return db
    .select()
    .from(clubPayouts)
    .where(
      and(
        eq(clubPayouts.clubId, clubId),
        span.from ? gte(clubPayouts.paidOn, span.from) : undefined,
        span.to ? lt(clubPayouts.paidOn, span.to) : undefined,
      ),
    )
    .orderBy(desc(clubPayouts.paidOn), desc(clubPayouts.id));
}

/** The club's ledger entries in the span, oldest first, with the order and item they are of. */
export function entriesOf(db: Db, clubId: number, span: { from: Date; to: Date }) {
  return db
    .select({
      id: clubLedger.id,
      kind: clubLedger.kind,
      cause: clubLedger.cause,
      recordedAt: clubLedger.recordedAt,
      orderNumber: orders.orderNumber,
      product: orderItems.productName,
      size: orderItems.size,
      quantity: clubLedger.quantity,
      amountPaise: clubLedger.amountPaise,
      shareBasisPoints: clubLedger.shareBasisPoints,
      sharePaise: clubLedger.sharePaise,
    })
    .from(clubLedger)
    .innerJoin(orders, eq(orders.id, clubLedger.orderId))
    .innerJoin(orderItems, eq(orderItems.id, clubLedger.orderItemId))
    .where(
      and(
        eq(clubLedger.clubId, clubId),
        gte(clubLedger.recordedAt, span.from),
        lt(clubLedger.recordedAt, span.to),
      ),
    )
    .orderBy(asc(clubLedger.recordedAt), asc(clubLedger.id));
}
export type LedgerEntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

/** When the club's money began: its first entry and its first payout. */
export async function firstActivity(db: Db, clubId: number) {
  const [entry] = await db
    .select({ at: min(clubLedger.recordedAt) })
    .from(clubLedger)
    .where(eq(clubLedger.clubId, clubId));
  const [payout] = await db
    .select({ on: min(clubPayouts.paidOn) })
    .from(clubPayouts)
    .where(eq(clubPayouts.clubId, clubId));
  return { entry: entry?.at ?? null, payout: payout?.on ?? null };
}

export function allClubs(db: Db): Promise<ClubRow[]> {
  return db.select().from(clubs).orderBy(asc(clubs.name));
}

/** A club's managers, as their mails address them. */
export function managersOf(db: Db, clubId: number) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(clubManagers)
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(eq(clubManagers.clubId, clubId))
    .orderBy(asc(users.id));
}

/** Payouts of one club one at a time: the balance a payout is checked against stays true. */
export const lockClubPayouts = (tx: Tx, clubId: number) =>
  lockForTransaction(tx, `club-payouts:${clubId}`);

export async function insertPayout(
  tx: Tx,
  row: typeof clubPayouts.$inferInsert,
): Promise<ClubPayoutRow> {
  const [payout] = await tx.insert(clubPayouts).values(row).returning();
  return payout!;
}

/** The clubs with a sale recorded in the span. */
export async function clubsWithSales(db: Db, span: { from: Date; to: Date }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clubId: clubLedger.clubId })
    .from(clubLedger)
    .where(
      and(
        eq(clubLedger.kind, 'sale'),
        gte(clubLedger.recordedAt, span.from),
        lt(clubLedger.recordedAt, span.to),
      ),
    );
  return rows.map((r) => r.clubId);
}

/** Claims a club's week for its summary: false when it was claimed already (sent before). */
export async function claimWeek(tx: Tx, clubId: number, weekStart: string): Promise<boolean> {
  const rows = await tx
    .insert(clubWeeklySummaries)
    .values({ clubId, weekStart })
    .onConflictDoNothing()
    .returning({ clubId: clubWeeklySummaries.clubId });
  return rows.length > 0;
}

export function clubsByIds(db: Db, ids: readonly number[]): Promise<ClubRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(clubs)
    .where(inArray(clubs.id, [...ids]));
}
