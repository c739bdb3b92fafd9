import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml, layout, textFooter, type MailBrand } from '../../adapters/mail/templates.ts';

/** The invitation to manage a club (docs/product.md#clubs): its one-time link and its date. */
export function clubInvitationMail(
  brand: MailBrand,
  input: { to: string; clubName: string; url: string; validDays: number },
): MailMessage {
  const { to, clubName, url, validDays } = input;
  const subject = `You are invited to manage ${clubName} at ${brand.shopName}`;
  const intro = `The ${brand.shopName} admin invites you to manage ${clubName}'s store: its products, drops, orders and sales.`;
  const how = `Open the link, sign in (or sign up) with this e-mail address, ${to}, and accept. The link works once and for ${validDays} days.`;
  const text = [
    'Hello,',
    '',
    intro,
    '',
    how,
    '',
    `Accept the invitation: ${url}`,
    '',
    'If you did not expect this, ignore this mail: nothing changes until the link is used.',
    textFooter(brand),
  ].join('\n');
  const html = layout(
    brand,
    subject,
    `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(how)}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(url)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Accept the invitation</a></p>
<p style="color:#52525b;font-size:13px">If you did not expect this, ignore this mail: nothing changes until the link is used.</p>`,
  );
  return { to, subject, text, html, kind: 'club-invitation' };
}
