import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "Cart" or "Cart, 3 items": the link's accessible name says the count in words. */
function countLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${count} ${count === 1 ? 'item' : 'items'}` : label;
}

/**
 * A round icon link (the navbar's wishlist and cart) with a small count badge when the count is
 * above 0. `children` is the icon, drawn aria-hidden by the caller.
 */
export function IconLink({
  to,
  label,
  count = 0,
  children,
}: {
  to: string;
  label: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={countLabel(label, count)}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface hover:text-brand"
    >
      {children}
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
