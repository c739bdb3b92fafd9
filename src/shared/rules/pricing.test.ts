import { describe, expect, it } from 'vitest';
import { compareAtFromPercent, savingOf } from './pricing.ts';

describe('savingOf', () => {
  it('names the saving of a higher compare-at price, its percentage rounded down', () => {
    expect(savingOf(499, 624)).toEqual({ amount: 125, percent: 20 });
    expect(savingOf(699, 899)).toEqual({ amount: 200, percent: 22 });
    expect(savingOf(499.5, 500)).toEqual({ amount: 0.5, percent: 0 });
  });

  it('shows nothing without a compare-at price or with one not above the price', () => {
    expect(savingOf(499, undefined)).toBeUndefined();
    expect(savingOf(499, null)).toBeUndefined();
    expect(savingOf(499, 499)).toBeUndefined();
    expect(savingOf(499, 450)).toBeUndefined();
  });
});

describe('compareAtFromPercent', () => {
  it('turns a percentage off the price into the price before, in whole rupees', () => {
    expect(compareAtFromPercent(49_900, 20)).toBe(62_400);
    expect(compareAtFromPercent(100_000, 50)).toBe(200_000);
    expect(compareAtFromPercent(129_900, 10)).toBe(144_300);
  });
});
