import { formatPaise } from '#shared/rules/money.ts';
import { STEP_LABELS } from '#shared/rules/order-steps.ts';
import { REFUND_TIME } from '#shared/rules/refund-status.ts';
import type { OrderItemRow, OrderRow, Refund } from '../../../db/schema/index.ts';

/** What the student and the admin read after a cancel, or when it is refused, in the pages' words. */

/** What a cancel did, as its messages tell it. */
export interface CancelDone {
  items: OrderItemRow[];
  refunds: Refund[];
  wholeOrder: boolean;
  /** For the shop: what to do about cash already received ('' when none). */
  cashNote: string;
}

export const itemName = (i: OrderItemRow) => `${i.productName} (size ${i.size})`;
export const names = (items: readonly OrderItemRow[]) => items.map(itemName).join(', ');
/** "1 of 2 pieces of Quad Tee (size M)" for some pieces of a line; the item's name otherwise. */
const piecesName = (i: OrderItemRow) =>
  i.lineQuantity ? `${i.quantity} of ${i.lineQuantity} pieces of ${itemName(i)}` : itemName(i);

export const refundedOf = (done: CancelDone) => done.refunds.reduce((s, r) => s + r.amountPaise, 0);

/** The shop's note when a cash order's money was received: give it back by hand. */
export const cashBackNote = (order: OrderRow, chargedPaise: number) =>
  order.paymentMethod === 'cod' && order.cashReceivedAt
    ? `Cash was recorded as received for this order: give ${formatPaise(chargedPaise)} back to the student by hand.`
    : '';

/** The student may not cancel this item: it is packed or further along. */
export const itemTooFarMessage = (item: OrderItemRow) =>
  `${itemName(item)} is already ${STEP_LABELS[item.step].toLowerCase()}, so it can no longer be cancelled. Nothing was changed. If you no longer want it, ask for help with this order.`;

/** The student may not cancel the whole order: these items are packed or further along. */
export const orderTooFarMessage = (packed: readonly OrderItemRow[]) =>
  `Part of this order is already on its way (${names(packed)}), so the whole order can no longer be cancelled. Nothing was changed. Items not packed yet can still be cancelled one by one.`;

/** The admin may not cancel a delivered item. */
export const deliveredMessage = (order: OrderRow, item: OrderItemRow) =>
  `${itemName(item)} of order ${order.orderNumber} is already delivered: it can no longer be cancelled. Nothing was changed.`;

/** What the student reads after cancelling, in the order page's words. */
export function studentMessage(order: OrderRow, done: CancelDone): string {
  const what = done.wholeOrder
    ? `Order ${order.orderNumber} is cancelled.`
    : `Cancelled: ${names(done.items)}.`;
  const paid = refundedOf(done);
  if (paid > 0) {
    return `${what} Your refund of ${formatPaise(paid)} has started; it reaches your account in ${REFUND_TIME}.`;
  }
  if (order.paymentMethod === 'cod') {
    return order.cashReceivedAt
      ? `${what} The shop will give back the cash you paid for it.`
      : `${what} There is nothing to pay for it.`;
  }
  return what;
}

/** What the admin reads after cancelling an item. */
export function adminMessage(order: OrderRow, done: CancelDone): string {
  const what = `Cancelled ${done.items.map(piecesName).join(', ')} of order ${order.orderNumber}${done.wholeOrder ? ' (nothing of it is left)' : ''}.`;
  const paid = refundedOf(done);
  const money =
    paid > 0
      ? ` Refund of ${formatPaise(paid)} started.`
      : order.paymentMethod === 'cod'
        ? done.cashNote
          ? ` ${done.cashNote}`
          : ' Cash on Delivery: nothing was paid for it.'
        : '';
  const who = order.customerName.split(/\s+/)[0] || 'The customer';
  return `${what}${money} ${who} gets an e-mail.`;
}
