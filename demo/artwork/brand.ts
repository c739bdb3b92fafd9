/** The shop's mark (a simple tee) and wordmark, plus the brand palette used by all site art. */
import { esc, FONT, r, textWidth } from './svg.ts';

export const BRAND = {
  ink: '#0f172a',
  indigo: '#4338ca',
  indigoDark: '#3730a3',
  indigoDeep: '#1e1b4b',
  soft: '#eef2ff',
  amber: '#f59e0b',
  green: '#15803d',
  paper: '#f8fafc',
} as const;

/** The tee mark in a 100 x 100 box. */
export const TEE_MARK_PATH =
  'M35 14L15 22L3 45L18 53L25 45V88H75V45L82 53L97 45L85 22L65 14C62 22 57 27 50 27C43 27 38 22 35 14Z';

/** The tee mark with its top-left corner at (x, y), `size` px square. */
export function teeMark(color: string, x: number, y: number, size: number): string {
  return (
    `<g transform="translate(${r(x)} ${r(y)}) scale(${(size / 100).toFixed(4)})">` +
    `<path d="${TEE_MARK_PATH}" fill="${color}" stroke="${color}" stroke-width="4" stroke-linejoin="round"/></g>`
  );
}

/** Short initials of the shop name, for neck labels ("Campus Threads" gives "CT"). */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .slice(0, 3) || 'CT'
  );
}

/**
 * Mark + shop name in capitals on one line, starting at (x, baseline y). Returns the SVG and its
 * width so callers can centre it.
 */
export function wordmark(
  name: string,
  color: string,
  x: number,
  y: number,
  size: number,
  markColor = color,
): { svg: string; width: number } {
  const text = name.toUpperCase();
  const spacing = size * 0.12;
  const markSize = size * 1.45;
  const gap = size * 0.45;
  const tw = textWidth(text, size, 'bold', spacing);
  const svg =
    teeMark(markColor, x, y - size * 1.12, markSize) +
    `<text x="${r(x + markSize + gap)}" y="${r(y)}" font-family="${FONT}" font-weight="700" ` +
    `font-size="${r(size)}" letter-spacing="${r(spacing)}" fill="${color}">${esc(text)}</text>`;
  return { svg, width: markSize + gap + tw };
}
