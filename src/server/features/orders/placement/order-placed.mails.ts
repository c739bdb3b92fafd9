import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { formatPaise } from '#shared/rules/money.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { paths } from '#shared/web-paths.ts';
import type { Config } from '../../../config.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import type { OutboxMail } from '../../../adapters/mail/outbox.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';
import type { OrderRecord } from '../order-record.ts';

/** The order-placed e-mails: one to the customer, one to the shop (SHOP_EMAIL). */

function itemLines(order: OrderRecord): string[] {
  return order.items.map((i) => {
    const names = i.teeName ? ` · name "${i.teeName}", ${i.institutionName}` : '';
    // A pre-order is ready by its drop's day, not the settings' (docs/product.md#drops).
    const preOrder = i.dropReadyBy
      ? ` · pre-order in ${i.dropName ?? 'a drop'}, ready by ${formatReadyBy(i.dropReadyBy)}`
      : '';
    return `${i.quantity} × ${i.productName} (${styleLabel(i.productStyle)}), size ${i.size}${names}${preOrder}: ${formatPaise(i.unitPricePaise * i.quantity)}`;
  });
}

/** Where the order goes and how to collect it, in one sentence. */
function deliveryText(order: OrderRecord, pickupPoint: string): string {
  const code = order.handoverCode
    ? ` Show the code ${order.handoverCode} when you collect it.`
    : '';
  switch (order.deliveryMethod) {
    case 'pickup':
      return `Pickup from ${pickupPoint}. We will e-mail you when it is ready.${code}`;
    case 'hostel':
      return `Delivery to your hostel: ${order.hostelAddress}. We will e-mail you when it is ready.${code}`;
    case 'delivery': {
      const a = order.address;
      return `Home delivery to ${[a.address1, a.address2, a.city, a.state, a.pinCode].filter(Boolean).join(', ')}. We will e-mail you when it ships.`;
    }
  }
}

/** "Coupon WELCOME10: −₹100" (docs/product.md#coupon-codes). */
const couponLine = (order: OrderRecord) =>
  `Coupon ${order.couponCode}: −${formatPaise(order.discountPaise)}`;

const paidBy = (order: OrderRecord) =>
  order.paymentMethod === 'cod'
    ? 'Cash on Delivery (pay when you collect)'
    : `Paid online (transaction ${order.transactionId ?? ''})`;

function summaryHtml(order: OrderRecord, delivery: string): string {
  const rows = itemLines(order)
    .map((line) => `<li style="margin:4px 0">${escapeHtml(line)}</li>`)
    .join('');
  return `<ul style="padding-left:18px">${rows}</ul>
<p>${order.discountPaise > 0 ? `${escapeHtml(couponLine(order))}<br>` : ''}Delivery charges: ${escapeHtml(formatPaise(order.deliveryChargePaise))}<br>
<strong>Total: ${escapeHtml(formatPaise(order.totalPaise))}</strong><br>
${escapeHtml(paidBy(order))}</p>
<p>${escapeHtml(delivery)}</p>`;
}

function orderPlacedMail(brand: MailBrand, order: OrderRecord, pickupPoint: string): MailMessage {
  // The order number, never the row id (docs/product.md#order-numbers), and its own page.
  const subject = `Your ${brand.shopName} order ${order.orderNumber} is placed`;
  const delivery = deliveryText(order, pickupPoint);
  const ordersUrl = `${brand.publicUrl}${paths.myOrder(order.orderNumber)}`;
  const text = [
    `Hi ${firstName(order.customer.name)},`,
    '',
    `Thank you! Your order ${order.orderNumber} is placed.`,
    '',
    ...itemLines(order),
    ...(order.discountPaise > 0 ? [couponLine(order)] : []),
    `Delivery charges: ${formatPaise(order.deliveryChargePaise)}`,
    `Total: ${formatPaise(order.totalPaise)}`,
    paidBy(order),
    '',
    delivery,
    '',
    `Follow your order: ${ordersUrl}`,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(order.customer.name))},</p>
<p>Thank you! Your order <strong>${order.orderNumber}</strong> is placed.</p>
${summaryHtml(order, delivery)}
<p><a href="${escapeHtml(ordersUrl)}">Follow your order</a></p>`,
  );
  return {
    to: order.customer.email,
    subject,
    text: text + textFooter(brand),
    html,
    kind: 'order-placed',
  };
}

function newOrderMail(
  brand: MailBrand,
  order: OrderRecord,
  to: string,
  pickupPoint: string,
): MailMessage {
  const c = order.customer;
  const subject = `New order ${order.orderNumber}: ${formatPaise(order.totalPaise)}, ${deliveryMethodLabel(order.deliveryMethod, pickupPoint)}`;
  const delivery = deliveryText(order, pickupPoint);
  const who = `${c.name} <${c.email}>${c.phone ? `, ${c.phone}` : ''}`;
  const text = [
    `New order ${order.orderNumber} from ${who}`,
    '',
    ...itemLines(order),
    '',
    paidBy(order),
    delivery,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>New order <strong>${order.orderNumber}</strong> from ${escapeHtml(who)}</p>${summaryHtml(order, delivery)}`,
  );
  return { to, subject, text, html, replyTo: c.email, kind: 'order-new' };
}

/** Both mails of a placed order, each with its dedupe key (once per order). */
export function orderPlacedMails(config: Config, order: OrderRecord): OutboxMail[] {
  const brand = mailBrand(config);
  return [
    {
      ...orderPlacedMail(brand, order, config.PICKUP_POINT),
      dedupeKey: `order-placed:${order.id}`,
    },
    {
      ...newOrderMail(brand, order, config.SHOP_EMAIL, config.PICKUP_POINT),
      dedupeKey: `order-new:${order.id}`,
    },
  ];
}
