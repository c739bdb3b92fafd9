import { describe, expect, it } from 'vitest';
import { esc, fitText, luminance, normalizeColor, shade, textWidth, wrapWords } from './svg.ts';

describe('svg helpers', () => {
  it('escapes text for SVG', () => {
    expect(esc(`<Tom & "Jerry's">`)).toBe('&lt;Tom &amp; &quot;Jerry&#39;s&quot;&gt;');
  });

  it('measures DejaVu Sans Bold widths', () => {
    expect(textWidth('M', 100)).toBeCloseTo(99.5, 0);
    expect(textWidth('MM', 100, 'bold', 10)).toBeCloseTo(209, 0);
    expect(textWidth('i', 100, 'normal')).toBeCloseTo(27.8, 0);
  });

  it('wraps words and fits text into a box', () => {
    expect(wrapWords('one two three', 200, 40)).toEqual(['one two', 'three']);
    expect(wrapWords('BOSS\nBABY', 2000, 40)).toEqual(['BOSS', 'BABY']);
    expect(wrapWords('TRUST\nTHE CURVE', 2000, 40)).toEqual(['TRUST', 'THE CURVE']);
    const fit = fitText('Entrepreneurial Flame', {
      maxWidth: 440,
      maxHeight: 300,
      maxSize: 112,
      minSize: 30,
    });
    expect(fit.lines).toEqual(['Entrepreneurial', 'Flame']);
    expect(fit.width).toBeLessThanOrEqual(440);
    expect(fit.size).toBeGreaterThan(40);
  });

  it('does colour maths', () => {
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(normalizeColor('abc', '#000000')).toBe('#aabbcc');
    expect(normalizeColor('red', '#000000')).toBe('#000000');
  });
});
