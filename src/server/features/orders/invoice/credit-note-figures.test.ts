import { describe, expect, it } from 'vitest';
import { piecesAmount } from './credit-note-figures.ts';

describe('what cancelled pieces of a line come to', () => {
  it('shares the line’s charge out piece by piece, so all the pieces make exactly the line', () => {
    // 3 tees at ₹499 with ₹100 of coupon off the line: ₹1,397 charged.
    const line = { unitPricePaise: 49_900, quantity: 3, discountPaise: 10_000 };
    const one = piecesAmount(line, 0, 1);
    const two = piecesAmount(line, 1, 1);
    const three = piecesAmount(line, 2, 1);
    expect([one, two, three]).toEqual([46_567, 46_566, 46_567]);
    expect(one + two + three).toBe(1_39_700);
    expect(piecesAmount(line, 0, 3)).toBe(1_39_700);
  });
});
