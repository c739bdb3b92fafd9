import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml, layout, textFooter, type MailBrand } from '../../adapters/mail/templates.ts';

/**
 * The notify-me mails (docs/product.md#notify-me): one when a sold-out size is back, one when a
 * drop opens. Each says why it came and carries the one-click unsubscribe both as headers
 * (`List-Unsubscribe` with `List-Unsubscribe-Post`, RFC 8058, for the mail client's button) and as
 * a link in the body.
 */
export interface NotifyProduct {
  name: string;
  url: string;
}

const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const unsubscribeText = (url: string) =>
  `You get this mail once because you asked to be told. To stop every "notify me" mail to this address: ${url}`;

const unsubscribeHtml = (url: string) =>
  `<p style="color:#52525b;font-size:13px">You get this mail once because you asked to be told.
<a href="${escapeHtml(url)}" style="color:#52525b">Unsubscribe</a> from every &ldquo;notify me&rdquo; mail to this address.</p>`;

const button = (url: string, label: string) =>
  `<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(url)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export function backInStockMail(
  brand: MailBrand,
  input: { to: string; product: NotifyProduct; size: string; unsubscribeUrl: string },
): MailMessage {
  const { product, size, unsubscribeUrl } = input;
  const subject = `Back in stock: ${product.name} in size ${size}`;
  const intro = `Good news: ${product.name} is back in size ${size} at ${brand.shopName}. Sizes go fast, so order soon if you still want it.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Order it here: ${product.url}`,
    '',
    unsubscribeText(unsubscribeUrl),
    textFooter(brand),
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
${button(product.url, `Shop size ${size}`)}
${unsubscribeHtml(unsubscribeUrl)}`,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    kind: 'notify-back-in-stock',
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}

/** One mail per address, naming every product of the drop the address asked about. */
export function dropOpenedMail(
  brand: MailBrand,
  input: { to: string; products: NotifyProduct[]; unsubscribeUrl: string },
): MailMessage {
  const { products, unsubscribeUrl } = input;
  const [first] = products;
  const names =
    products.length === 1 ? first!.name : `${first!.name} and ${products.length - 1} more`;
  const subject = `Pre-orders are open: ${names}`;
  const intro = `The drop you asked about is open at ${brand.shopName}: pre-order now, before it closes.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...products.map((p) => `${p.name}: ${p.url}`),
    '',
    unsubscribeText(unsubscribeUrl),
    textFooter(brand),
  ].join('\n');
  const list = products
    .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.name)}</a></li>`)
    .join('');
  const html = layout(
    brand,
    subject,
    `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<ul>${list}</ul>
${button(first!.url, 'Pre-order now')}
${unsubscribeHtml(unsubscribeUrl)}`,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    kind: 'notify-drop-opens',
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
