/**
 * Search, filters and sort of /shop (docs/product.md#shop): the words of the address, shared by
 * the web app (its controls and the pages it asks for) and the server (the page it draws for a
 * shared address), so both read `/shop?q=hoodie&size=M` as the same search. No zod here: the web
 * app loads this with /shop; the API's strict checks are in contract/catalog.ts.
 */
import { isSize, type Size } from './sizes.ts';

/** The shop's categories, as the address and the API name them. */
export const CATEGORIES = ['tees', 'oversized', 'hoodies', 'club'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  tees: 'Tees',
  oversized: 'Oversized',
  hoodies: 'Hoodies',
  club: 'Club tees',
};

/** The orders of the list; `newest` is the default and is left out of addresses. */
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** The longest search text, in characters. */
export const MAX_SEARCH_LENGTH = 100;
/** The highest price a filter may name, in rupees (the highest a product may have). */
export const MAX_FILTER_RUPEES = 100_000;
/** A price as a filter takes it: whole rupees, or rupees and paise. */
export const PRICE_TEXT = /^\d{1,6}(\.\d{1,2})?$/;

/** What the shop is searched and filtered by; every field optional. Prices in rupees. */
export interface ShopFilters {
  q?: string;
  category?: Category;
  size?: Size;
  minPrice?: number;
  maxPrice?: number;
  sort?: Sort;
  /** A club's address name: its products only (docs/product.md#clubs). */
  club?: string;
}

/** The parameters in the order addresses and the API write them. */
const ORDER = ['q', 'category', 'size', 'minPrice', 'maxPrice', 'sort', 'club'] as const;

/** A club's address name (as shared/rules/clubs.ts shapes it, copied: that module is not loaded with /shop). */
const CLUB_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const price = (value: string | null) => {
  if (value === null || !PRICE_TEXT.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n <= MAX_FILTER_RUPEES ? n : undefined;
};

/**
 * The filters an address holds, leniently: a value the shop does not know, or one out of range,
 * is left out (a hand-edited or old link still opens the shop). The API refuses such values.
 */
export function filtersFromSearch(search: URLSearchParams): ShopFilters {
  const q = search.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH);
  const size = search.get('size')?.trim().toUpperCase() ?? '';
  let minPrice = price(search.get('minPrice'));
  let maxPrice = price(search.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const category = oneOf(CATEGORIES, search.get('category'));
  const sort = oneOf(SORTS, search.get('sort'));
  const club = search.get('club')?.trim() ?? '';
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(isSize(size) ? { size } : {}),
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
    ...(sort && sort !== 'newest' ? { sort } : {}),
    ...(club.length <= 40 && CLUB_SLUG.test(club) ? { club } : {}),
  };
}

/**
 * The filters as address parameters, always in one order and without defaults: the one spelling
 * of a search, used in the address, in the API call and as the cache key. '' for no filter.
 */
export function searchOfFilters(filters: ShopFilters): string {
  const search = new URLSearchParams();
  for (const name of ORDER) {
    const value = filters[name];
    if (value !== undefined && value !== '' && !(name === 'sort' && value === 'newest')) {
      search.set(name, String(value));
    }
  }
  return search.toString();
}

/** The web app's cache key of a search's pages: beside the unfiltered pages (catalogKeys). */
export const searchPagesKey = (search: string) => ['products', 'pages', search] as const;
