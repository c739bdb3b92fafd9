import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { itemRemedies, payments, refunds, type Refund } from '../../../db/schema.ts';

/** What has gone back of an order's money: its refunds, and what each item got back. */

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

/** The refunds of an order's payment, oldest first (a cash order has none). */
export async function refundRowsOfOrder(db: Db, orderId: number): Promise<Refund[]> {
  const rows = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(refunds.id));
  return rows.map((r) => r.refund);
}
