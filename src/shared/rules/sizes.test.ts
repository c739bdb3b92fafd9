import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, SIZES, bySizeOrder, isSize } from './sizes.ts';

describe('sizes', () => {
  it('lists XS to 2XL, smallest first', () => {
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
  });

  it('sorts into the shop order, unknown sizes last', () => {
    const rows = ['2XL', 'M', 'FREE', 'XS', 'XL', 'S', 'L'].map((size) => ({ size }));
    expect(rows.sort(bySizeOrder).map((r) => r.size)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      'FREE',
    ]);
  });

  it('recognises sizes exactly', () => {
    expect(isSize('XL')).toBe(true);
    expect(isSize('xl')).toBe(false);
    expect(isSize('XXL')).toBe(false);
  });

  it('offers quantities 1 to 5', () => {
    expect([MIN_LINE_QUANTITY, MAX_LINE_QUANTITY]).toEqual([1, 5]);
  });
});
