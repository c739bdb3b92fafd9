import type { ReactNode } from 'react';
import { Mail, MessageCircle, Phone, Users } from 'lucide-react';
import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { TextAnchor, TextLink } from './text-link.tsx';

export interface KeyFact {
  value: ReactNode;
  label: string;
}

const columns: Record<number, string> = {
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
};

/** The few numbers a page turns on, as a row of 2 to 4 cards ("7 days", "₹19"...). */
export function KeyFacts({ facts }: { facts: KeyFact[] }) {
  return (
    <dl className={`grid gap-3 sm:gap-4 ${columns[facts.length] ?? columns[4]}`}>
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="flex flex-col-reverse justify-end gap-1 rounded-card border border-line bg-surface p-3 sm:p-4"
        >
          <dt className="text-sm leading-5 text-muted">{fact.label}</dt>
          <dd className="text-2xl font-bold tracking-tight text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A bulleted list with comfortable spacing. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

/** Numbered steps, e.g. how to request an exchange. */
export function StepList({ steps }: { steps: ReactNode[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => (
        <li key={i} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand"
          >
            {i + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** A tinted box for the one thing a reader must not miss. */
export function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="note" className="rounded-card border border-brand/20 bg-brand-soft p-4">
      <p className="font-semibold text-ink">{title}</p>
      <div className="mt-1 text-ink">{children}</div>
    </div>
  );
}

/** How to reach the team, from the shop settings. */
export function ContactDetails() {
  const tel = settings.contactPhone.replace(/[^\d+]/g, '');
  return (
    <ul className="space-y-3">
      <li className="flex items-center gap-3">
        <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span>
          About an order: open it in <TextLink to={paths.myOrders}>My Orders</TextLink> and use Help
          with this order
        </span>
      </li>
      <li className="flex items-center gap-3">
        <Users aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span>
          Clubs planning merch: our <TextLink to={paths.ticket}>Contact us</TextLink> page
        </span>
      </li>
      <li className="flex items-center gap-3">
        <Mail aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span>
          Write to{' '}
          <TextAnchor href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</TextAnchor>
        </span>
      </li>
      <li className="flex items-center gap-3">
        <Phone aria-hidden="true" className="size-5 shrink-0 text-brand" />
        <span>
          Call us on <TextAnchor href={`tel:${tel}`}>{settings.contactPhone}</TextAnchor>
        </span>
      </li>
    </ul>
  );
}
