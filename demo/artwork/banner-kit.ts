/**
 * Building blocks for the site's banners and illustrations: garments placed on a canvas, headline
 * blocks, pills and buttons, background decoration, and rendering an SVG to WebP/PNG.
 */
import sharp from 'sharp';
import { garmentArt, type TeeDesign } from './product-art.ts';
import { esc, fitText, FONT, r, svgDoc, textBlock, textWidth, type FittedText } from './svg.ts';

export interface Art {
  defs: string;
  body: string;
}

export const join = (...parts: Art[]): Art => ({
  defs: parts.map((p) => p.defs).join(''),
  body: parts.map((p) => p.body).join(''),
});

export const plain = (body: string, defs = ''): Art => ({ defs, body });

let seq = 0;

/**
 * A garment mock-up centred on (cx, cy), `height` px tall (the 1200 x 1500 product canvas scaled),
 * optionally rotated by `angle` degrees.
 */
export async function placeGarment(
  design: TeeDesign,
  cx: number,
  cy: number,
  height: number,
  angle = 0,
  view: 'front' | 'back' = 'front',
  shopName?: string,
): Promise<Art> {
  const id = `ga${++seq}`;
  const g = await garmentArt(design, view, id, { shopName });
  const s = height / 1500;
  return {
    defs: g.defs,
    body:
      `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${angle}) scale(${s.toFixed(4)}) translate(-600 -740)">` +
      `${g.body}</g>`,
  };
}

export interface HeadlineOptions {
  x: number;
  y: number;
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize?: number;
  color: string;
  anchor?: 'start' | 'middle';
  maxLines?: number;
}

/** A bold headline fitted into a box; returns the SVG and the fitted text (for stacking below). */
export function headline(text: string, o: HeadlineOptions): { svg: string; fit: FittedText } {
  const fit = fitText(text, {
    maxWidth: o.maxWidth,
    maxHeight: o.maxHeight,
    maxSize: o.maxSize,
    minSize: o.minSize ?? 28,
    maxLines: o.maxLines ?? 3,
    tracking: -0.02,
    lineHeight: 1.02,
  });
  const svg = textBlock(fit.lines, {
    x: o.x,
    y: o.y + fit.size * 0.82,
    size: fit.size,
    lineHeight: fit.lineHeight,
    fill: o.color,
    anchor: o.anchor ?? 'start',
    spacing: -0.02 * fit.size,
  });
  return { svg, fit };
}

/** Regular-weight body copy wrapped into a box. */
export function paragraph(
  text: string,
  o: Omit<HeadlineOptions, 'maxLines'> & { maxLines?: number; opacity?: number },
): { svg: string; fit: FittedText } {
  const fit = fitText(text, {
    maxWidth: o.maxWidth,
    maxHeight: o.maxHeight,
    maxSize: o.maxSize,
    minSize: o.minSize ?? 18,
    maxLines: o.maxLines ?? 3,
    weight: 'normal',
    lineHeight: 1.35,
  });
  const svg = textBlock(fit.lines, {
    x: o.x,
    y: o.y + fit.size * 0.82,
    size: fit.size,
    lineHeight: fit.lineHeight,
    fill: o.color,
    anchor: o.anchor ?? 'start',
    weight: 'normal',
    opacity: o.opacity,
  });
  return { svg, fit };
}

/** A small capsule label (e.g. "NEW DROP"). (x, y) is its top-left corner. */
export function pill(
  text: string,
  x: number,
  y: number,
  size: number,
  bg: string,
  fg: string,
  anchor: 'start' | 'middle' = 'start',
): { svg: string; width: number; height: number } {
  const label = text.toUpperCase();
  const spacing = size * 0.14;
  const w = textWidth(label, size, 'bold', spacing) + size * 1.6;
  const h = size * 2;
  const left = anchor === 'middle' ? x - w / 2 : x;
  return {
    svg:
      `<rect x="${r(left)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="${bg}"/>` +
      `<text x="${r(left + w / 2)}" y="${r(y + h / 2 + size * 0.36)}" font-family="${FONT}" font-weight="700" ` +
      `font-size="${r(size)}" letter-spacing="${r(spacing)}" text-anchor="middle" fill="${fg}">${esc(label)}</text>`,
    width: w,
    height: h,
  };
}

