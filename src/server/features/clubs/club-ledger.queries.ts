import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clubLedger,
  orderItems,
  type ClubLedgerRow,
  type ClubReversalCause,
} from '../../db/schema/index.ts';

/** The club ledger's writes (ADR 023): each in the transaction of the order or refund it records. */

/**
 * A sale row for each item of the order whose product is a club's, at the club's share now; the
 * share is `clubShareOf` (rounded down to the paisa) worked in SQL over 64-bit integers. One
 * statement, which writes nothing for an order of the shop's own products; an item recorded
 * already is skipped.
 */
export async function insertClubSales(tx: Tx, orderId: number, at: Date): Promise<number> {
  const rows = await tx.execute(sql`
    insert into club_ledger
      (club_id, kind, order_id, order_item_id, quantity, amount_paise, share_basis_points, share_paise, recorded_at)
    select c.id, 'sale', oi.order_id, oi.id, oi.quantity, charged.paise, c.share_basis_points,
      ((charged.paise::bigint * c.share_basis_points) / 10000)::int, ${at.toISOString()}::timestamptz
    from order_items oi
    join products p on p.id = oi.product_id
    join clubs c on c.id = p.club_id
    cross join lateral (select oi.unit_price_paise * oi.quantity - oi.discount_paise as paise) charged
    where oi.order_id = ${orderId}
    on conflict do nothing
    returning id`);
  return rowsOf(rows).length;
}

/** The rows a raw statement returned, from either engine's driver. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

/**
 * The sale an item's refund reverses: the item's own, or (pieces cancelled off a line) the
 * sale of the line it was split from. With what its reversals took back so far.
 */
export async function saleOfItem(
  tx: Db,
  orderItemId: number,
): Promise<{ sale: ClubLedgerRow; reversedPaise: number } | undefined> {
  const [item] = await tx
    .select({ id: orderItems.id, splitFromId: orderItems.splitFromId })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId));
  if (!item) return undefined;
  const [sale] = await tx
    .select()
    .from(clubLedger)
    .where(
      and(eq(clubLedger.kind, 'sale'), eq(clubLedger.orderItemId, item.splitFromId ?? item.id)),
    );
  if (!sale) return undefined;
  const [reversed] = await tx
    .select({ sum: sql<number>`coalesce(sum(${clubLedger.amountPaise}), 0)::int` })
    .from(clubLedger)
    .where(eq(clubLedger.saleId, sale.id));
  return { sale, reversedPaise: Number(reversed?.sum ?? 0) };
}

/** Paise of this very item's refunds the ledger reversed already (a cancel after a refund). */
export async function reversedOfItem(tx: Db, orderItemId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${clubLedger.amountPaise}), 0)::int` })
    .from(clubLedger)
    .where(and(eq(clubLedger.kind, 'reversal'), eq(clubLedger.orderItemId, orderItemId)));
  return Number(row?.sum ?? 0);
}

export async function insertReversal(
  tx: Tx,
  row: {
    sale: ClubLedgerRow;
    orderItemId: number;
    cause: ClubReversalCause;
    quantity: number;
    amountPaise: number;
    sharePaise: number;
    at: Date;
  },
): Promise<void> {
  await tx.insert(clubLedger).values({
    clubId: row.sale.clubId,
    kind: 'reversal',
    orderId: row.sale.orderId,
    orderItemId: row.orderItemId,
    saleId: row.sale.id,
    cause: row.cause,
    quantity: row.quantity,
    amountPaise: row.amountPaise,
    shareBasisPoints: row.sale.shareBasisPoints,
    sharePaise: row.sharePaise,
    recordedAt: row.at,
  });
}
