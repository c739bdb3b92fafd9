import type { CashReceivedBody } from '#shared/contract/admin-order.ts';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { cashReceiptOf, markCashReceived } from './orders.queries.ts';

export interface CashReceived {
  message: string;
  alreadyRecorded: boolean;
  receivedAt: Date;
  receivedBy: string;
}

const when = (at: Date) => `${formatOrderDate(at.getTime())} at ${istTime(at.getTime())}`;

/**
 * admin/cash-received: records a cash-on-delivery order's money as received, by this admin, now
 * (the orders area owns an order's money, ADR 021). One conditional update does it, so two clicks
 * or two admins at once record it once; the second is told when and by whom it was recorded.
 * Online orders have no cash to receive; staff orders (HIDDEN_ORDER_EMAILS) are not found.
 */
export async function recordCashReceived(
  { db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  caller: Caller,
  input: CashReceivedBody,
): Promise<CashReceived> {
  const now = clock();
  const hidden = config.HIDDEN_ORDER_EMAILS;
  const done = await markCashReceived(db, {
    orderId: input.order_id,
    at: now,
    by: caller.userId,
    hiddenEmails: hidden,
  });
  if (done) {
    return {
      message: 'Cash received recorded.',
      alreadyRecorded: false,
      receivedAt: now,
      receivedBy: caller.email,
    };
  }
  const row = await cashReceiptOf(db, input.order_id);
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
