/**
 * Product styles. Wire values keep the original contract's spelling (`sponsered`); everything a person
 * reads uses the correct spelling (docs/spec-decisions.md).
 */
export const STYLES = ['regular', 'oversized', 'hoodie', 'sponsered'] as const;
export type Style = (typeof STYLES)[number];

/** Accepts the wire values plus the correctly spelled alias `sponsored`. */
export function parseStyle(value: string): Style | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'sponsored') return 'sponsered';
  return (STYLES as readonly string[]).includes(v) ? (v as Style) : undefined;
}

const LABELS: Record<Style, string> = {
  regular: 'Regular T-Shirt',
  oversized: 'Oversized T-Shirt',
  hoodie: 'Hoodie',
  sponsered: 'Sponsored',
};

/** The label shown on cards, cart lines and orders. Unknown styles read as oversized, as in the original contract (docs/spec-decisions.md). */
export function styleLabel(style: string): string {
  return LABELS[style as Style] ?? LABELS.oversized;
}

/** Title of the size chart image, which is the last image of every product. */
export function sizeChartTitle(style: string): string {
  if (style === 'hoodie') return 'Hoodie';
  if (style === 'oversized') return 'Oversized Fit T-Shirt';
  return 'Normal Fit T-Shirt';
}
