import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
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

/** Typing pauses this long before the list follows the search box or a price. */
const TYPING_PAUSE_MS = 400;

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const SIZE_OPTIONS = SIZES.map((s) => ({ value: s, label: s }));
const SORT_OPTIONS = SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

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
 * form is a plain GET form of /shop, which the server draws (ADR 011), so nothing is lost.
 */
export function ShopFilters({ filters }: { filters: Filters }) {
  const [, setSearchParams] = useSearchParams();
  const applied = searchOfFilters(filters);
  const [typed, setTyped] = useState(() => typedOf(filters));
  // The boxes follow the address when it changes from outside (Back, Clear all).
  const shown = useRef(applied);
  useEffect(() => {
    if (shown.current !== applied)
      setTyped(typedOf(filtersFromSearch(new URLSearchParams(applied))));
    shown.current = applied;
  }, [applied]);

  /** Makes the boxes and `changes` the address, when that is another search. */
  const apply = (changes: Partial<Record<keyof Filters, string>> = {}) => {
    const raw = { ...filters, ...typed, ...changes };
    const entries = Object.entries(raw).filter(([, v]) => v !== undefined && v !== '');
    const next = searchOfFilters(
      filtersFromSearch(new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))),
    );
    if (next === applied) return;
    shown.current = next;
    setSearchParams(next, { preventScrollReset: true });
  };

  // Typing settles: the list follows what the boxes hold.
  const latest = useRef(apply);
  latest.current = apply;
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
      role="search"
      action={paths.shop}
      method="get"
      aria-label="Search and filter products"
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <div className="relative">
        <Field
          label={<span className="sr-only">Search products</span>}
          type="search"
          name="q"
          value={typed.q}
          onChange={type('q')}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder="Search tees, hoodies, clubs, colours…"
          autoComplete="off"
          enterKeyHint="search"
          className="pr-12"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute right-1 bottom-1 grid size-9 place-items-center rounded-md text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Search aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Select
          label="Category"
          name="category"
          value={filters.category ?? ''}
          onChange={(e) => apply({ category: e.target.value })}
          placeholder="All"
          options={CATEGORY_OPTIONS}
        />
        <Select
          label="Size in stock"
          name="size"
          value={filters.size ?? ''}
          onChange={(e) => apply({ size: e.target.value })}
          placeholder="Any size"
          options={SIZE_OPTIONS}
        />
        <Field
          label="Min price (₹)"
          name="minPrice"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_FILTER_RUPEES}
          value={typed.minPrice}
          onChange={type('minPrice')}
          placeholder="0"
        />
        <Field
          label="Max price (₹)"
          name="maxPrice"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_FILTER_RUPEES}
          value={typed.maxPrice}
          onChange={type('maxPrice')}
          placeholder="Any"
        />
        <Select
          label="Sort by"
          name="sort"
          value={filters.sort ?? 'newest'}
          onChange={(e) => apply({ sort: e.target.value })}
          options={SORT_OPTIONS}
          wrapperClassName="col-span-2 sm:col-span-1"
        />
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
