import { istMoment } from '#shared/rules/drops.ts';
import type { OutboxMail } from '../../adapters/mail/outbox.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../adapters/mail/templates.ts';

/** The reminder to a drop's member who has not pre-ordered (docs/product.md#members-only-drops). */
export function rosterReminderMail(
  brand: MailBrand,
  input: {
    to: string;
    name: string | null;
    dropName: string;
    of: string;
    closesAt: Date;
    /** The drop's page (with its secret for a link-only drop). */
    path: string;
    /** Which reminder this is (its time), so a retry of the same one is not sent twice. */
    round: string;
  },
): OutboxMail {
  const link = `${brand.publicUrl}${input.path}`;
  const subject = `${input.dropName}: you have not pre-ordered yet`;
  const body = `${input.dropName} is for members of ${input.of}, and you have not pre-ordered yet. Pre-orders close on ${istMoment(input.closesAt.getTime())} (Indian time); after that nothing more is printed.`;
  const hi = `Hi ${firstName(input.name ?? undefined)},`;
  const text = `${hi}\n\n${body}\n\nPre-order: ${link}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    subject,
    `<p>${escapeHtml(hi)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}">Pre-order now</a></p>`,
  );
  return {
    to: input.to,
    subject,
    text,
    html,
    kind: 'drop-reminder',
    dedupeKey: `drop-reminder:${input.round}:${input.to}`,
  };
}
