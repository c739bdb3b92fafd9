import { HELP_ISSUE_LABELS, type HelpIssue } from '#shared/rules/order-help.ts';
import { paths } from '#shared/web-paths.ts';
import type { MailMessage } from '../../../adapters/mail/mailer.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../../adapters/mail/templates.ts';

/** One help request, as its three mails describe it (docs/product.md#help-with-an-order). */
export interface HelpMailInput {
  reference: string;
  issue: HelpIssue;
  /** The order's number as its student reads it (`7KQ4-M9X2`); null: no order. */
  orderNumber: string | null;
  message: string;
  transactionId: string;
  photoUrl: string;
  student: { name: string; email: string };
}

const about = (input: HelpMailInput) =>
  input.orderNumber === null
    ? `a payment (${input.transactionId}) that made no order`
    : `order ${input.orderNumber}`;

/** Where the student reads the request and its answer. */
const pageUrl = (brand: MailBrand, input: HelpMailInput) =>
  `${brand.publicUrl}${input.orderNumber === null ? paths.myOrders : paths.myOrder(input.orderNumber)}`;

/** An absolute link to the photo (local storage answers a path on this server). */
const photoLink = (brand: MailBrand, url: string) =>
  url.startsWith('/') ? `${brand.publicUrl}${url}` : url;

/** A mail to the student: the greeting, then the body, in the shop's frame and with its footer. */
function toStudent(
  brand: MailBrand,
  input: HelpMailInput,
  mail: { subject: string; text: string; kind: string },
  bodyHtml: string,
): MailMessage {
  const greeting = `<p>Hi ${escapeHtml(firstName(input.student.name))},</p>\n`;
  return {
    to: input.student.email,
    subject: mail.subject,
    text: mail.text + textFooter(brand),
    html: layout(brand, mail.subject, greeting + bodyHtml),
    kind: mail.kind,
  };
}

/**
 * The acknowledgement to the student: the reference, the issue and where the answer will show.
 * It repeats nothing they typed but the payment reference (checked to be letters and digits).
 */
export function helpAckMail(brand: MailBrand, input: HelpMailInput): MailMessage {
  const subject = `We have your request ${input.reference} about ${about(input)}`;
  const issue = HELP_ISSUE_LABELS[input.issue];
  const url = pageUrl(brand, input);
  const next =
    'Someone from our team will look into it and answer within 2 working days. The answer comes by e-mail and shows on the page below.';
  const text = [
    `Hi ${firstName(input.student.name)},`,
    '',
    `Thank you for telling us. We have your request about ${about(input)}: ${issue}.`,
    `Your reference: ${input.reference}`,
    '',
    next,
    `Follow it here: ${url}`,
  ].join('\n');
  return toStudent(
    brand,
    input,
    { subject, text, kind: 'order-help-ack' },
    `<p>Thank you for telling us. We have your request about ${escapeHtml(about(input))}: <strong>${escapeHtml(issue)}</strong>.</p>
<p style="font-size:18px">Your reference: <strong>${escapeHtml(input.reference)}</strong></p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(url)}">Follow your request</a></p>`,
  );
}

/** The notice to the shop (SHOP_EMAIL), Reply-To the student; everything typed is escaped. */
export function helpToShopMail(brand: MailBrand, to: string, input: HelpMailInput): MailMessage {
  const issue = HELP_ISSUE_LABELS[input.issue];
  const subject = `[${input.reference}] Help with ${about(input)}: ${issue}`;
  const photo = input.photoUrl ? photoLink(brand, input.photoUrl) : '';
  const text = [
    `${input.student.name} <${input.student.email}> asks for help with ${about(input)}.`,
    `Issue: ${issue}`,
    ...(photo ? [`Photo: ${photo}`] : []),
    '',
    input.message,
    '',
    `Answer it from the admin's inbox: ${brand.publicUrl}${paths.inbox}?kind=help`,
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(input.student.name)} &lt;${escapeHtml(input.student.email)}&gt; asks for help with ${escapeHtml(about(input))}.</p>
<p>Issue: <strong>${escapeHtml(issue)}</strong></p>
${photo ? `<p><a href="${escapeHtml(photo)}">The photo they sent</a></p>` : ''}
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(`${brand.publicUrl}${paths.inbox}?kind=help`)}">Answer it from the inbox</a></p>`,
  );
  return { to, subject, text, html, replyTo: input.student.email, kind: 'order-help-shop' };
}

/** The admin's answer, to the student. */
export function helpAnswerMail(
  brand: MailBrand,
  input: HelpMailInput,
  answer: string,
): MailMessage {
  const subject = `Answer to your request ${input.reference} about ${about(input)}`;
  const url = pageUrl(brand, input);
  const text = [
    `Hi ${firstName(input.student.name)},`,
    '',
    `About your request ${input.reference} (${HELP_ISSUE_LABELS[input.issue]}), ${brand.shopName} writes:`,
    '',
    answer,
    '',
    `See it with your order: ${url}`,
    'Something still not right? Raise a new request from the same page.',
  ].join('\n');
  return toStudent(
    brand,
    input,
    { subject, text, kind: 'order-help-answer' },
    `<p>About your request <strong>${escapeHtml(input.reference)}</strong> (${escapeHtml(HELP_ISSUE_LABELS[input.issue])}), ${escapeHtml(brand.shopName)} writes:</p>
<blockquote style="white-space:pre-wrap;border-left:3px solid #d4d4d8;margin:0;padding-left:12px">${escapeHtml(answer)}</blockquote>
<p><a href="${escapeHtml(url)}">See it with your order</a></p>
<p>Something still not right? Raise a new request from the same page.</p>`,
  );
}
