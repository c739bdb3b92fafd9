import type { Category, Sort } from '#shared/rules/shop-search.ts';
import type { PageEnd } from '#shared/rules/page-cursor.ts';
import type { Size } from '#shared/rules/sizes.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import type { ProductRecord } from './catalog.queries.ts';

/**
 * The shop's search, filters and sort (docs/product.md#shop), answered from the catalogue in
 * memory (catalog-cache.ts): no query per search, and at 5,000 products a search costs about a
 * plain page (bench/README.md, database at size). Each list the cache hands out gets a word
 * index on its first search, and the last searches' answers are kept while that list lasts.
 */

/** What a list is narrowed and ordered by; every field optional. Prices in paise, inclusive. */
export interface CatalogSearch {
  q?: string;
  category?: Category;
  size?: Size;
  minPricePaise?: number;
  maxPricePaise?: number;
  sort?: Sort;
  /** The address name of the club whose products these are (docs/product.md#clubs). */
  club?: string;
}

/** Words of a search beyond this many are not looked for. */
const MAX_QUERY_WORDS = 8;
/** Answers kept per list (a new list, after any change, starts again). */
const ANSWERS_KEPT_PER_LIST = 64;

/** The category a product is shown under: club products by the flag, the others by style. */
export function categoryOf(product: ProductRecord): Category {
  if (!product.isOwnBrand || product.style === 'sponsered') return 'club';
  if (product.style === 'hoodie') return 'hoodies';
  return product.style === 'oversized' ? 'oversized' : 'tees';
}

/** Text as words to match: lower case, accents folded, letters and digits only. */
export function searchWords(text: string): string[] {
  // Folding accents is the slow part, and most text has none.
  const plain = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  return plain
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const CATEGORY_WORDS: Record<Category, string> = {
  tees: 'tee tees tshirt',
  oversized: 'oversized tee tees tshirt',
  hoodies: 'hoodie hoodies',
  club: 'club tee tees tshirt',
};

/** A product's words: name, details, tags, colours, style and category. Kept per record. */
const wordsKept = new WeakMap<ProductRecord, string[]>();
function wordsOf(product: ProductRecord): string[] {
  let words = wordsKept.get(product);
  if (!words) {
    const text = [
      product.name,
      product.details,
      ...product.tags,
      ...product.colors,
      styleLabel(product.style),
      CATEGORY_WORDS[categoryOf(product)],
    ].join(' ');
    wordsKept.set(product, (words = [...new Set(searchWords(text))]));
  }
  return words;
}

/**
 * Each word of a list's products with the positions in the list of the products that have it,
 * grouped by first letter: a searched word is only compared with the words that start like it.
 */
type WordIndex = Map<string, [word: string, at: number[]][]>;
const indexes = new WeakMap<readonly ProductRecord[], WordIndex>();
function indexOf(list: readonly ProductRecord[]): WordIndex {
  let index = indexes.get(list);
  if (!index) {
    const positions = new Map<string, number[]>();
    for (let i = 0; i < list.length; i++) {
      for (const word of wordsOf(list[i]!)) {
        const at = positions.get(word);
        if (at) at.push(i);
        else positions.set(word, [i]);
      }
    }
    index = new Map();
    for (const entry of positions) {
      const group = index.get(entry[0][0]!);
      if (group) group.push(entry);
      else index.set(entry[0][0]!, [entry]);
    }
    indexes.set(list, index);
  }
  return index;
}

/** Typos forgiven in a searched word: none under 4 letters (too many words are near), 1, 2 from 8. */
const typosAllowed = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Whether `a` and `b` are at most `max` edits apart (a letter added, dropped or changed, or two
 * neighbours swapped), stopping as soon as they cannot be.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= max;
}

/**
 * Whether a product word answers a searched word: it starts with it (so a word being typed
 * finds its products), or it, or its start, is within the typos the searched word allows. The
 * first letter must match (typos are rarely there, and it keeps each search to one letter's
 * words, bench/README.md).
 */
