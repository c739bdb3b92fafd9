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

interface NotifyMailParts {
  to: string;
  subject: string;
  kind: 'notify-back-in-stock' | 'notify-drop-opens';
  intro: string;
  /** The products' lines of the text part. */
  textLines: string[];
  /** The products and the button of the HTML part. */
  htmlBody: string;
  unsubscribeUrl: string;
}

/** The frame both mails share: greeting, intro, their products, the unsubscribe line and headers. */
function notifyMail(brand: MailBrand, parts: NotifyMailParts): MailMessage {
  const { to, subject, kind, intro, unsubscribeUrl } = parts;
  const why = 'You get this mail once because you asked to be told.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...parts.textLines,
    '',
    `${why} To stop every "notify me" mail to this address: ${unsubscribeUrl}`,
    textFooter(brand),
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
${parts.htmlBody}
<p style="color:#52525b;font-size:13px">${why}
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#52525b">Unsubscribe</a> from every &ldquo;notify me&rdquo; mail to this address.</p>`,
  );
  const headers = {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { to, subject, text, html, kind, headers };
}

const button = (url: string, label: string) =>
  `<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(url)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export function backInStockMail(
  brand: MailBrand,
  input: { to: string; product: NotifyProduct; size: string; unsubscribeUrl: string },
): MailMessage {
  const { product, size } = input;
  return notifyMail(brand, {
    to: input.to,
    subject: `Back in stock: ${product.name} in size ${size}`,
    kind: 'notify-back-in-stock',
    intro: `Good news: ${product.name} is back in size ${size} at ${brand.shopName}. Sizes go fast, so order soon if you still want it.`,
    textLines: [`Order it here: ${product.url}`],
    htmlBody: button(product.url, `Shop size ${size}`),
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

/** One mail per address, naming every product of the drop the address asked about. */
export function dropOpenedMail(
  brand: MailBrand,
  input: { to: string; products: NotifyProduct[]; unsubscribeUrl: string },
): MailMessage {
  const { products } = input;
  const [first] = products;
  const names =
    products.length === 1 ? first!.name : `${first!.name} and ${products.length - 1} more`;
  const list = products
    .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.name)}</a></li>`)
    .join('');
  return notifyMail(brand, {
    to: input.to,
    subject: `Pre-orders are open: ${names}`,
    kind: 'notify-drop-opens',
    intro: `The drop you asked about is open at ${brand.shopName}: pre-order now, before it closes.`,
    textLines: products.map((p) => `${p.name}: ${p.url}`),
    htmlBody: `<ul>${list}</ul>\n${button(first!.url, 'Pre-order now')}`,
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
