import { formatOrderDate } from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { paths } from '#shared/web-paths.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DELIVERED_NOTE } from './order-steps.mails.ts';

/** The e-mail a customer gets when the admin marks an ordered item delivered. */
export interface DeliveredItem {
  orderId: number;
  /** What the student reads (`7KQ4-M9X2`): the subject and the link name the order by it. */
  orderNumber: string;
  itemId: number;
  productName: string;
  productStyle: string;
  size: string;
  quantity: number;
  deliveredAt: Date;
  customer: { name: string; email: string };
}

export function itemDeliveredMail(brand: MailBrand, item: DeliveredItem): MailMessage {
  const subject = `Delivered: ${item.productName} from your ${brand.shopName} order ${item.orderNumber}`;
  const what = `${item.quantity} × ${item.productName} (${styleLabel(item.productStyle)}), size ${item.size}`;
  const when = formatOrderDate(item.deliveredAt.getTime());
  const orderUrl = `${brand.publicUrl}${paths.myOrder(item.orderNumber)}`;
  const text = [
    `Hi ${firstName(item.customer.name)},`,
    '',
    `${what} from order ${item.orderNumber} was delivered on ${when}.`,
    DELIVERED_NOTE,
    '',
    `Your order: ${orderUrl}`,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(item.customer.name))},</p>
<p><strong>${escapeHtml(what)}</strong> from order ${item.orderNumber} was delivered on ${escapeHtml(when)}.</p>
<p>${escapeHtml(DELIVERED_NOTE)}</p>
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  );
  return {
    to: item.customer.email,
    subject,
    text: text + textFooter(brand),
    html,
    kind: 'order-delivered',
  };
}

/**
 * Stores the mail in the delivery's transaction (once per item: its dedupe key); the caller
 * sends it after the commit (outbox.ts `sendSoon`), and the outbox retries it if it cannot go.
 */
export function enqueueItemDeliveredMail(
  tx: Db,
  config: Config,
  item: DeliveredItem,
  now: Date,
): Promise<number[]> {
  const mail = itemDeliveredMail(mailBrand(config), item);
  return enqueueMail(tx, [{ ...mail, dedupeKey: `order-delivered:${item.itemId}` }], now);
}
