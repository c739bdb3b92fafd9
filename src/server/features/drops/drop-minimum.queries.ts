import { and, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dropPieces,
  drops,
  dropStock,
  orderItems,
  orders,
  stockHolds,
  type DropRow,
} from '../../db/schema/index.ts';

/** A drop's print minimum: what counts towards it, and the close job's reads and writes. */

/** Pieces of one product of one drop: ordered (placed, not cancelled) and paid for right now. */
export interface PieceCount {
  ordered: number;
  payingNow: number;
}

/**
 * The counts of these drops, by drop then product, from `drop_pieces` (the view the limit counts
 * from, ADR 019): an order item not cancelled is ordered, a pre-order held by an online payment in
 * progress is paying now. Nothing else counts: a cancelled item, a failed or expired payment.
 */
export async function pieceCounts(
  db: Db,
  dropIds: readonly number[],
): Promise<Map<number, Map<number, PieceCount>>> {
  const found = new Map<number, Map<number, PieceCount>>();
  if (dropIds.length === 0) return found;
  const rows = await db
    .select({
      dropId: dropPieces.dropId,
      productId: dropPieces.productId,
      paying: sql<boolean>`${dropPieces.paymentId} is not null`,
      n: sql<number>`coalesce(sum(${dropPieces.quantity}), 0)::int`,
    })
    .from(dropPieces)
    .where(inArray(dropPieces.dropId, [...dropIds]))
    .groupBy(dropPieces.dropId, dropPieces.productId, sql`${dropPieces.paymentId} is not null`);
  for (const r of rows) {
    let byProduct = found.get(r.dropId);
    if (!byProduct) found.set(r.dropId, (byProduct = new Map()));
    const count = byProduct.get(r.productId) ?? { ordered: 0, payingNow: 0 };
    if (r.paying) count.payingNow += Number(r.n);
    else count.ordered += Number(r.n);
    byProduct.set(r.productId, count);
  }
  return found;
}

/** Closed drops with a minimum not decided yet, or missed and not all cancelled yet. */
export async function dropsToSettle(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: drops.id })
    .from(drops)
    .where(
      and(
        ne(drops.minimumKind, 'none'),
        lte(drops.closesAt, now),
        sql`(${drops.minimumOutcome} is null or (${drops.minimumOutcome} = 'missed' and ${drops.minimumSettledAt} is null))`,
      ),
    )
    .orderBy(drops.closesAt, drops.id);
  return rows.map((r) => r.id);
}

/**
 * Pieces of the drop still held by online payments in progress: while any is, a payment may yet
 * become an order (ADR 019), so the minimum is not decided.
 */
export async function piecesStillHeld(db: Db, dropId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${stockHolds.quantity}), 0)::int` })
    .from(stockHolds)
    .innerJoin(dropStock, eq(dropStock.id, stockHolds.dropStockId))
    .where(and(eq(dropStock.dropId, dropId), eq(stockHolds.state, 'held')));
  return Number(row?.n ?? 0);
}

/** Records the decision once: a second decider (another instance) changes nothing. */
export async function recordOutcome(
  db: Db,
  dropId: number,
  outcome: 'reached' | 'missed',
  at: Date,
): Promise<DropRow | undefined> {
  const [row] = await db
    .update(drops)
    .set({ minimumOutcome: outcome, minimumDecidedAt: at, updatedAt: at })
    .where(and(eq(drops.id, dropId), isNull(drops.minimumOutcome)))
    .returning();
  return row;
}

export async function recordSettled(db: Db, dropId: number, at: Date): Promise<void> {
  await db
    .update(drops)
    .set({ minimumSettledAt: at })
    .where(and(eq(drops.id, dropId), isNull(drops.minimumSettledAt)));
}

/** Orders with an item of the drop not cancelled yet (a missed drop cancels them), by id. */
export async function ordersWithLiveItems(db: Db, dropId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.dropId, dropId), ne(orderItems.step, 'cancelled')))
    .orderBy(orderItems.orderId);
  return rows.map((r) => r.orderId);
}

/** The students with a pre-order of the drop not cancelled: each gets the extension's mail. */
export function studentsOfDrop(db: Db, dropId: number) {
  return db
    .selectDistinct({
      userId: orders.userId,
      email: orders.customerEmail,
      name: orders.customerName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.dropId, dropId),
        ne(orderItems.step, 'cancelled'),
        isNotNull(orders.customerEmail),
      ),
    );
}
