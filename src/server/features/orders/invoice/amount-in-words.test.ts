import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [250, 'Two Hundred Fifty'],
    [1000, 'One Thousand'],
    [1299, 'One Thousand Two Hundred Ninety-Nine'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'],
    [100_000, 'One Lakh'],
    [1_02_050, 'One Lakh Two Thousand Fifty'],
    [12_34_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'],
    [1_00_00_000, 'One Crore'],
    [5_10_00_001, 'Five Crore Ten Lakh One'],
    [1234_00_00_000, 'One Thousand Two Hundred Thirty-Four Crore'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('says rupees and paise, leaving out paise when there are none', () => {
    expect(amountInWords(129_950)).toBe(
      'Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(amountInWords(1_50_000_00)).toBe('Rupees One Lakh Fifty Thousand Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
  });

  it('refuses what is not a whole, non-negative number', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
