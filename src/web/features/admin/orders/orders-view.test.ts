import { describe, expect, it } from 'vitest';
import { filtersOf, searchFromView, viewFromSearch } from './orders-view.ts';

describe('the /allOrders address', () => {
  it('reads the defaults from an empty address and writes none back', () => {
    const view = viewFromSearch(new URLSearchParams());
    expect(view).toEqual({
      deliveryStatus: 'all',
      brand: 'all',
      sort: 'newest',
      q: '',
      from: '',
      to: '',
      page: 1,
    });
    expect(searchFromView(view).toString()).toBe('');
  });

  it('keeps filters through a round trip and ignores what it does not know', () => {
    const search = new URLSearchParams(
      'status=notDelivered&brand=club&sort=oldest&q=priya&from=2026-11-01&to=bad&page=3&x=1',
    );
    const view = viewFromSearch(search);
    expect(view).toMatchObject({ deliveryStatus: 'notDelivered', brand: 'club', to: '', page: 3 });
    expect(searchFromView(view).toString()).toBe(
      'status=notDelivered&brand=club&sort=oldest&q=priya&from=2026-11-01&page=3',
    );
    expect(filtersOf(view)).toEqual({
      deliveryStatus: 'notDelivered',
      brand: 'club',
      sort: 'oldest',
      q: 'priya',
      from: '2026-11-01',
    });
    expect(viewFromSearch(new URLSearchParams('status=lost&page=-4'))).toMatchObject({
      deliveryStatus: 'all',
      page: 1,
    });
  });
});
