import type { Db } from '../../../db/client.ts';
import type { OrderItemRow } from '../../../db/schema.ts';
import { itemRefundedPaise } from './refunds.queries.ts';

// What one ordered item was charged and how much of it has gone back (docs/product.md#refunds):
// a cancel, a damaged-item refund or payout, or any later change gives back at most what is left
// here.

/** What the student paid for the item: unit price × quantity less its share of the coupon. */
export const itemChargedPaise = (
  item: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
): number => item.unitPricePaise * item.quantity - item.discountPaise;

/** What can still go back for the item: charged less given back (never below zero). */
export async function itemLeftPaise(
  db: Db,
  item: Pick<OrderItemRow, 'id' | 'unitPricePaise' | 'quantity' | 'discountPaise'>,
): Promise<number> {
  return Math.max(0, itemChargedPaise(item) - (await itemRefundedPaise(db, item.id)));
}
