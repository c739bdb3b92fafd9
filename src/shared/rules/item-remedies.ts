import { formatRupees } from './money.ts';
import { formatOrderDate } from './orders.ts';

/**
 * Wrong or damaged items (docs/product.md#wrong-or-damaged-items): the UPI id a cash order's
 * student gives for a payout, and the states a remedy shows as.
 */

/** `name@bank`: letters, digits, dot, dash or underscore; then the bank's handle of letters. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,31}$/;
export const UPI_ID_MAX = 100;

/**
 * What a remedy looks like to the student and the admin: an online refund started, refunded or
 * refused by the gateway; a payout waiting for the student's UPI id, waiting to be paid, or paid;
 * a replacement sent or handed over.
 */
export const REMEDY_STATUSES = [
  'refundStarted',
  'refunded',
  'refundFailed',
  'awaitingUpi',
  'toPay',
  'paid',
  'sent',
  'handedOver',
] as const;
export type RemedyStatus = (typeof REMEDY_STATUSES)[number];

/** What a remedy's lines need (the contract's `ItemRemedy`, rupees and epoch ms). */
export interface RemedyView {
  status: RemedyStatus;
  amount: number;
  size: string;
  upiId: string;
  date: number;
  doneDate: number | null;
}

const day = (ms: number) => formatOrderDate(ms);

/**
 * The one wording of a remedy for the student (order page) and the admin: a headline and what
 * happens next. A refund the gateway refused still reads as started for the student: the shop
 * sends it again (docs/product.md#wrong-or-damaged-items).
 */
export function remedyText(r: RemedyView, forAdmin = false): { title: string; detail: string } {
  const amount = formatRupees(r.amount);
  const done = r.doneDate === null ? '' : day(r.doneDate);
  switch (r.status) {
    case 'refundStarted':
      return {
        title: `Refund of ${amount} started on ${day(r.date)}`,
        detail: 'It reaches the account you paid from in 7–10 business days.',
      };
    case 'refundFailed':
      return forAdmin
        ? {
            title: `Refund of ${amount} failed`,
            detail: 'The gateway refused it: send it again from Problems.',
          }
        : {
            title: `Refund of ${amount} started on ${day(r.date)}`,
            detail: 'It is taking longer than usual; we are on it.',
          };
    case 'refunded':
      return { title: `Refunded ${amount}`, detail: done ? `Completed on ${done}.` : '' };
    case 'awaitingUpi':
      return forAdmin
        ? { title: `Payout of ${amount}`, detail: 'Waiting for the student to give their UPI id.' }
        : {
            title: `${amount} will be sent to your UPI id`,
            detail: 'Tell us your UPI id below and we will send it within 2 working days.',
          };
    case 'toPay':
      return forAdmin
        ? {
            title: `Payout of ${amount} to ${r.upiId}`,
            detail: 'Send it by UPI, then mark it paid with the UPI transaction id.',
          }
        : {
            title: `${amount} will be sent to your UPI id ${r.upiId}`,
            detail: 'We send it within 2 working days.',
          };
    case 'paid':
      return {
        title: forAdmin
          ? `Payout of ${amount} paid to ${r.upiId}`
          : `${amount} sent to your UPI id ${r.upiId}`,
        detail: `Paid on ${done}.`,
      };
    case 'sent':
      return {
        title: `Replacement in size ${r.size} on its way`,
        detail: `Set aside on ${day(r.date)}; it comes the way your order does.`,
      };
    case 'handedOver':
      return { title: `Replacement in size ${r.size} handed over`, detail: `On ${done}.` };
  }
}
