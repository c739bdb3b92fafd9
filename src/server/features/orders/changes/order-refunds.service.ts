import type { OrderRefund } from '#shared/contract/my-orders.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { Db } from '../../../db/client.ts';
import { refundRowsOfOrder } from './refunds.queries.ts';

/**
 * The refunds of an order's payment, oldest first, as its owner reads them on the order page
 * (docs/product.md#order-page): each with its item (or none: the delivery charge), amount, state
 * and times. Cash orders have none.
 */
export async function refundsOfOrder(db: Db, orderId: number): Promise<OrderRefund[]> {
  return (await refundRowsOfOrder(db, orderId)).map((r) => ({
    orderItem_id: r.orderItemId,
    amount: paiseToRupees(r.amountPaise),
    state: r.state,
    reason: r.reason,
    started: r.createdAt.getTime(),
    settled: r.settledAt?.getTime() ?? null,
  }));
}