/** A call-to-action button with an arrow. (x, y) is its top-left corner. */
export function button(
  text: string,
  x: number,
  y: number,
  size: number,
  bg: string,
  fg: string,
  anchor: 'start' | 'middle' = 'start',
): { svg: string; width: number; height: number } {
  const tw = textWidth(text, size, 'bold');
  const arrow = size * 1.1;
  const w = tw + arrow + size * 2.6;
  const h = size * 2.6;
  const left = anchor === 'middle' ? x - w / 2 : x;
  const ax = left + size * 1.3 + tw + size * 0.5;
  const ay = y + h / 2;
  return {
    svg:
      `<rect x="${r(left)}" y="${r(y + 6)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="#000" fill-opacity="0.18"/>` +
      `<rect x="${r(left)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(h / 2)}" fill="${bg}"/>` +
      `<text x="${r(left + size * 1.3)}" y="${r(ay + size * 0.36)}" font-family="${FONT}" font-weight="700" ` +
      `font-size="${r(size)}" fill="${fg}">${esc(text)}</text>` +
      `<path d="M${r(ax)} ${r(ay)}h${r(arrow)}m${r(-arrow * 0.42)} ${r(-arrow * 0.42)}l${r(arrow * 0.42)} ${r(arrow * 0.42)}l${r(-arrow * 0.42)} ${r(arrow * 0.42)}" ` +
      `fill="none" stroke="${fg}" stroke-width="${r(size * 0.16)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    width: w,
    height: h,
  };
}

/** A field of small dots in a rectangle (decoration). */
export function dotGrid(
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
  radius: number,
  color: string,
  opacity: number,
): string {
  const id = `dots${++seq}`;
  return (
    `<pattern id="${id}" x="${r(x)}" y="${r(y)}" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${gap / 2}" cy="${gap / 2}" r="${radius}" fill="${color}" fill-opacity="${opacity}"/></pattern>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="url(#${id})"/>`
  );
}

/** A four-point sparkle centred on (cx, cy). */
export function sparkle(cx: number, cy: number, size: number, color: string, opacity = 1): string {
  const s = size / 2;
  const k = s * 0.22;
  return (
    `<path d="M${r(cx)} ${r(cy - s)}C${r(cx + k * 0.4)} ${r(cy - k)} ${r(cx + k)} ${r(cy - k * 0.4)} ${r(cx + s)} ${r(cy)}` +
    `C${r(cx + k)} ${r(cy + k * 0.4)} ${r(cx + k * 0.4)} ${r(cy + k)} ${r(cx)} ${r(cy + s)}` +
    `C${r(cx - k * 0.4)} ${r(cy + k)} ${r(cx - k)} ${r(cy + k * 0.4)} ${r(cx - s)} ${r(cy)}` +
    `C${r(cx - k)} ${r(cy - k * 0.4)} ${r(cx - k * 0.4)} ${r(cy - k)} ${r(cx)} ${r(cy - s)}Z" fill="${color}" fill-opacity="${opacity}"/>`
  );
}

export type OutputFormat = 'webp' | 'png';

/** Renders art to an image buffer of exactly width x height. */
export async function renderArt(
  width: number,
  height: number,
  art: Art,
  format: OutputFormat = 'webp',
): Promise<Buffer> {
  const img = sharp(Buffer.from(svgDoc(width, height, art.body, art.defs)));
  return format === 'png'
    ? img.png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer()
    : img.webp({ quality: 82, effort: 5 }).toBuffer();
}
