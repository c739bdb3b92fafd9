import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.ts';

describe('formatCount', () => {
  it('groups digits as India writes them, as en-IN would', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 99_999, 100_000, 1_234_567, 123_456_789, -4200]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
    }
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(1_234_567)).toBe('12,34,567');
  });
});
