import { describe, expect, it } from 'vitest';
import { normaliseOrderNumber } from './order-number.ts';

describe('order numbers as people type them', () => {
  it('reads lower case, spaces and a missing dash as the written form', () => {
    expect(normaliseOrderNumber('7kq4-m9x2')).toBe('7KQ4-M9X2');
    expect(normaliseOrderNumber(' 7KQ4 M9X2 ')).toBe('7KQ4-M9X2');
    expect(normaliseOrderNumber('7KQ4M9X2')).toBe('7KQ4-M9X2');
  });

  it('refuses what cannot be one: confusable characters, wrong length, item ids', () => {
    for (const raw of ['7KQ4-M9X0', 'OKQ4-M9X2', '7KQ4-M9X', '12', '', '7KQ4-M9X2-A', '../1']) {
      expect(normaliseOrderNumber(raw)).toBeUndefined();
    }
  });
});
