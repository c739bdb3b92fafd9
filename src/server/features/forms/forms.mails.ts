import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { escapeHtml, type MailBrand } from '../../adapters/mail/templates.ts';

/** The three contact forms. */
export type FormKind = 'ticket' | 'service_enquiry' | 'collab';

/** How each form is named in mails and replies, and when the sender hears back. */
export const FORM_COPY: Record<
  FormKind,
  { title: string; noun: string; choices: string; replyWithin: string }
> = {
  ticket: {
    title: 'Service ticket',
    noun: 'ticket',
    choices: 'Services',
    replyWithin: '2 working days',
  },
  service_enquiry: {
    title: 'Service enquiry',
    noun: 'enquiry',
    choices: 'Services',
    replyWithin: '2 working days',
  },
  collab: {
    title: 'Collaboration application',
    noun: 'application',
    choices: 'Profiles',
    replyWithin: '7 days',
  },
};

/** What a person sent on a contact form, as the shop's staff read it. */
export interface FormMailInput {
  kind: FormKind;
  reference: string;
  name: string;
  email: string;
  /** 10 digits. */
  number: string;
  /** Services or profiles, as stored (lower case). */
  choices: string[];
  comment: string;
  /** Collab form only; an http(s) address checked by the contract. */
  cvLink?: string;
}

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const listOf = (choices: string[]) => choices.map(label).join(', ');
const phone = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

/**
 * A first name fit for a greeting: letters only (with ' and -), so the acknowledgement, which goes
 * to whatever address was typed, never carries a link or a message from a stranger.
 */
export function greetingName(name: string): string | null {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return /^[\p{L}\p{M}'’-]{1,30}$/u.test(first) ? first : null;
}

function page(brand: MailBrand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">
${body}
<p style="color:#71717a;font-size:12px">${escapeHtml(brand.shopName)} &middot; ${escapeHtml(brand.publicUrl)}</p>
</body></html>`;
}

/**
 * The mail to the shop (SHOP_EMAIL) about one form, in plain text and HTML. Its Reply-To is the
 * sender, so answering it answers them. Everything typed is escaped in the HTML.
 */
export function formToShopMail(brand: MailBrand, to: string, input: FormMailInput): MailMessage {
  const copy = FORM_COPY[input.kind];
  const choices = listOf(input.choices);
  const comment = input.comment || '(none)';
  const subject = `[${input.reference}] ${copy.title} from ${input.name}: ${choices}`;
  const rows: [string, string, string][] = [
    ['Reference', input.reference, escapeHtml(input.reference)],
    ['Name', input.name, escapeHtml(input.name)],
    [
      'Email',
      `${input.email} (reply to this mail to answer)`,
      `<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>`,
    ],
    [
      'Mobile',
      phone(input.number),
      `<a href="tel:+91${escapeHtml(input.number)}">${escapeHtml(phone(input.number))}</a>`,
    ],
    [copy.choices, choices, escapeHtml(choices)],
  ];
  if (input.kind === 'collab') {
    const link = input.cvLink ?? '';
    rows.push([
      'Portfolio',
      link || '(none)',
      link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '(none)',
    ]);
  }
  const width = Math.max(...rows.map(([k]) => k.length)) + 2;
  const text = [
    `A new ${copy.title.toLowerCase()} came in on ${brand.shopName}.`,
    '',
    ...rows.map(([k, v]) => `${`${k}:`.padEnd(width)}${v}`),
    '',
    input.kind === 'collab' ? 'Motivation:' : 'Comments:',
    comment,
    '',
  ].join('\n');
  const table = rows
    .map(
      ([k, , html]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${k}</th><td style="padding:4px 0">${html}</td></tr>`,
    )
    .join('\n');
  const html = page(
    brand,
    subject,
    `<p>A new ${copy.title.toLowerCase()} came in on ${escapeHtml(brand.shopName)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0">
${table}
</table>
<p><strong>${input.kind === 'collab' ? 'Motivation' : 'Comments'}</strong></p>
<p style="white-space:pre-wrap">${escapeHtml(comment)}</p>`,
  );
  return { to, subject, text, html, replyTo: input.email, kind: `form-${input.kind}` };
}

/** The acknowledgement to the sender: the reference and what happens next, nothing they typed. */
export function formAckMail(brand: MailBrand, input: FormMailInput): MailMessage {
  const copy = FORM_COPY[input.kind];
  const first = greetingName(input.name);
  const about = input.choices.join(', ');
  const subject = `Your ${brand.shopName} ${copy.noun} ${input.reference}`;
  const thanks =
    input.kind === 'collab'
      ? `Thank you for wanting to work with ${brand.shopName}. We have your application (${about}).`
      : `Thank you for contacting ${brand.shopName}. We have your ${copy.noun} about ${about}.`;
  const next = `What happens next: someone from our team will get back to you at this address within ${copy.replyWithin}. To add anything, reply to this e-mail and quote your reference.`;
  const ignore = 'If you did not send this, you can ignore this e-mail.';
  const text = [
    `Hello${first ? ` ${first}` : ''},`,
    '',
    thanks,
    '',
    `Your reference: ${input.reference}`,
    '',
    next,
    '',
    ignore,
    '',
    '--',
    brand.shopName,
    brand.publicUrl,
    '',
  ].join('\n');
  const html = page(
    brand,
    subject,
    `<p>Hello${first ? ` ${escapeHtml(first)}` : ''},</p>
<p>${escapeHtml(thanks)}</p>
<p style="font-size:18px">Your reference: <strong>${escapeHtml(input.reference)}</strong></p>
<p>${escapeHtml(next)}</p>
<p style="color:#52525b">${escapeHtml(ignore)}</p>`,
  );
  return { to: input.email, subject, text, html, kind: `form-${input.kind}-ack` };
}
