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
