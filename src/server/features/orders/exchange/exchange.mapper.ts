import type { AdminExchange, Exchange } from '#shared/contract/exchanges.ts';
import type { ExchangeRecord } from './exchange.queries.ts';

/** A request as the student sees it: what, when, and a decline's reason (not which admin). */
export const toExchange = (r: ExchangeRecord): Exchange => ({
  exchange_id: r.id,
  orderItem_id: r.orderItemId,
  fromSize: r.fromSize,
  toSize: r.toSize,
  quantity: r.quantity,
  reason: r.reason,
  state: r.state,
  askedDate: r.createdAt.getTime(),
  decidedDate: r.decidedAt?.getTime() ?? null,
  declineReason: r.declineReason,
  swappedDate: r.swappedAt?.getTime() ?? null,
});

/** A request for the admin: who acted, how the swap was confirmed, the order's version. */
export const toAdminExchange = (r: ExchangeRecord): AdminExchange => ({
  ...toExchange(r),
  order_id: r.orderId,
  orderNumber: r.orderNumber,
  version: r.orderVersion,
  productName: r.productName,
  customerName: r.customerName,
  needsCode: r.handoverCode !== '',
  decidedBy: r.decidedByEmail,
  swappedBy: r.swappedByEmail,
  swapCheck: r.swapCheck ?? '',
  swapNote: r.swapNote,
  returned: r.returned,
});
