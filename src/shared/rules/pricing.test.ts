import { describe, expect, it } from 'vitest';
import { struckThroughPrice } from './pricing.ts';

describe('struckThroughPrice', () => {
  it('adds ₹100 for hoodies', () => {
    expect(struckThroughPrice(899, 'hoodie')).toBe(999);
  });

  it('adds ₹50 for every other style', () => {
    expect(struckThroughPrice(449, 'regular')).toBe(499);
    expect(struckThroughPrice(549, 'oversized')).toBe(599);
    expect(struckThroughPrice(399, 'sponsered')).toBe(449);
    expect(struckThroughPrice(399, 'something-else')).toBe(449);
  });
});
