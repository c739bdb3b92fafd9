import { describe, expect, it } from 'vitest';
import { STYLES, parseStyle, sizeChartTitle, styleLabel } from './styles.ts';

describe('styleLabel', () => {
  it('labels all four styles, with the correct spelling of Sponsored', () => {
    expect(styleLabel('regular')).toBe('Regular T-Shirt');
    expect(styleLabel('oversized')).toBe('Oversized T-Shirt');
    expect(styleLabel('hoodie')).toBe('Hoodie');
    expect(styleLabel('sponsered')).toBe('Sponsored');
  });

  it('reads an unknown style as an oversized T-shirt', () => {
    expect(styleLabel('polo')).toBe('Oversized T-Shirt');
    expect(styleLabel('')).toBe('Oversized T-Shirt');
  });
});

describe('parseStyle', () => {
  it('accepts every wire value', () => {
    for (const s of STYLES) expect(parseStyle(s)).toBe(s);
  });

  it('accepts the alias sponsored, any case and spaces', () => {
    expect(parseStyle('sponsored')).toBe('sponsered');
    expect(parseStyle(' Sponsored ')).toBe('sponsered');
    expect(parseStyle('HOODIE')).toBe('hoodie');
  });

  it('refuses anything else', () => {
    expect(parseStyle('polo')).toBeUndefined();
    expect(parseStyle('')).toBeUndefined();
  });
});

describe('sizeChartTitle', () => {
  it('names the chart by fit', () => {
    expect(sizeChartTitle('regular')).toBe('Normal Fit T-Shirt');
    expect(sizeChartTitle('sponsered')).toBe('Normal Fit T-Shirt');
    expect(sizeChartTitle('oversized')).toBe('Oversized Fit T-Shirt');
    expect(sizeChartTitle('hoodie')).toBe('Hoodie');
  });
});
