import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { refunds, type OrderItemRow } from '../../../db/schema.ts';

// What one ordered item was charged and how much of it has gone back (docs/product.md#refunds):
// a cancel, a damaged-item refund or any later change gives back at most what is left here.

/** What the student paid for the item: unit price × quantity less its share of the coupon. */
export const itemChargedPaise = (
  item: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
): number => item.unitPricePaise * item.quantity - item.discountPaise;

/** Paise of the item already refunded through the gateway or on their way (failed ones excepted). */
export async function itemRefundedPaise(db: Db, orderItemId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderItemId, orderItemId), ne(refunds.state, 'failed')));
  return Number(row?.sum ?? 0);
}
