import type { PrintRunProduct } from '#shared/contract/drops.ts';
import { istMoment } from '#shared/rules/drops.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../adapters/mail/templates.ts';

/** The mails a club's managers get when a drop of theirs opens and when it closes. */

export interface ClubDropMailInput {
  to: string;
  name: string;
  clubName: string;
  clubSlug: string;
  drop: { id: number; name: string; opensAt: Date; closesAt: Date; readyBy: string };
}

const dropsLink = (brand: MailBrand, slug: string) =>
  `${brand.publicUrl}/club/${encodeURIComponent(slug)}/drops`;

export function clubDropOpenedMail(brand: MailBrand, input: ClubDropMailInput): MailMessage {
  const { drop } = input;
  const title = `${drop.name} is open`;
  const line = `${input.clubName}'s drop ${drop.name} takes pre-orders from now until ${istMoment(drop.closesAt.getTime())}.`;
  const link = dropsLink(brand, input.clubSlug);
  return {
    to: input.to,
    kind: 'club-drop-opened',
    subject: `${drop.name} is open for pre-orders`,
    text: `Hi ${firstName(input.name)},\n\n${line}\nFollow its orders: ${link}\n${textFooter(brand)}`,
    html: layout(
      brand,
      title,
      `<p>Hi ${escapeHtml(firstName(input.name))},</p><p>${escapeHtml(line)}</p>` +
        `<p><a href="${escapeHtml(link)}">Follow its orders</a></p>`,
    ),
  };
}

/** The sheet to print: each product's pieces per size, then the names on the tees. */
function sheetText(products: readonly PrintRunProduct[]): string {
  return products
    .map((p) => {
      const sizes = p.sizes.map((s) => `${s.size} ${s.quantity}`).join(', ') || 'none ordered';
      const names = p.names.map(
        (n) =>
          `  ${n.size} × ${n.quantity}: ${n.name || '—'}${n.institution ? ` (${n.institution})` : ''} · ${n.orderNumber ?? ''}`,
      );
      return [`${p.name}: ${p.total} pieces (${sizes})`, ...names].join('\n');
    })
    .join('\n\n');
}

function sheetHtml(products: readonly PrintRunProduct[]): string {
  return products
    .map((p) => {
      const sizes = p.sizes.map((s) => `${s.size} ${s.quantity}`).join(', ') || 'none ordered';
      const rows = p.names
        .map(
          (n) =>
            `<tr><td>${escapeHtml(n.size)} × ${n.quantity}</td><td>${escapeHtml(n.name || '—')}</td>` +
            `<td>${escapeHtml(n.institution)}</td><td>${escapeHtml(n.orderNumber ?? '')}</td></tr>`,
        )
        .join('');
      return (
        `<h3 style="margin:16px 0 4px">${escapeHtml(p.name)}: ${p.total} pieces</h3>` +
        `<p style="margin:0">${escapeHtml(sizes)}</p>` +
        (rows
          ? `<table cellpadding="4" style="border-collapse:collapse;font-size:13px">${rows}</table>`
          : '')
      );
    })
    .join('');
}

export function clubDropClosedMail(
  brand: MailBrand,
  input: ClubDropMailInput & { products: readonly PrintRunProduct[] },
): MailMessage {
  const { drop } = input;
  const title = `${drop.name} has closed`;
  const line = `${input.clubName}'s drop ${drop.name} closed on ${istMoment(drop.closesAt.getTime())}. Here is the print sheet; the pieces are due by ${drop.readyBy}.`;
  const link = dropsLink(brand, input.clubSlug);
  return {
    to: input.to,
    kind: 'club-drop-closed',
    subject: `${drop.name} has closed: the print sheet`,
    text: `Hi ${firstName(input.name)},\n\n${line}\n\n${sheetText(input.products)}\n\nThe print run: ${link}\n${textFooter(brand)}`,
    html: layout(
      brand,
      title,
      `<p>Hi ${escapeHtml(firstName(input.name))},</p><p>${escapeHtml(line)}</p>` +
        sheetHtml(input.products) +
        `<p><a href="${escapeHtml(link)}">The print run</a></p>`,
    ),
  };
}
