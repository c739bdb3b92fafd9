import { describe, expect, it } from 'vitest';
import { searchWords, withinEdits, wordMatches } from './catalog-search.ts';

describe('catalogue search words', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(searchWords('  Café-Club T-Shirt, NAVY/2XL ')).toEqual([
      'cafe',
      'club',
      't',
      'shirt',
      'navy',
      '2xl',
    ]);
  });

  it('counts a swap of neighbours as one edit and stops past the limit', () => {
    expect(withinEdits('robtoics', 'robotics', 1)).toBe(true);
    expect(withinEdits('hodie', 'hoodie', 1)).toBe(true);
    expect(withinEdits('hoodie', 'hoodies', 1)).toBe(true);
    expect(withinEdits('hdie', 'hoodie', 1)).toBe(false);
    expect(withinEdits('abcdefgh', 'zzzzzzzz', 2)).toBe(false);
  });

  it('matches a word being typed, a typo from four letters, two from eight', () => {
    expect(wordMatches('hoo', 'hoodie')).toBe(true);
    expect(wordMatches('hodi', 'hoodie')).toBe(true); // a typo in a word being typed
    expect(wordMatches('tea', 'tee')).toBe(false); // three letters: exact start only
    expect(wordMatches('blak', 'black')).toBe(true);
    expect(wordMatches('astronmoy', 'astronomy')).toBe(true);
    expect(wordMatches('astrnmoy', 'astronomy')).toBe(true); // eight letters: two typos
    expect(wordMatches('navy', 'grey')).toBe(false);
  });
});
