import { formatPaise, paiseToRupees } from '#shared/rules/money.ts';
import { cancelledLine, type CancelledBy } from '#shared/rules/order-cancel.ts';
import { refundStatusLine } from '#shared/rules/refund-status.ts';
import { paths } from '#shared/web-paths.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { OrderItemRow, OrderRow, Refund } from '../../../db/schema/index.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import { itemMailLine, itemsMail } from '../steps/order-steps.mails.ts';

/**
 * The two mails of a cancel (docs/product.md#cancelling-an-order), stored in its transaction
 * (ADR 016): the student's, in the order page's words, and the shop's. Their dedupe keys name the
 * order and the items, so one cancel mails once however often it is asked for.
 */

export interface CancelMailInput {
  order: OrderRow;
  /** The items cancelled now. */
  items: OrderItemRow[];
  by: CancelledBy;
  reason: string;
  /** Every item of the order is cancelled now. */
  wholeOrder: boolean;
  refunds: Refund[];
  /** For the shop: what to do about cash already received ('' when none). */
  cashNote: string;
  /** The credit note the cancel issued against the order's invoice, if any. */
  creditNote?: string | undefined;
  at: Date;
}

/** Where the student finds the credit note the cancel issued (docs/product.md#credit-notes). */
const creditNoteLines = (input: CancelMailInput): string[] =>
  input.creditNote
    ? [
        `Credit note ${input.creditNote} credits this against your tax invoice ${input.order.invoiceNumber ?? ''}. You can download it from your order page.`,
      ]
    : [];

/** What the student reads about the money, as the order page says it. */
function moneyLines(input: CancelMailInput): string[] {
  if (input.refunds.length > 0) {
    const amount = input.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
    return [
      `${refundStatusLine({ amount: paiseToRupees(amount), state: 'requested', started: input.at.getTime(), settled: null })}.`,
    ];
  }
  if (input.order.paymentMethod === 'cod') {
    return input.order.cashReceivedAt
      ? ['The shop will give back the cash you paid for it.']
      : ['Nothing was charged for it: there is nothing to pay for it on collection.'];
  }
  return [];
}

export async function enqueueCancelMails(
  tx: Db,
  config: Config,
  input: CancelMailInput,
): Promise<number[]> {
  const brand = mailBrand(config);
  const { order } = input;
  const number = order.orderNumber;
  const subject = input.wholeOrder
    ? `Cancelled: your ${brand.shopName} order ${number}`
    : `An item of your ${brand.shopName} order ${number} was cancelled`;
  const cancelled = cancelledLine({
    at: input.at.getTime(),
    by: input.by,
    reason: input.reason,
  });
  const student = itemsMail(brand, {
    order,
    subject,
    headline: input.wholeOrder
      ? `Your order ${number} is cancelled.`
      : `From your order ${number}, this is cancelled:`,
    items: input.items,
    after: [`${cancelled}.`, ...moneyLines(input), ...creditNoteLines(input)],
    kind: 'order-cancelled',
  });
  const lines = input.items.map(itemMailLine);
  const refunded = input.refunds.reduce((sum, r) => sum + r.amountPaise, 0);
  const who = input.by === 'student' ? 'the student' : 'the shop';
  const shopText = [
    `${input.wholeOrder ? `Order ${number} was cancelled` : `Items of order ${number} were cancelled`} by ${who}${input.reason ? `: ${input.reason}` : '.'}`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    refunded > 0
      ? `Refund started: ${formatPaise(refunded)}.`
      : order.paymentMethod === 'cod'
        ? 'Cash on Delivery: nothing to refund through the gateway.'
        : 'Nothing left to refund.',
    ...(input.cashNote ? [input.cashNote] : []),
    ...(input.creditNote ? [`Credit note ${input.creditNote} issued.`] : []),
    'The stock is back on sale.',
    `Customer: ${order.customerName} <${order.customerEmail}>`,
    `Order: ${brand.publicUrl}${paths.adminOrder(order.id)}`,
  ].join('\n');
  const ids = input.items.map((i) => i.id).join(',');
  return enqueueMail(
    tx,
    [
      { ...student, dedupeKey: `order-cancelled:${order.id}:${ids}` },
      {
        to: config.SHOP_EMAIL,
        subject: `Cancelled (${who === 'the student' ? 'by the student' : 'by the shop'}): order ${number}, ${plural(input.items.length)}`,
        text: shopText,
        replyTo: order.customerEmail,
        kind: 'order-cancelled-shop',
        dedupeKey: `order-cancelled-shop:${order.id}:${ids}`,
      },
    ],
    input.at,
  );
}

const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
