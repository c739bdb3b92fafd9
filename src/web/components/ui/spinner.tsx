import { cx } from './cx.ts';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; pass '' when the surrounding element already says it is busy. */
  label?: string;
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex', className)}>
      <span
        aria-hidden="true"
        className={cx(
          'animate-spin rounded-full border-current border-t-transparent motion-reduce:animate-none',
          sizes[size],
        )}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
