import { useId, useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { FieldProps } from './field.tsx';
import { controlClass, describedBy, FieldFrame } from './field.tsx';
import { cx } from './cx.ts';

export type PasswordFieldProps = Omit<FieldProps, 'type'>;

/** A labelled password input with a show/hide toggle (works with react-hook-form's `register`). */
export function PasswordField({
  label,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  required,
  ...rest
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={wrapperClassName}
    >
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cx(controlClass(!!error), 'pr-12', className)}
          {...describedBy(inputId, hint, error)}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label="Show password"
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}
