import { describe, expect, it } from 'vitest';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats whole rupees with Indian grouping and no paise', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1000)).toBe('₹1,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('formats like the en-IN locale does, for every kind of amount', () => {
    const intl = (n: number) =>
      '₹' +
      n.toLocaleString('en-IN', {
        minimumFractionDigits: Number.isInteger(n) ? 0 : 2,
        maximumFractionDigits: 2,
      });
    for (const n of [0, 5, 49.9, 499, 1299.5, 19.05, 0.01, 99999.99, 1234567.8, -250, -0.5]) {
      expect(formatRupees(n)).toBe(intl(n));
    }
  });

  it('shows paise only when there are some', () => {
    expect(formatRupees(1299.5)).toBe('₹1,299.50');
    expect(formatRupees(19.05)).toBe('₹19.05');
  });

  it('converts between rupees and integer paise without drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(rupeesToPaise(19)).toBe(1900);
    expect(paiseToRupees(129999)).toBe(1299.99);
    expect(paiseToRupees(rupeesToPaise(499))).toBe(499);
  });
});
