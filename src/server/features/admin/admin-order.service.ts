import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { AdminOrderBody, CashReceivedBody } from '#shared/contract/admin-order.ts';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { orders, users, type Payment, type Refund } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { paymentOfOrder, type PaymentEventRecord } from './admin-order.queries.ts';
import { adminOrdersByIds, type AdminOrderRecord } from './admin-orders.queries.ts';

/** The admin's page of one order and "cash received" (docs/product.md#admin). */

export interface AdminOrderView {
  order: AdminOrderRecord;
  payment: { payment: Payment; events: PaymentEventRecord[]; refunds: Refund[] } | undefined;
}

/** Staff orders (HIDDEN_ORDER_EMAILS) are left out everywhere, this page too. */
const isHidden = (order: AdminOrderRecord, hidden: readonly string[]) =>
  hidden.includes(order.customer.email);

/** admin/order: the order with its items, and its online payment with the gateway's reports. */
export async function adminOrder(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  _caller: Caller,
  input: AdminOrderBody,
): Promise<AdminOrderView> {
  const [order] = await adminOrdersByIds(db, [input.order_id]);
  if (!order || isHidden(order, config.HIDDEN_ORDER_EMAILS))
    throw new DomainError('ORDER_NOT_FOUND');
  return { order, payment: await paymentOfOrder(db, order.id) };
}

export interface CashReceived {
  message: string;
  alreadyRecorded: boolean;
  receivedAt: Date;
  receivedBy: string;
}

const when = (at: Date) => `${formatOrderDate(at.getTime())} at ${istTime(at.getTime())}`;

/**
 * admin/cash-received: records a cash-on-delivery order's money as received, by this admin, now.
 * One conditional update does it, so two clicks or two admins at once record it once; the
 * second is told when and by whom it was recorded. Online orders have no cash to receive.
 */
export async function recordCashReceived(
  { db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  caller: Caller,
  input: CashReceivedBody,
): Promise<CashReceived> {
  const now = clock();
  const hidden = config.HIDDEN_ORDER_EMAILS;
  const [done] = await db
    .update(orders)
    .set({ cashReceivedAt: now, cashReceivedBy: caller.userId, updatedAt: now })
    .where(
      and(
        eq(orders.id, input.order_id),
        eq(orders.paymentMethod, 'cod'),
        ne(orders.status, 'cancelled'),
        isNull(orders.cashReceivedAt),
        hidden.length > 0 ? notInArray(orders.customerEmail, [...hidden]) : undefined,
      ),
    )
    .returning({ total: orders.totalPaise });
  if (done) {
    return {
      message: 'Cash received recorded.',
      alreadyRecorded: false,
      receivedAt: now,
      receivedBy: caller.email,
    };
  }
  const [row] = await db
    .select({ order: orders, by: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.cashReceivedBy))
    .where(eq(orders.id, input.order_id));
  if (!row || hidden.includes(row.order.customerEmail)) throw new DomainError('ORDER_NOT_FOUND');
  const { order } = row;
  if (order.paymentMethod !== 'cod') throw new DomainError('NOT_CASH_ORDER');
  if (!order.cashReceivedAt) {
    throw new DomainError('CONFLICT', 'This order was cancelled: there is no cash to receive.');
  }
  const by = row.by ? ` by ${row.by}` : '';
  return {
    message: `Cash was already recorded as received on ${when(order.cashReceivedAt)}${by}. Nothing changed.`,
    alreadyRecorded: true,
    receivedAt: order.cashReceivedAt,
    receivedBy: row.by ?? '',
  };
}
