import { useId } from 'react';
import type { ReactNode } from 'react';
import { Mail, Phone } from 'lucide-react';
import { Container } from '#web/components/ui/container.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

interface FormPageProps {
  eyebrow: string;
  /** The page's only h1 (also the tab title). */
  title: string;
  intro: ReactNode;
  /** Beside the form on wide screens, under it on phones ("What happens next"). */
  aside: ReactNode;
  /** The form, or its confirmation, in a card. */
  children: ReactNode;
}

/**
 * The frame of the contact pages (/ticket, /collabForm): heading and intro, the form in a card
 * and what happens next (under the form on phones, under the heading beside it on wide screens).
 */
export function FormPage({ eyebrow, title, intro, aside, children }: FormPageProps) {
  useDocumentTitle(title);
  return (
    <div className="min-h-[calc(100dvh-4rem)] bg-surface">
      <Container className="grid gap-6 py-6 sm:py-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8 lg:py-14">
        <header className="lg:col-start-1 lg:row-start-1 lg:pt-4">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
          <div className="mt-3 text-base leading-7 text-muted md:text-lg md:leading-8">{intro}</div>
        </header>
        <div className="self-start rounded-card border border-line bg-white px-4 py-6 shadow-sm sm:px-8 sm:py-8 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {children}
        </div>
        <div className="lg:col-start-1 lg:row-start-2">{aside}</div>
      </Container>
    </div>
  );
}

/** The numbered steps after sending, and the shop's e-mail and phone. */
export function NextSteps({ steps }: { steps: string[] }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`} className="text-lg font-semibold text-ink">
          What happens next
        </h2>
        <ol className="mt-3 flex flex-col gap-3 text-base text-ink">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
              >
                {i + 1}
              </span>
              <span className="pt-0.5 leading-6">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby={`${id}-ways`} className="border-t border-line pt-5">
        <h2 id={`${id}-ways`} className="text-sm font-semibold text-ink">
          Prefer to write or call?
        </h2>
        <ul className="mt-2 flex flex-col gap-2 text-sm">
          <li>
            <a
              href={`mailto:${settings.contactEmail}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {settings.contactEmail}
            </a>
          </li>
          <li>
            <a
              href={`tel:${settings.contactPhone.replace(/\s/g, '')}`}
              className="inline-flex min-h-11 items-center gap-2 font-medium text-brand hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {settings.contactPhone}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
