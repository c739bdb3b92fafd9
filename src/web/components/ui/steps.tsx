import { Check } from 'lucide-react';
import { cx } from './cx.ts';

export interface StepsProps {
  /** Step names in order. */
  steps: readonly string[];
  /** Index of the step the person is on; earlier ones show as done. */
  current: number;
  /** Accessible name of the list ("Checkout steps"). */
  label: string;
  className?: string;
}

/** A row of numbered steps joined by lines: done ones ticked, the current one highlighted. */
export function Steps({ steps, current, label, className }: StepsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex items-center">
        {steps.map((step, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={cx('flex items-center', i > 0 && 'flex-1 sm:flex-none')}
            >
              {i > 0 && (
                <span
                  aria-hidden="true"
                  className={cx(
                    'mx-2 h-0.5 min-w-4 flex-1 rounded-full sm:w-10 sm:flex-none',
                    done || active ? 'bg-brand' : 'bg-line',
                  )}
                />
              )}
              <span className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    active && 'bg-brand text-white',
                    done && 'bg-brand-soft text-brand',
                    !active && !done && 'border border-line text-muted',
                  )}
                >
                  {done ? <Check className="size-3.5" /> : i + 1}
                </span>
                <span
                  className={cx(
                    'text-xs font-semibold tracking-wider',
                    active ? 'text-brand' : 'text-muted',
                  )}
                >
                  {step}
                  {done && <span className="sr-only"> (done)</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
