import { formatPaise } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { paths } from '#shared/web-paths.ts';
import type { OutboxMail } from '../../../adapters/mail/outbox.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';

/**
 * The student's mails about a wrong or damaged item (docs/product.md#wrong-or-damaged-items),
 * each stored in the outbox once (its dedupe key names the remedy). An online refund's mail is
 * the refunds ledger's own ("Your refund of ₹X has started"), sent when the gateway takes it.
 */
export interface RemedyMailInput {
  remedyId: number;
  reference: string;
  /** What the student reads (`7KQ4-M9X2`): the link names the order by it. */
  orderNumber: string;
  productName: string;
  student: { name: string; email: string };
}

function toStudent(
  brand: MailBrand,
  input: RemedyMailInput,
  mail: { subject: string; body: string; kind: string; key: string },
): OutboxMail {
  const link = `${brand.publicUrl}${paths.myOrder(input.orderNumber)}`;
  const text = `Hi ${firstName(input.student.name)},\n\n${mail.body}\n\nYour order: ${link}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    mail.subject,
    `<p>Hi ${escapeHtml(firstName(input.student.name))},</p><p>${escapeHtml(mail.body)}</p>` +
      `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
  );
  return {
    to: input.student.email,
    subject: mail.subject,
    text,
    html,
    kind: mail.kind,
    dedupeKey: `${mail.kind}:${mail.key}`,
  };
}

/** A cash order's refund: the money goes by UPI, so the student is asked for their UPI id. */
export function payoutAskedMail(brand: MailBrand, input: RemedyMailInput, amountPaise: number) {
  const amount = formatPaise(amountPaise);
  return toStudent(brand, input, {
    subject: `${amount} back for your ${input.productName} (${input.reference})`,
    body: `We are sorry your ${input.productName} was not right. We will send you ${amount} by UPI: open your order page and enter your UPI id (like name@bank), and we will pay it within 2 working days.`,
    kind: 'remedy-payout-asked',
    key: String(input.remedyId),
  });
}

/** The payout was sent, with the admin's reference. */
export function payoutPaidMail(
  brand: MailBrand,
  input: RemedyMailInput,
  payout: { amountPaise: number; upiId: string; reference: string; at: Date },
) {
  const amount = formatPaise(payout.amountPaise);
  return toStudent(brand, input, {
    subject: `We have sent you ${amount} (${input.reference})`,
    body: `We sent ${amount} to your UPI id ${payout.upiId} on ${formatOrderDate(payout.at.getTime())} for your ${input.productName}. The UPI transaction id is ${payout.reference}.`,
    kind: 'remedy-payout-paid',
    key: String(input.remedyId),
  });
}

/**
 * One new piece is on its way in place of the wrong or damaged one: set aside from stock, or, for
 * a pre-order whose drop is not printed yet, printed with the drop (docs/product.md#drops).
 */
export function replacementMail(
  brand: MailBrand,
  input: RemedyMailInput,
  size: string,
  printedWith?: { dropName: string; readyBy: string },
) {
  const where = printedWith
    ? `will be printed with ${printedWith.dropName}, ready by ${formatReadyBy(printedWith.readyBy)},`
    : 'is set aside for you';
  return toStudent(brand, input, {
    subject: `A replacement ${input.productName} is on its way (${input.reference})`,
    body: `We are sorry your ${input.productName} was not right. A new one in size ${size} ${where} and comes the way your order does; show your order's handover code when you collect it.`,
    kind: 'remedy-replacement',
    key: String(input.remedyId),
  });
}
