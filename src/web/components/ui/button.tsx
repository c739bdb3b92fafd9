import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant =
  'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'danger-ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface LookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the parent. */
  block?: boolean;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold tracking-wide transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark active:bg-brand-dark',
  secondary: 'bg-ink text-white hover:bg-ink/90',
  outline: 'border border-ink/80 bg-white text-ink hover:bg-surface',
  ghost: 'text-ink hover:bg-surface',
  danger: 'bg-danger text-white hover:bg-danger/90',
  // A destructive action that opens a confirmation: red text, no fill (the dialog's button is filled).
  'danger-ghost': 'text-danger hover:bg-danger/10',
};

// Every size keeps a touch target of at least 44 px, except `sm` which is for dense toolbars
// and still reaches 36 px (callers give it room).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-4 text-base sm:px-6',
};

/** The class list shared by Button and ButtonLink, for the rare element that must look the same. */
export function buttonClass({ variant = 'primary', size = 'md', block }: LookProps = {}): string {
  return cx(base, variants[variant], sizes[size], block && 'w-full');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, LookProps {
  /**
   * Shows a spinner, marks the button busy and ignores presses. It stays focusable
   * (aria-disabled, not disabled): a disabled button drops the keyboard's focus to the page's top.
   */
  loading?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={cx(buttonClass({ variant, size, block }), className)}
      {...rest}
      onClick={(event) => {
        // A form's Enter presses its submit button too: ignored while busy like a click.
        if (loading) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {loading && <Spinner size="sm" label="" />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, LookProps {}

/** A react-router Link that looks like a Button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={cx(buttonClass({ variant, size, block }), className)} {...rest} />;
}
