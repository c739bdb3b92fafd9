import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml, type MailBrand } from '../../adapters/mail/templates.ts';

/** What the shop's staff need to act on a size request. */
export interface SizeRequestMailInput {
  /** SHOP_EMAIL. */
  to: string;
  product: { id: number; name: string; url: string };
  size: string;
  quantity: number;
  comments: string;
  /** The e-mail to answer: the token's for a customer, the typed one for a visitor. */
  from: string;
  loggedIn: boolean;
}

/**
 * The mail to the shop about a size request, in plain text and HTML. Everything a visitor typed
 * (e-mail, comments) and the product's name are escaped in the HTML. A plain internal layout:
 * it goes to the shop's own inbox, not to customers.
 */
export function sizeRequestMail(brand: MailBrand, input: SizeRequestMailInput): MailMessage {
  const { product, size, quantity, from } = input;
  const subject = `Size request: ${product.name} in ${size} (${quantity})`;
  const who = input.loggedIn ? `${from} (customer account)` : `${from} (visitor, not logged in)`;
  const comments = input.comments || '(none)';
  const text = [
    `A size request for ${product.name} came in on ${brand.shopName}.`,
    '',
    `Product:  ${product.name} (#${product.id})`,
    `Link:     ${product.url}`,
    `Size:     ${size}`,
    `Quantity: ${quantity}`,
    `From:     ${who}`,
    '',
    'Comments:',
    comments,
    '',
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b">
<p>A size request for <strong>${escapeHtml(product.name)}</strong> came in on ${escapeHtml(brand.shopName)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${row('Product', `<a href="${escapeHtml(product.url)}">${escapeHtml(product.name)}</a> (#${product.id})`)}
${row('Size', escapeHtml(size))}
${row('Quantity', String(quantity))}
${row('From', `<a href="mailto:${escapeHtml(from)}">${escapeHtml(from)}</a> ${input.loggedIn ? '(customer account)' : '(visitor, not logged in)'}`)}
</table>
<p><strong>Comments</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(comments)}</p>
</body></html>`;
  return { to: input.to, subject, text, html, kind: 'size-request' };
}
