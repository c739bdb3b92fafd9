import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { Check } from 'lucide-react';
import { cx } from './cx.ts';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** A second, smaller line. */
  description?: ReactNode;
}

export interface CheckboxGroupProps {
  /** Group name (also the checkboxes' `name`). */
  name: string;
  /** Visible legend. */
  legend: ReactNode;
  /** A line under the legend ("Choose one or more"). */
  hint?: ReactNode;
  options: CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Marks the legend with a red star, as Field does. */
  required?: boolean;
  error?: string;
  /** Columns from the `sm` width on (one column on phones). */
  columns?: 1 | 2;
  className?: string;
  /** Gets the first checkbox (react-hook-form focuses it when the group is invalid). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Native checkboxes in a fieldset, drawn as cards that tick when chosen: large touch targets on
 * phones, Space toggles, and screen readers hear the legend, each label and the error.
 */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  required,
  error,
  columns = 2,
  className,
  ref,
}: CheckboxGroupProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-ink">
        {legend}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className={cx('mt-2 grid gap-2', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((o, i) => {
          const checked = value.includes(o.value);
          return (
            <label
              key={o.value}
              className={cx(
                'relative flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
                checked
                  ? 'border-brand bg-brand-soft ring-1 ring-brand'
                  : error
                    ? 'border-danger bg-white hover:border-ink/40'
                    : 'border-line bg-white hover:border-ink/40',
              )}
            >
              <input
                ref={i === 0 ? ref : undefined}
                type="checkbox"
                name={name}
                value={o.value}
                checked={checked}
                onChange={(e) => toggle(o.value, e.target.checked)}
                onBlur={onBlur}
                // Invisible but covering the card: taps land on the checkbox itself.
                className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
              />
              <span
                aria-hidden="true"
                className={cx(
                  'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border',
                  checked ? 'border-brand bg-brand text-white' : 'border-ink/40 bg-white',
                )}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold text-ink">{o.label}</span>
                {o.description && <span className="text-xs text-muted">{o.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