export function wordMatches(searched: string, word: string): boolean {
  if (word[0] !== searched[0]) return false;
  if (word.startsWith(searched)) return true;
  const typos = typosAllowed(searched);
  if (typos === 0) return false;
  if (withinEdits(searched, word, typos)) return true;
  const shortest = Math.max(1, searched.length - typos);
  for (let n = shortest; n < word.length && n <= searched.length + typos; n++) {
    if (withinEdits(searched, word.slice(0, n), typos)) return true;
  }
  return false;
}

/** Which positions of `list` match every word of `q` (1) or not (0). */
function textMatches(list: readonly ProductRecord[], q: string): Uint8Array {
  const wanted = [...new Set(searchWords(q))].slice(0, MAX_QUERY_WORDS);
  const found = new Uint8Array(list.length);
  found.fill(1);
  for (const searched of wanted) {
    const has = new Uint8Array(list.length);
    for (const [word, at] of indexOf(list).get(searched[0]!) ?? []) {
      if (wordMatches(searched, word)) for (const i of at) has[i] = 1;
    }
    for (let i = 0; i < found.length; i++) if (!has[i]) found[i] = 0;
  }
  return found;
}

/** The order of a sort, newest first among equal prices (ids grow with time). */
const ORDERS: Record<Sort, (a: PageEnd, b: PageEnd) => number> = {
  newest: (a, b) => b.lastId - a.lastId,
  'price-asc': (a, b) => a.lastPricePaise! - b.lastPricePaise! || b.lastId - a.lastId,
  'price-desc': (a, b) => b.lastPricePaise! - a.lastPricePaise! || b.lastId - a.lastId,
};

/** Where a product stands in a sort (what its page's cursor holds when it ends one). */
export const placeOf = (product: ProductRecord): PageEnd => ({
  lastId: product.id,
  lastPricePaise: product.pricePaise,
});

/** The position of the first product of `list` (in `sort`'s order) after `end`. */
export function firstAfter(list: readonly ProductRecord[], sort: Sort, end: PageEnd): number {
  const order = ORDERS[sort];
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order(placeOf(list[mid]!), end) > 0) high = mid;
    else low = mid + 1;
  }
  return low;
}

const answers = new WeakMap<readonly ProductRecord[], Map<string, readonly ProductRecord[]>>();

/**
 * The products of `list` (newest first) that match `search`, in its order. Without any filter or
 * sort, `list` itself; otherwise a list kept while `list` lasts, so its pages and replies are
 * kept too (lib/encoded-json.ts).
 */
export function searchCatalog(
  list: readonly ProductRecord[],
  search: CatalogSearch,
): readonly ProductRecord[] {
  const q = searchWords(search.q ?? '').join(' ');
  const { category, size, minPricePaise: min, maxPricePaise: max, club } = search;
  const sort = search.sort ?? 'newest';
  const none = !q && !category && !size && !club && min === undefined && max === undefined;
  if (none && sort === 'newest') {
    return list;
  }
  let kept = answers.get(list);
  if (!kept) answers.set(list, (kept = new Map()));
  const key = JSON.stringify([q, category, size, min, max, sort, club]);
  let answer = kept.get(key);
  kept.delete(key); // set again below: the most recently asked for goes last
  if (!answer) {
    const text = q ? textMatches(list, q) : undefined;
    const found = list.filter(
      (p, i) =>
        (!text || text[i] === 1) &&
        (!category || categoryOf(p) === category) &&
        (!club || p.club?.slug === club) &&
        (!size || p.sizes.some((s) => s.size === size && s.quantity > 0)) &&
        (min === undefined || p.pricePaise >= min) &&
        (max === undefined || p.pricePaise <= max),
    );
    if (sort !== 'newest') found.sort((a, b) => ORDERS[sort](placeOf(a), placeOf(b)));
    answer = found;
  }
  kept.set(key, answer);
  if (kept.size > ANSWERS_KEPT_PER_LIST) kept.delete(kept.keys().next().value!);
  return answer;
}
