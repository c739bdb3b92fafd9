import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, percentToBasisPoints } from './club-share.ts';

describe('a club’s share as typed and as read', () => {
  it('reads a percentage with at most two decimals as basis points', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints(' 12.05 ')).toBe(1205);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100')).toBe(10_000);
    for (const bad of ['12.345', '-1', '1e2', '', '12,5', '.5', '1000'])
      expect(percentToBasisPoints(bad), bad).toBeNull();
  });

  it('writes basis points back as short as it stays exact', () => {
    expect([1250, 1205, 1000, 0, 10_000, 1].map(basisPointsToPercent)).toEqual([
      '12.5',
      '12.05',
      '10',
      '0',
      '100',
      '0.01',
    ]);
  });
});
