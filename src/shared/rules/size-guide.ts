/**
 * The size guide: per style, each size's chest, length and shoulder in centimetres, shown in
 * centimetres or inches (docs/product.md#size-guide). Stored and sent in centimetres with at most
 * one decimal; inches are worked out for the page.
 */

/** What a size guide measures, in the order the table shows it. */
export const MEASURES = ['chestCm', 'lengthCm', 'shoulderCm'] as const;
export type Measure = (typeof MEASURES)[number];

export const MEASURE_LABELS: Record<Measure, string> = {
  chestCm: 'Chest',
  lengthCm: 'Length',
  shoulderCm: 'Shoulder',
};

/** The range a measurement may take, in centimetres (a typo such as 1000 is refused). */
export const MIN_MEASURE_CM = 10;
export const MAX_MEASURE_CM = 200;

export type Unit = 'cm' | 'in';
const CM_PER_INCH = 2.54;

/** "96.5" (cm) or "38" (in): one decimal at most, none when it is whole. */
export function formatMeasure(cm: number, unit: Unit): string {
  const value = unit === 'cm' ? cm : cm / CM_PER_INCH;
  return String(Math.round(value * 10) / 10);
}

/** Centimetres to whole millimetres, as the database keeps them (and back). */
export const cmToMm = (cm: number) => Math.round(cm * 10);
export const mmToCm = (mm: number) => mm / 10;
