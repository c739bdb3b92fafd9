import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { itemRemedies, refunds, type OrderItemRow } from '../../../db/schema/index.ts';

// What one ordered item was charged and how much of it has gone back (docs/product.md#refunds):
// a cancel, a damaged-item refund or payout, or any later change gives back at most what is left
// here.

/** What the student paid for the item: unit price × quantity less its share of the coupon. */
export const itemChargedPaise = (
  item: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
): number => item.unitPricePaise * item.quantity - item.discountPaise;

/**
 * Paise of the item already given back or on their way: refunds through the gateway (failed ones
 * excepted) and payouts made by hand to a cash order's student, asked for or paid
 * (docs/product.md#manual-payouts).
 */
export async function itemRefundedPaise(db: Db, orderItemId: number): Promise<number> {
  const sum = sql<number>`coalesce(sum(amount_paise), 0)::int`;
  const [refunded] = await db
    .select({ sum })
    .from(refunds)
    .where(and(eq(refunds.orderItemId, orderItemId), ne(refunds.state, 'failed')));
  const [paidOut] = await db
    .select({ sum })
    .from(itemRemedies)
    .where(and(eq(itemRemedies.orderItemId, orderItemId), eq(itemRemedies.kind, 'payout')));
  return Number(refunded?.sum ?? 0) + Number(paidOut?.sum ?? 0);
}

/** What can still go back for the item: charged less given back (never below zero). */
export async function itemLeftPaise(
  db: Db,
  item: Pick<OrderItemRow, 'id' | 'unitPricePaise' | 'quantity' | 'discountPaise'>,
): Promise<number> {
  return Math.max(0, itemChargedPaise(item) - (await itemRefundedPaise(db, item.id)));
}
