import { styleLabel } from '#shared/rules/styles.ts';
import { paths } from '#shared/web-paths.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { ExchangeRequestRow, OrderItemRow, OrderRow } from '../../../db/schema/index.ts';

/** The student's mails about a size exchange (docs/product.md#size-exchange), through the outbox. */

export interface ExchangeMailInput {
  decision: 'approved' | 'declined';
  order: OrderRow;
  item: OrderItemRow;
  exchange: Pick<ExchangeRequestRow, 'id' | 'fromSize' | 'toSize' | 'quantity' | 'declineReason'>;
}

/** Where and how the swap happens, in one or two sentences. */
function swapText(input: ExchangeMailInput, pickupPoint: string): string {
  const { order, exchange } = input;
  const old = `the size ${exchange.fromSize} piece${exchange.quantity > 1 ? 's' : ''}`;
  const code = order.handoverCode
    ? ` Show the handover code ${order.handoverCode} (it is also on your order page).`
    : '';
  const where =
    order.deliveryMethod === 'hostel'
      ? `We bring it to your hostel, ${order.hostelAddress}: hand over ${old} (unworn, tags on) when we do.`
      : `Bring ${old} (unworn, tags on) to ${pickupPoint} and take the new size with you.`;
  return where + code;
}

export function exchangeMail(
  brand: MailBrand,
  pickupPoint: string,
  input: ExchangeMailInput,
): MailMessage {
  const { order, item, exchange } = input;
  const what = `${exchange.quantity} × ${item.productName} (${styleLabel(item.productStyle)})`;
  const approved = input.decision === 'approved';
  const subject = approved
    ? `Exchange approved: size ${exchange.toSize} is ready (order ${order.orderNumber})`
    : `Exchange declined (order ${order.orderNumber})`;
  const lines = approved
    ? [
        `Your exchange of ${what} from size ${exchange.fromSize} to ${exchange.toSize} is approved, and size ${exchange.toSize} is set aside for you.`,
        swapText(input, pickupPoint),
      ]
    : [
        `We cannot exchange ${what} from size ${exchange.fromSize} to ${exchange.toSize}.`,
        `Why: ${exchange.declineReason}`,
        'You keep the piece you have. Reply to this mail or use Help with this order if you have a question.',
      ];
  const orderUrl = `${brand.publicUrl}${paths.myOrder(order.orderNumber)}`;
  const hi = `Hi ${firstName(order.customerName)},`;
  const text = [hi, '', ...lines.flatMap((l) => [l, '']), `Your order: ${orderUrl}`].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(hi)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  );
  return {
    to: order.customerEmail,
    subject,
    text: text + textFooter(brand),
    html,
    kind: `exchange-${input.decision}`,
  };
}

/** Stores the mail in the decision's transaction, once per request and decision (ADR 016). */
export function enqueueExchangeMail(
  tx: Db,
  config: Config,
  input: ExchangeMailInput,
  at: Date,
): Promise<number[]> {
  const mail = exchangeMail(mailBrand(config), config.PICKUP_POINT, input);
  return enqueueMail(
    tx,
    [{ ...mail, dedupeKey: `exchange:${input.exchange.id}:${input.decision}` }],
    at,
  );
}
