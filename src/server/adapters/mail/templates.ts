import type { OtpPurpose } from '#shared/rules/otp.ts';
import { paths } from '#shared/web-paths.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The account e-mails (OTP, welcome, password changed), each in HTML and plain text and branded
 * with the shop's name. Everything that comes from settings or from a person is escaped in HTML.
 */
export interface MailBrand {
  shopName: string;
  /** Base URL for links, without a trailing slash. */
  publicUrl: string;
  /** Where people can write to (SHOP_EMAIL). */
  supportEmail: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** Subject lines start with the code, so it shows in notifications. */
const OTP_SUBJECT = /^(\d{4}) is your /;

/** The OTP of an OTP mail's subject (dev mailbox, tests), or null for other mails. */
export function otpFromSubject(subject: string): string | null {
  return OTP_SUBJECT.exec(subject)?.[1] ?? null;
}

export const firstName = (name: string | undefined) => name?.trim().split(/\s+/)[0] || 'there';

/** The shop's branded HTML frame around a mail's body. */
export function layout(brand: MailBrand, title: string, bodyHtml: string): string {
  const shop = escapeHtml(brand.shopName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#18181b;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold">${shop}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">
${shop} &middot; <a href="${escapeHtml(brand.publicUrl)}" style="color:#71717a">${escapeHtml(brand.publicUrl)}</a>
&middot; <a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#71717a">${escapeHtml(brand.supportEmail)}</a>
</td></tr>
</table></td></tr></table></body></html>`;
}

export const textFooter = (brand: MailBrand) =>
  `\n--\n${brand.shopName}\n${brand.publicUrl}\n${brand.supportEmail}\n`;

/** What each purpose's code is called in its subject, and what it is for. */
const OTP_WORDING: Record<OtpPurpose, (shop: string) => { what: string; intro: string }> = {
  signup: (shop) => ({
    what: 'sign-up',
    intro: `Use this code to finish creating your ${shop} account.`,
  }),
  reset: (shop) => ({
    what: 'password reset',
    intro: `Use this code to set a new password for your ${shop} account.`,
  }),
  notify: (shop) => ({
    what: 'e-mail check',
    intro: `Use this code to confirm this address, and ${shop} will e-mail you once when what you asked about is available.`,
  }),
};

export function otpMail(
  brand: MailBrand,
  input: { to: string; code: string; purpose: OtpPurpose; name?: string },
): MailMessage {
  const { what, intro } = OTP_WORDING[input.purpose](brand.shopName);
  const subject = `${input.code} is your ${brand.shopName} ${what} code`;
  const note =
    'The code works once and expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.';
  const text = `Hi ${firstName(input.name)},\n\n${intro}\n\n    ${input.code}\n\n${note}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(input.name))},</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center;margin:24px 0">${escapeHtml(input.code)}</p>
<p style="color:#52525b">${escapeHtml(note)}</p>`,
  );
  return { to: input.to, subject, text, html, kind: `otp-${input.purpose}` };
}

export function welcomeMail(brand: MailBrand, input: { to: string; name: string }): MailMessage {
  const subject = `Welcome to ${brand.shopName}`;
  const shopUrl = `${brand.publicUrl}${paths.shop}`;
  const intro = `Your ${brand.shopName} account is ready. You can now log in, save items to your wishlist and order your campus merch.`;
  const text = `Hi ${firstName(input.name)},\n\n${intro}\n\nStart shopping: ${shopUrl}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(input.name))},</p>
<p>${escapeHtml(intro)}</p>
<p style="text-align:center;margin:24px 0"><a href="${escapeHtml(shopUrl)}" style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Visit the shop</a></p>`,
  );
  return { to: input.to, subject, text, html, kind: 'welcome' };
}

export function passwordChangedMail(
  brand: MailBrand,
  input: { to: string; name: string; at: Date },
): MailMessage {
  const subject = `Your ${brand.shopName} password was changed`;
  const when = input.at.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const intro = `The password of your ${brand.shopName} account was changed on ${when} (IST). For your safety every device was signed out.`;
  const resetUrl = `${brand.publicUrl}${paths.forgotPassword}`;
  const warn = `If this was not you, set a new password now at ${resetUrl} and write to ${brand.supportEmail}.`;
  const text = `Hi ${firstName(input.name)},\n\n${intro}\n\n${warn}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    subject,
    `<p>Hi ${escapeHtml(firstName(input.name))},</p>
<p>${escapeHtml(intro)}</p>
<p>If this was not you, <a href="${escapeHtml(resetUrl)}">set a new password now</a> and write to
<a href="mailto:${escapeHtml(brand.supportEmail)}">${escapeHtml(brand.supportEmail)}</a>.</p>`,
  );
  return { to: input.to, subject, text, html, kind: 'password-changed' };
}
