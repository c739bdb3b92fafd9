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
