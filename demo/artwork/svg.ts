/**
 * Small helpers for writing SVG by hand: escaping, colour maths, text measuring and wrapping.
 * Text is always set in DejaVu Sans (the one family every machine here has), so widths come from
 * its advance widths (per 1000 units of em) for printable ASCII; other characters count as wide.
 */

export const FONT = 'DejaVu Sans, sans-serif';

const BOLD_WIDTHS = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696,
  696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683,
  683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771,
  724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665,
  343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
const REGULAR_WIDTHS = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636,
  636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632,
  575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685,
  611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579,
  278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
];

export type Weight = 'bold' | 'normal';

/** Escapes text for use inside SVG elements and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Width in pixels of `text` at `size` px, with optional letter spacing in px. */
export function textWidth(
  text: string,
  size: number,
  weight: Weight = 'bold',
  spacing = 0,
): number {
  const table = weight === 'bold' ? BOLD_WIDTHS : REGULAR_WIDTHS;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? (table[code - 32] ?? 700) : 1000;
  }
  return (units / 1000) * size + spacing * Math.max(0, [...text].length - 1);
}

/**
 * Greedy word wrap at a given size. Explicit line breaks ("BOSS\nBABY") are kept; words longer
 * than the line stay whole (the fit shrinks them).
 */
export function wrapWords(
  text: string,
  maxWidth: number,
  size: number,
  weight: Weight = 'bold',
  spacing = 0,
): string[] {
  const lines: string[] = [];
  for (const part of text.trim().split(/\r?\n/)) {
    let line = '';
    for (const word of part.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || textWidth(candidate, size, weight, spacing) <= maxWidth) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

export interface FitOptions {
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize: number;
  maxLines?: number;
  weight?: Weight;
  /** Letter spacing as a fraction of the font size (negative tightens). */
  tracking?: number;
  lineHeight?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
  width: number;
  height: number;
}

/** The largest size (in whole px) at which the wrapped text fits the box. */
export function fitText(text: string, o: FitOptions): FittedText {
  const weight = o.weight ?? 'bold';
  const tracking = o.tracking ?? 0;
  const lh = o.lineHeight ?? 1.05;
  const maxLines = o.maxLines ?? 4;
  let best: FittedText | undefined;
  for (let size = o.maxSize; size >= o.minSize; size -= 2) {
    const sp = tracking * size;
    const lines = wrapWords(text, o.maxWidth, size, weight, sp);
    const width = Math.max(...lines.map((l) => textWidth(l, size, weight, sp)));
    const height = size * (1 + lh * (lines.length - 1));
    best = { lines, size, lineHeight: size * lh, width, height };
    if (lines.length <= maxLines && width <= o.maxWidth && height <= o.maxHeight) return best;
  }
  return (
    best ?? { lines: [text], size: o.minSize, lineHeight: o.minSize * lh, width: 0, height: 0 }
  );
}

export interface TextBlockOptions {
  x: number;
  /** Baseline of the first line. */
  y: number;
  size: number;
  lineHeight?: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: Weight;
  /** Letter spacing in px. */
  spacing?: number;
  opacity?: number;
  extra?: string;
}

/** One <text> element with a <tspan> per line. */
export function textBlock(lines: string[], o: TextBlockOptions): string {
  const lh = o.lineHeight ?? o.size * 1.1;
  const spans = lines
    .map((l, i) => `<tspan x="${r(o.x)}" y="${r(o.y + i * lh)}">${esc(l)}</tspan>`)
    .join('');
  const attrs = [
    `font-family="${FONT}"`,
    `font-size="${r(o.size)}"`,
    `font-weight="${o.weight === 'normal' ? 400 : 700}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
    o.spacing ? `letter-spacing="${r(o.spacing)}"` : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
    o.extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<text ${attrs}>${spans}</text>`;
}

/** Rounds to 0.1 px to keep the SVG short. */
export function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------- colour

function parseHex(hex: string): [number, number, number] {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return [128, 128, 128];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

/** Darkens (amount < 0) towards black or lightens (amount > 0) towards white. */
export function shade(color: string, amount: number): string {
  return amount < 0 ? mix(color, '#000000', -amount) : mix(color, '#ffffff', amount);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [R, G, B] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** A normalised colour (#rrggbb) from user input, or the fallback. */
export function normalizeColor(color: string, fallback: string): string {
  const h = color.trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h) ? toHex(parseHex(h)) : fallback;
}
