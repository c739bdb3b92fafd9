import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { FormReply } from '#shared/contract/forms.ts';

export interface FormConfirmationProps {
  /** "Ticket raised", "Application sent". */
  title: string;
  reply: FormReply;
  /** The next steps, in order, when the page does not show them already. */
  steps?: string[];
  /** Buttons under it ("Raise another ticket"). */
  actions?: ReactNode;
}

/**
 * What a visitor sees once a form is sent: the shop's answer, the reference to quote and what
 * happens next. It takes the focus, so screen readers announce it and keyboards start from it.
 */
export function FormConfirmation({ title, reply, steps, actions }: FormConfirmationProps) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // The form it replaces was longer: bring the confirmation's top into view, clear of the
    // sticky navbar (scroll-mt). jsdom has no scrollIntoView.
    section.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section ref={section} aria-labelledby={titleId} className="flex scroll-mt-24 flex-col gap-5">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-8 shrink-0 text-sale" />
        <div>
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold tracking-tight text-ink focus:outline-none sm:text-2xl"
          >
            {title}
          </h2>
          <p className="mt-1 text-base text-muted">{reply.message}</p>
        </div>
      </div>
      <div className="rounded-lg border border-dashed border-brand/40 bg-brand-soft px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-brand-dark uppercase">
          Your reference
        </p>
        <p className="mt-1 text-2xl font-bold tracking-wider text-ink tabular-nums">
          {reply.reference}
        </p>
        <p className="mt-1 text-xs text-muted">Quote it if you write or call us about this.</p>
      </div>
      {steps && (
        <div>
          <h3 className="text-sm font-semibold text-ink">What happens next</h3>
          <ol className="mt-2 flex flex-col gap-2 text-sm text-ink">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink text-xs font-semibold text-white"
                >
                  {i + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {actions && <div className="flex flex-col gap-2 sm:flex-row">{actions}</div>}
    </section>
  );
}
