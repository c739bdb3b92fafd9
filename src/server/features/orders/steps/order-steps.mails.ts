import { STEP_LABELS } from '#shared/rules/order-steps.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { paths } from '#shared/web-paths.ts';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { OrderItemRow, OrderRow } from '../../../db/schema/index.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail } from '../../../adapters/mail/outbox.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';

/** The steps the student is e-mailed about (docs/product.md#order-steps). */
export type MailedStep = 'ready_for_pickup' | 'out_for_delivery' | 'delivered';

export interface StepMailInput {
  step: MailedStep;
  order: OrderRow;
  /** The items that reached the step now. */
  items: OrderItemRow[];
  at: Date;
}

/** What every delivered mail ends with. */
export const DELIVERED_NOTE =
  'We hope you love it! If the size is not right, the exchange policy on the shop explains what to do.';

/** What the student does next, in one or two sentences. */
function nextText(input: StepMailInput, pickupPoint: string): string {
  const { order, step } = input;
  const code = order.handoverCode
    ? ` Show the handover code ${order.handoverCode} (it is also on your order page).`
    : '';
  if (step === 'delivered') return DELIVERED_NOTE;
  if (step === 'ready_for_pickup') {
    return `Collect it from ${pickupPoint} whenever it suits you.${code}`;
  }
  if (order.deliveryMethod === 'hostel') {
    return `It is on its way to your hostel, ${order.hostelAddress}.${code}`;
  }
  const where = [order.address1, order.address2, order.city, order.state, order.pinCode]
    .filter(Boolean)
    .join(', ');
  return `It is on its way to ${where}.`;
}

export function orderStepMail(
  brand: MailBrand,
  pickupPoint: string,
  input: StepMailInput,
): MailMessage {
  const { order, items } = input;
  const label = STEP_LABELS[input.step];
  const when = formatOrderDate(input.at.getTime());
  const headline =
    input.step === 'delivered'
      ? `Order ${order.orderNumber} was delivered on ${when}:`
      : `Order ${order.orderNumber} is ${label.toLowerCase()} (${when}):`;
  return itemsMail(brand, {
    order,
    subject: `${label}: your ${brand.shopName} order ${order.orderNumber}`,
    headline,
    items,
    after: [nextText(input, pickupPoint)],
    kind: `order-${input.step.replace(/_/g, '-')}`,
  });
}

/** One ordered item in a mail: "2 × Quad Tee (Regular T-Shirt), size M". */
export const itemMailLine = (i: OrderItemRow) =>
  `${i.quantity} × ${i.productName} (${styleLabel(i.productStyle)}), size ${i.size}`;

/**
 * A mail to the student about some items of their order: the greeting, a headline, the items,
 * what follows (a paragraph each) and a link to the order page.
 */
export function itemsMail(
  brand: MailBrand,
  input: {
    order: OrderRow;
    subject: string;
    headline: string;
    items: readonly OrderItemRow[];
    after: readonly string[];
    kind: string;
  },
): MailMessage {
  const { order, subject, headline } = input;
  const lines = input.items.map(itemMailLine);
  const orderUrl = `${brand.publicUrl}${paths.myOrder(order.orderNumber)}`;
  const text = [
    `Hi ${firstName(order.customerName)},`,
    '',
    headline,
    ...lines.map((l) => `- ${l}`),
    '',
    ...input.after,
    '',
    `Your order: ${orderUrl}`,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(order.customerName))},</p>
<p>${escapeHtml(headline)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${input.after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>`,
  );
  return {
    to: order.customerEmail,
    subject,
    text: text + textFooter(brand),
    html,
    kind: input.kind,
  };
}

/**
 * Stores the mail in the step's transaction; its dedupe key names the order, the step and the
 * items, so the same items reaching the same step mail once (ADR 016). The caller sends it after
 * the commit.
 */
export function enqueueOrderStepMail(
  tx: Db,
  config: Config,
  input: StepMailInput,
): Promise<number[]> {
  const mail = orderStepMail(mailBrand(config), config.PICKUP_POINT, input);
  const ids = input.items.map((i) => i.id).join(',');
  return enqueueMail(
    tx,
    [{ ...mail, dedupeKey: `order-step:${input.order.id}:${input.step}:${ids}` }],
    input.at,
  );
}
