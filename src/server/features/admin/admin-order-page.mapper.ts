import type { AdminOrderReply, AdminPaymentEvent } from '#shared/contract/admin-order.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { PaymentEventRecord } from './admin-order-page.queries.ts';
import { toAdminOrderReply } from './admin-orders.mapper.ts';
import type { AdminOrderView } from './admin-order-page.service.ts';

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A kept gateway report as the admin reads it. Only these fields leave the server: a report is
 * whatever the gateway sent, and the page needs no more than what happened and when.
 */
function toEvent(e: PaymentEventRecord): AdminPaymentEvent {
  const p = (e.payload ?? {}) as Record<string, unknown>;
  return {
    source: e.source,
    state: textOf(p.state),
    amount: typeof p.amountPaise === 'number' ? paiseToRupees(p.amountPaise) : null,
    transactionId: textOf(p.transactionId),
    paymentMode: textOf(p.paymentMode),
    date: e.createdAt.getTime(),
  };
}

export function toAdminOrderPageReply(view: AdminOrderView): Omit<AdminOrderReply, 'status'> {
  const p = view.payment?.payment;
  return {
    order: toAdminOrderReply(view.order),
    payment: p
      ? {
          ref: p.merchantOrderRef,
          provider: p.provider,
          state: p.state,
          amount: paiseToRupees(p.amountPaise),
          transactionId: p.providerTransactionId ?? '',
          note: p.note,
          refunds: view.payment!.refunds.map((r) => ({
            ref: r.merchantRefundId,
            amount: paiseToRupees(r.amountPaise),
            state: r.state,
            reason: r.reason,
            note: r.note,
            date: r.createdAt.getTime(),
            settled: r.settledAt?.getTime() ?? null,
            orderItem_id: r.orderItemId,
          })),
          date: p.createdAt.getTime(),
          updated: p.updatedAt.getTime(),
          events: view.payment!.events.map(toEvent),
        }
      : null,
  };
}
