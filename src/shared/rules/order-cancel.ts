import type { ItemStep } from './order-steps.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';

/**
 * Who may cancel what (docs/product.md#cancelling-an-order), shown by the pages and enforced by
 * the server: the student cancels an item, or the whole order, until it is packed; the admin any
 * item not delivered yet, with a reason. A cancelled item stays cancelled.
 */

/** Who cancelled an item. */
export const CANCELLED_BY = ['student', 'admin'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

interface StepOf {
  step?: ItemStep | undefined;
  isDelivered: boolean;
}

const stepOf = (item: StepOf): ItemStep => item.step ?? (item.isDelivered ? 'delivered' : 'placed');

export const isCancelled = (item: StepOf) => stepOf(item) === 'cancelled';

/** The student may cancel this item: it is not packed yet. */
export const studentMayCancelItem = (item: StepOf) => stepOf(item) === 'placed';

/**
 * The student may cancel the whole order: something is left to cancel, and every item not
 * cancelled yet is still only placed.
 */
export const studentMayCancelOrder = (items: readonly StepOf[]) =>
  items.some(studentMayCancelItem) && items.every((i) => studentMayCancelItem(i) || isCancelled(i));

/** The admin may cancel this item: not delivered, not cancelled. */
export const adminMayCancelItem = (item: StepOf) =>
  stepOf(item) !== 'delivered' && stepOf(item) !== 'cancelled';

/** Longest reason, in characters (the student's optional one and the admin's required one). */
export const CANCEL_REASON_MAX = 300;
/** The admin's reason is required: at least this many characters. */
export const CANCEL_REASON_MIN = 3;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** An epoch-ms time as "26 Nov", the day in India, wherever the code runs. */
export function shortDay(epochMs: number): string {
  const d = new Date(epochMs + IST_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/**
 * "Cancelled on 26 Nov (by you)" / "Cancelled on 26 Nov (by the shop: out of this print)": one
 * wording for the student's page and mails.
 */
export function cancelledLine(c: { at: number; by: CancelledBy; reason: string }): string {
  const who = c.by === 'student' ? 'by you' : `by the shop${c.reason ? `: ${c.reason}` : ''}`;
  return `Cancelled on ${shortDay(c.at)} (${who})`;
}

interface PricedItem extends StepOf {
  price: number;
  quantity: number;
  discount?: number | undefined;
}

/** Rupees each cancelled item was charged (price × quantity less its coupon share), in all. */
export function cancelledAmount(items: readonly PricedItem[]): number {
  const paise = items
    .filter(isCancelled)
    .reduce(
      (sum, i) => sum + rupeesToPaise(i.price) * i.quantity - rupeesToPaise(i.discount ?? 0),
      0,
    );
  return paiseToRupees(paise);
}

/**
 * Rupees the order still costs once its cancelled items are given up: the total less what they
 * were charged, and less the delivery charge when nothing is left (what a cash order still owes;
 * what an online one keeps once its refunds are through).
 */
export function amountKept(order: {
  totalAmount: number;
  deliveryCharges: number;
  productsOrdered: readonly PricedItem[];
}): number {
  const items = order.productsOrdered;
  const delivery = items.every(isCancelled) ? rupeesToPaise(order.deliveryCharges) : 0;
  return paiseToRupees(
    rupeesToPaise(order.totalAmount) - rupeesToPaise(cancelledAmount(items)) - delivery,
  );
}
