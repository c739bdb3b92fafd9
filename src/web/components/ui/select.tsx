import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { controlClass, describedBy, FieldFrame } from './field.tsx';
import { cx } from './cx.ts';
import { useKeepFocus } from './keep-focus.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** Visible label; omit only when `aria-label` is given (compact selects in lists). */
  label?: ReactNode;
  options: SelectOption[];
  /** Adds a first, empty option with this text. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  wrapperClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on phones) styled like Field. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  required,
  disabled,
  onFocus,
  onBlur,
  onChange,
  ...rest
}: SelectProps) {
  const keep = useKeepFocus<HTMLSelectElement>(disabled, { onFocus, onBlur });
  const autoId = useId();
  const selectId = id ?? autoId;
  const control = (
    <div className="relative">
      <select
        id={selectId}
        required={required}
        className={cx(controlClass(!!error), 'appearance-none pr-10', className)}
        {...describedBy(selectId, hint, error)}
        {...rest}
        {...keep.props}
        onChange={keep.held ? undefined : onChange}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
  if (label === undefined) return <div className={wrapperClassName}>{control}</div>;
  return (
    <FieldFrame
      id={selectId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={wrapperClassName}
    >
      {control}
    </FieldFrame>
  );
}
