import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml, layout, textFooter, type MailBrand } from '../../adapters/mail/templates.ts';

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
 * it goes to the shop's own inbox, not to customers. Its Reply-To is the requester, so answering
 * it answers them (as the contact forms' mails do).
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
  return { to: input.to, subject, text, html, replyTo: from, kind: 'size-request' };
}

/**
 * The acknowledgement to the requester: which product, size and quantity were noted and what
 * happens next. It repeats nothing they typed (not the comments), so the form cannot be used to
 * mail a stranger someone else's words (docs/product.md#forms does the same).
 */
export function sizeRequestAckMail(brand: MailBrand, input: SizeRequestMailInput): MailMessage {
  const { product, size, quantity } = input;
  const subject = `We noted your request: ${product.name} in size ${size}`;
  const noted = `Thank you for telling ${brand.shopName} which size you need. We have noted your request for ${quantity} of ${product.name} in size ${size}.`;
  const next = `What happens next: we look at every request when we plan the next print run, and write to you at this address when the size is available or if we have a question. To add anything, reply to this e-mail.`;
  const ignore = 'If you did not send this request, you can ignore this e-mail.';
  const text = [
    'Hello,',
    '',
    noted,
    '',
    `The product: ${product.url}`,
    '',
    next,
    '',
    ignore,
    textFooter(brand),
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hello,</p>
<p>${escapeHtml(noted)}</p>
<p><a href="${escapeHtml(product.url)}">${escapeHtml(product.name)}</a></p>
<p>${escapeHtml(next)}</p>
<p style="color:#52525b">${escapeHtml(ignore)}</p>`,
  );
  return { to: input.from, subject, text, html, kind: 'size-request-ack' };
}
