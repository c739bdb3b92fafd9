import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from './cx.ts';

/** Class list of text inputs, shared with Select so every control looks alike. */
export const controlClass = (invalid: boolean) =>
  cx(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink',
    'focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/30',
    'disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted',
    invalid ? 'border-danger' : 'border-line',
  );

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error text, wired together for screen readers. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-* attributes a control inside FieldFrame needs. */
export function describedBy(id: string, hint: unknown, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  /** Message shown under the input; marks it invalid. */
  error?: string;
  /** Classes for the wrapper; `className` styles the input. */
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (works with react-hook-form's `register`). */
export function Field({
  label,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  required,
  ...rest
}: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={wrapperClassName}
    >
      <input
        id={inputId}
        required={required}
        className={cx(controlClass(!!error), className)}
        {...describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  wrapperClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input. */
export function TextAreaField({
  label,
  hint,
  error,
  wrapperClassName,
  className,
  id,
  required,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={wrapperClassName}
    >
      <textarea
        id={inputId}
        rows={rows}
        required={required}
        className={cx(controlClass(!!error), 'min-h-24', className)}
        {...describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}
