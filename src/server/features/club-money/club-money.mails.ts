import { formatPaise } from '#shared/rules/money.ts';
import { statementTotals, type StatementSums } from '#shared/rules/club-money.ts';
import type { OutboxMail } from '../../adapters/mail/outbox.ts';
import {
  escapeHtml,
  firstName,
  layout,
  textFooter,
  type MailBrand,
} from '../../adapters/mail/templates.ts';

/**
 * The managers' mails about their club's money (docs/product.md#a-clubs-money): each payout, and
 * a weekly summary while the club sells. One mail per manager, stored once (the dedupe key names
 * the payout or the week and the manager).
 */

export interface Manager {
  userId: number;
  name: string;
  email: string;
}

const statementsLink = (brand: MailBrand, slug: string) =>
  `${brand.publicUrl}/club/${encodeURIComponent(slug)}/statements`;

function toManager(
  brand: MailBrand,
  manager: Manager,
  mail: { subject: string; lines: string[]; link: string; kind: string; key: string },
): OutboxMail {
  const text = `Hi ${firstName(manager.name)},\n\n${mail.lines.join('\n')}\n\nStatements: ${mail.link}\n${textFooter(brand)}`;
  const html = layout(
    brand,
    mail.subject,
    `<p>Hi ${escapeHtml(firstName(manager.name))},</p>` +
      mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(mail.link)}">See the statements</a></p>`,
  );
  return {
    to: manager.email,
    subject: mail.subject,
    text,
    html,
    kind: mail.kind,
    dedupeKey: `${mail.kind}:${mail.key}:${manager.userId}`,
  };
}

/** A payout was recorded: how much, when, by what and its reference, and the balance left. */
export function payoutMail(
  brand: MailBrand,
  manager: Manager,
  input: {
    club: { name: string; slug: string };
    payoutId: number;
    amountPaise: number;
    paidOn: string;
    channel: 'upi' | 'neft';
    reference: string;
    balancePaise: number;
  },
): OutboxMail {
  const amount = formatPaise(input.amountPaise);
  return toManager(brand, manager, {
    subject: `${input.club.name}: ${amount} paid out`,
    lines: [
      `The shop paid ${input.club.name} ${amount} on ${input.paidOn} by ${input.channel.toUpperCase()}, reference ${input.reference}.`,
      `The club's balance is now ${formatPaise(input.balancePaise)}.`,
    ],
    link: statementsLink(brand, input.club.slug),
    kind: 'club-payout',
    key: String(input.payoutId),
  });
}

/** The week's sales and refunds, the share, and the balance. */
export function weeklyMail(
  brand: MailBrand,
  manager: Manager,
  input: {
    club: { name: string; slug: string };
    weekStart: string;
    sums: Omit<StatementSums, 'broughtForward' | 'payoutsPaise'>;
    balancePaise: number;
  },
): OutboxMail {
  const { sales, refunds } = input.sums;
  const { netSharePaise } = statementTotals({ ...input.sums, broughtForward: 0, payoutsPaise: 0 });
  const pieces = (n: number) => (n === 1 ? '1 piece' : `${n} pieces`);
  return toManager(brand, manager, {
    subject: `${input.club.name}: your week from ${input.weekStart}`,
    lines: [
      `In the week from ${input.weekStart}: ${pieces(sales.items)} sold for ${formatPaise(sales.chargedPaise)}, the club's share ${formatPaise(sales.sharePaise)}.`,
      refunds.items > 0
        ? `Refunds: ${formatPaise(refunds.amountPaise)}, taking back ${formatPaise(refunds.sharePaise)} of the share.`
        : 'No refunds.',
      `Net share this week: ${formatPaise(netSharePaise)}. Balance now: ${formatPaise(input.balancePaise)}.`,
    ],
    link: statementsLink(brand, input.club.slug),
    kind: 'club-weekly',
    key: `${input.club.slug}:${input.weekStart}`,
  });
}
