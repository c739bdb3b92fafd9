import type { AdminOrderBody } from '#shared/contract/admin-order.ts';
import type { Payment, Refund } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refundsOfPayment } from '../orders/index.ts';
import { paymentOfOrder, type PaymentEventRecord } from './admin-order-page.queries.ts';
import type { AdminOrderRecord } from './admin-orders.queries.ts';
import { adminOrdersByIds } from './admin-orders.service.ts';

/** The admin's page of one order (docs/product.md#admin); cash received is the orders area's. */

export interface AdminOrderView {
  order: AdminOrderRecord;
  payment: { payment: Payment; events: PaymentEventRecord[]; refunds: Refund[] } | undefined;
}

/** Staff orders (HIDDEN_ORDER_EMAILS) are left out everywhere, this page too. */
const isHidden = (order: AdminOrderRecord, hidden: readonly string[]) =>
  hidden.includes(order.customer.email);

/**
 * admin/order: the order with its items, and its online payment with the gateway's reports and
 * its refunds, oldest first.
 */
export async function adminOrder(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  _caller: Caller,
  input: AdminOrderBody,
): Promise<AdminOrderView> {
  const [order] = await adminOrdersByIds(db, [input.order_id]);
  if (!order || isHidden(order, config.HIDDEN_ORDER_EMAILS))
    throw new DomainError('ORDER_NOT_FOUND');
  const payment = await paymentOfOrder(db, order.id);
  if (!payment) return { order, payment: undefined };
  return {
    order,
    payment: { ...payment, refunds: await refundsOfPayment(db, payment.payment.id) },
  };
}
