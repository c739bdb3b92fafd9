import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** Unavailable options stay visible, greyed and struck through. */
  disabled?: boolean;
  /** Extra words for screen readers, e.g. "unavailable". */
  srHint?: string;
  /** Second line (list variant). */
  description?: ReactNode;
}

export interface RadioGroupProps {
  /** Group name (also the radios' `name`). */
  name: string;
  /** Visible legend. */
  legend: ReactNode;
  /** Hide the legend visually but keep it for screen readers. */
  hideLegend?: boolean;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** `chips`: compact boxes in a row (sizes); `list`: full-width rows (delivery methods). */
  variant?: 'chips' | 'list';
  error?: string;
  className?: string;
}

/** Native radios in a fieldset, so arrow keys and screen readers work as users expect. */
export function RadioGroup({
  name,
  legend,
  hideLegend,
  options,
  value,
  onChange,
  variant = 'list',
  error,
  className,
}: RadioGroupProps) {
  const errorId = useId();
  const chips = variant === 'chips';
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={cx('mb-2 text-sm font-medium text-ink', hideLegend && 'sr-only')}>
        {legend}
      </legend>
      <div className={chips ? 'flex flex-wrap gap-2' : 'flex flex-col gap-2'}>
        {options.map((o) => (
          <label
            key={o.value}
            className={cx(
              'relative flex cursor-pointer items-center rounded-lg border text-sm transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              chips
                ? 'min-h-11 min-w-12 justify-center px-3 font-semibold'
                : 'min-h-12 gap-3 px-4 py-3',
              o.disabled
                ? 'cursor-not-allowed border-line bg-surface text-muted/70'
                : value === o.value
                  ? 'border-brand bg-brand-soft text-brand-dark ring-1 ring-brand'
                  : 'border-line bg-white text-ink hover:border-ink/40',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
              className={chips ? 'sr-only' : 'size-4 accent-brand'}
            />
            <span className={cx('flex flex-col', chips && o.disabled && 'line-through')}>
              <span>{o.label}</span>
              {o.description && (
                <span className="text-xs font-normal text-muted">{o.description}</span>
              )}
            </span>
            {o.srHint && <span className="sr-only">, {o.srHint}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
