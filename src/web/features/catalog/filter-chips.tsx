import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { searchOfFilters, type ShopFilters } from '#shared/rules/shop-search.ts';
import { cx } from '#web/components/ui/cx.ts';

interface Chip {
  /** The filter's value; undefined for "any". */
  value?: string;
  label: string;
}

/**
 * One filter as a row of links, one per value (the one chosen marked current): each is the
 * address of the search with that value, so it works before the app's code runs, opens in a new
 * tab and goes back with Back.
 */
export function FilterChips({
  name,
  label,
  chips,
  filters,
}: {
  name: 'category' | 'size' | 'club';
  label: string;
  chips: Chip[];
  filters: ShopFilters;
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
    >
      <span id={labelId} className="text-sm font-medium text-ink sm:mr-1">
        {label}
      </span>
      {/* One line on phones, scrolled sideways, so the products stay near the top. */}
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {chips.map(({ value, label: text }) => {
          const search = searchOfFilters({ ...filters, [name]: value });
          const current = filters[name] === value;
          return (
            <Link
              key={text}
              to={{ pathname: paths.shop, search: search && `?${search}` }}
              preventScrollReset
              aria-current={current ? 'true' : undefined}
              className={cx(
                'inline-flex min-h-10 min-w-11 shrink-0 items-center justify-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
                current
                  ? 'border-ink bg-ink text-white'
                  : 'border-line bg-white text-ink hover:border-ink/60',
              )}
            >
              {text}
            </Link>
          );
        })}
      </div>
    </div>
  );
}
