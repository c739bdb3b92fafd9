import { describe, expect, it } from 'vitest';
import { lowestPriceBetween, referencePrice, type PricePoint } from './reference-price.ts';

const DAY = 24 * 60 * 60 * 1000;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY);
const point = (rupees: number, from: number): PricePoint => ({
  pricePaise: rupees * 100,
  from: day(from),
});

describe('referencePrice', () => {
  it('is the price in force through the 30 days before a cut', () => {
    expect(referencePrice([point(549, 0)], day(40), 49_900)).toBe(54_900);
  });

  it('is the lowest of the 30 days before the price began, prices begun earlier included', () => {
    // ₹549 from day 0, ₹499 from day 40, ₹599 from day 50, cut to ₹449 on day 55.
    const history = [point(549, 0), point(499, 40), point(599, 50)];
    expect(referencePrice(history, day(55), 44_900)).toBe(49_900);
  });

  it('leaves out a price that ended more than 30 days before', () => {
    // ₹449 until day 10, ₹549 from then; cut to ₹499 on day 45: ₹449 ended 35 days before.
    const history = [point(449, 0), point(549, 10)];
    expect(referencePrice(history, day(45), 49_900)).toBe(54_900);
    // Cut on day 39 instead: ₹449 was still in force 30 days before.
    expect(referencePrice(history, day(39), 49_900)).toBeNull();
  });

  it('is none when the lowest of the window is not above the price, or there is no history', () => {
    expect(referencePrice([point(549, 0)], day(40), 54_900)).toBeNull();
    expect(referencePrice([point(549, 0)], day(40), 59_900)).toBeNull();
    expect(referencePrice([], day(40), 49_900)).toBeNull();
  });
});

describe('lowestPriceBetween', () => {
  it('counts the last price as lasting on, and no price replaced the moment it began', () => {
    const history = [point(549, 0), point(99, 10), point(599, 10)];
    expect(lowestPriceBetween(history, day(5), day(20))).toBe(54_900);
    expect(lowestPriceBetween(history, day(30), day(40))).toBe(59_900);
    expect(lowestPriceBetween(history, day(-10), day(0))).toBeUndefined();
  });
});
