import type { ItemRemedy, PayoutEntry } from '#shared/contract/item-remedies.ts';
import type { RemedyStatus } from '#shared/rules/item-remedies.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { helpReference } from '../help/help.mapper.ts';
import type { RemedyRecord } from './remedies.queries.ts';

/** How a remedy reads on the pages (docs/product.md#wrong-or-damaged-items). */
export function remedyStatus(r: RemedyRecord): RemedyStatus {
  const { remedy } = r;
  if (remedy.kind === 'refund') {
    if (r.refundState === 'completed') return 'refunded';
    return r.refundState === 'failed' ? 'refundFailed' : 'refundStarted';
  }
  if (remedy.kind === 'payout') {
    if (remedy.state === 'paid') return 'paid';
    return remedy.upiId ? 'toPay' : 'awaitingUpi';
  }
  return remedy.state === 'handed_over' ? 'handedOver' : 'sent';
}

export function toRemedyReply(r: RemedyRecord): ItemRemedy {
  const { remedy } = r;
  const done =
    remedy.kind === 'refund'
      ? r.refundState === 'completed'
        ? r.refundSettledAt
        : null
      : remedy.doneAt;
  return {
    id: remedy.id,
    reference: helpReference(remedy.helpRequestId),
    helpRequestId: remedy.helpRequestId,
    orderId: r.orderId,
    orderNumber: r.orderNumber,
    orderItem_id: remedy.orderItemId,
    productName: r.productName,
    kind: remedy.kind,
    status: remedyStatus(r),
    amount: paiseToRupees(remedy.amountPaise),
    upiId: remedy.upiId,
    paidReference: remedy.reference,
    size: remedy.size ?? '',
    handoverCheck: remedy.handoverCheck ?? '',
    note: remedy.note,
    date: remedy.createdAt.getTime(),
    doneDate: done?.getTime() ?? null,
    doneBy: r.doneByEmail ?? '',
  };
}

export const toPayoutEntry = (r: RemedyRecord): PayoutEntry => ({
  ...toRemedyReply(r),
  customerName: r.customerName,
  customerEmail: r.customerEmail,
});
