import type { HTMLAttributes } from 'react';
import { cx } from './cx.ts';

/**
 * A grey placeholder block; size it with classes (`h-4 w-2/3`, `aspect-[4/5]`). Hidden from
 * screen readers: put one status text (e.g. "Loading products") on the surrounding region.
 */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cx('animate-pulse rounded-md bg-line motion-reduce:animate-none', className)}
      {...rest}
    />
  );
}
