import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { paths } from '#shared/web-paths.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import {
  CATEGORIES,
  CATEGORY_LABELS,
  filtersFromSearch,
  MAX_FILTER_RUPEES,
  MAX_SEARCH_LENGTH,
  searchOfFilters,
  SORT_LABELS,
  SORTS,
  type ShopFilters as Filters,
} from '#shared/rules/shop-search.ts';
import { FilterChips } from './filter-chips.tsx';

/** Typing pauses this long before the list follows the search box or a price. */
const TYPING_PAUSE_MS = 400;

const CATEGORY_CHIPS = [
  { label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const SIZE_CHIPS = [{ label: 'Any' }, ...SIZES.map((s) => ({ value: s, label: s }))];

// The shop's own boxes (not the kit's Field and Select): the kit's chunks would each add an
// entry to every page's first-load preload table (scripts/check-first-load.ts).
const BOX =
  'h-11 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-brand focus:outline-2 focus:outline-brand/30';

/** What the boxes hold while being typed in (prices as typed). */
interface Typed {
  q: string;
  minPrice: string;
  maxPrice: string;
}
const typedOf = (filters: Filters): Typed => ({
  q: filters.q ?? '',
  minPrice: filters.minPrice === undefined ? '' : String(filters.minPrice),
  maxPrice: filters.maxPrice === undefined ? '' : String(filters.maxPrice),
});

/**
 * The shop's search box, filters and sort (docs/product.md#shop). They live in the address, so a
 * search can be shared and Back returns to the one before: every change that settles becomes a
 * new address (typing, after a pause), which the list reads. Before the app's code runs, the
 * form is a plain GET form of /shop and the filters are links, which the server draws (ADR 011).
 */
export function ShopFilters({ filters }: { filters: Filters }) {
  const navigate = useNavigate();
  const applied = searchOfFilters(filters);
  const [typed, setTyped] = useState(() => typedOf(filters));
  // The boxes follow the address when it changes from outside (Back, a filter link, Clear).
  const shown = useRef(applied);
  useEffect(() => {
    if (shown.current !== applied)
      setTyped(typedOf(filtersFromSearch(new URLSearchParams(applied))));
    shown.current = applied;
  }, [applied]);

  /** Makes what the boxes hold, with `changes`, the address when that is another search. */
  const apply = (changes: Partial<Record<keyof Filters, string>> = {}) => {
    const raw: Record<string, unknown> = { ...filters, ...typed, ...changes };
    const entries = Object.entries(raw).flatMap(([k, v]) =>
      v === undefined || v === '' ? [] : [[k, String(v)]],
    );
    const next = searchOfFilters(filtersFromSearch(new URLSearchParams(entries)));
    if (next === applied) return;
    shown.current = next;
    void navigate({ search: next && `?${next}` }, { preventScrollReset: true });
  };

  // What was typed into the drawn page before its code ran (ADR 011) is kept, not wiped.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const boxes = form.current?.elements;
    const early = (name: keyof Typed) =>
      (boxes?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const found = { q: early('q'), minPrice: early('minPrice'), maxPrice: early('maxPrice') };
    setTyped((t) => (JSON.stringify(t) === JSON.stringify(found) ? t : found));
  }, []);

  // Typing settles: the list follows what the boxes hold. Not while the boxes have yet to follow
  // an address changed from outside (Back): a pause timed before it would put the old search back.
  const settle = () => {
    if (shown.current === applied) apply();
  };
  const latest = useRef(settle);
  latest.current = settle;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const type = (name: keyof Typed) => (e: { target: { value: string } }) =>
    setTyped((t) => ({ ...t, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };

  return (
    <form
      ref={form}
      role="search"
      action={paths.shop}
      method="get"
      aria-label="Search and filter products"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:gap-4"
    >
      <div className="flex gap-2">
        <input
          type="search"
          name="q"
          aria-label="Search products"
          value={typed.q}
          onChange={type('q')}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search tees, hoodies, clubs, colours…"
          autoComplete="off"
          enterKeyHint="search"
          className={BOX}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      {/* The filters that are links, for a search sent before the app's code runs. */}
      {filters.category && <input type="hidden" name="category" value={filters.category} />}
      {filters.size && <input type="hidden" name="size" value={filters.size} />}
      {filters.club && <input type="hidden" name="club" value={filters.club} />}
      {/* A club's products, come from its page: a chip to see every club's again. */}
      {filters.club && (
        <FilterChips
          name="club"
          label="Club"
          chips={[{ label: 'All' }, { value: filters.club, label: filters.club }]}
          filters={filters}
        />
      )}
      <FilterChips name="category" label="Category" chips={CATEGORY_CHIPS} filters={filters} />
      <FilterChips name="size" label="Size in stock" chips={SIZE_CHIPS} filters={filters} />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        {(['minPrice', 'maxPrice'] as const).map((name) => (
          <Labelled key={name} label={name === 'minPrice' ? 'Min price (₹)' : 'Max price (₹)'}>
            <input
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_FILTER_RUPEES}
              value={typed[name]}
              onChange={type(name)}
              placeholder={name === 'minPrice' ? '0' : 'Any'}
              className={BOX}
            />
          </Labelled>
        ))}
        <Labelled label="Sort by" beside className="col-span-2 sm:ml-auto">
          <select
            name="sort"
            value={filters.sort ?? 'newest'}
            onChange={(e) => apply({ sort: e.target.value })}
            className={BOX}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </Labelled>
      </div>
      {applied && (
        <Link
          to={paths.shop}
          preventScrollReset
          className="self-start text-sm font-medium text-brand underline underline-offset-4"
        >
          Clear search and filters
        </Link>
      )}
    </form>
  );
}

/** A control with its visible label above it (`beside`: to its left on phones). */
function Labelled({
  label,
  beside,
  className,
  children,
}: {
  label: string;
  beside?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cx(
        'flex text-sm font-medium text-ink sm:w-44',
        beside ? 'items-center gap-3 sm:flex-col sm:items-stretch sm:gap-1.5' : 'flex-col gap-1.5',
        className,
      )}
    >
      <span className="whitespace-nowrap">{label}</span>
      {children}
    </label>
  );
}
