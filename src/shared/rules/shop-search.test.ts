import { describe, expect, it } from 'vitest';
import * as contract from '../contract/catalog.ts';
import {
  CATEGORIES,
  filtersFromSearch,
  MAX_FILTER_RUPEES,
  MAX_SEARCH_LENGTH,
  searchOfFilters,
  SORTS,
} from './shop-search.ts';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('shop search in the address', () => {
  it('reads every filter, trimmed, sizes in any case', () => {
    expect(
      read(
        'q=%20black%20hoodie%20&category=hoodies&size=2xl&minPrice=500&maxPrice=1299.5&sort=price-desc',
      ),
    ).toEqual({
      q: 'black hoodie',
      category: 'hoodies',
      size: '2XL',
      minPrice: 500,
      maxPrice: 1299.5,
      sort: 'price-desc',
    });
  });

  it('leaves out what it does not know, blanks and the default sort', () => {
    expect(
      read('q=&category=shoes&size=XXL&minPrice=abc&maxPrice=-1&sort=newest&utm_source=chat'),
    ).toEqual({});
    expect(read(`maxPrice=${MAX_FILTER_RUPEES + 1}`)).toEqual({});
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it('puts a price range given the wrong way round the right way', () => {
    expect(read('minPrice=900&maxPrice=500')).toEqual({ minPrice: 500, maxPrice: 900 });
  });

  it('writes one spelling per search: fixed order, no defaults, no blanks', () => {
    expect(searchOfFilters({ sort: 'price-asc', q: 'navy tee', size: 'M' })).toBe(
      'q=navy+tee&size=M&sort=price-asc',
    );
    expect(searchOfFilters({ sort: 'newest', q: '' })).toBe('');
    const search = 'q=club&category=club&size=S&minPrice=1&maxPrice=2&sort=price-desc';
    expect(searchOfFilters(read(search))).toBe(search);
  });

  it('knows the same words and limits as the API contract', () => {
    expect(contract.CATEGORIES).toEqual(CATEGORIES);
    expect(contract.SORTS).toEqual(SORTS);
    expect(contract.MAX_SEARCH_LENGTH).toBe(MAX_SEARCH_LENGTH);
    expect(contract.MAX_FILTER_RUPEES).toBe(MAX_FILTER_RUPEES);
  });
});
