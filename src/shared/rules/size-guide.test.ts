import { describe, expect, it } from 'vitest';
import { cmToMm, formatMeasure, mmToCm } from './size-guide.ts';

describe('formatMeasure', () => {
  it('shows centimetres with at most one decimal', () => {
    expect(formatMeasure(96, 'cm')).toBe('96');
    expect(formatMeasure(116.8, 'cm')).toBe('116.8');
  });

  it('shows inches worked out from centimetres, one decimal at most', () => {
    expect(formatMeasure(116.8, 'in')).toBe('46');
    expect(formatMeasure(41.9, 'in')).toBe('16.5');
    expect(formatMeasure(100, 'in')).toBe('39.4');
  });
});

describe('cmToMm and mmToCm', () => {
  it('keep a tenth of a centimetre exactly', () => {
    expect(cmToMm(104.5)).toBe(1045);
    expect(mmToCm(1045)).toBe(104.5);
    expect(cmToMm(0.1 + 0.2)).toBe(3);
  });
});
