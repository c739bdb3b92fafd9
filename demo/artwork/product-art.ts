/**
 * Product images for the demo catalogue: flat-lay mock-ups of the garment (front with the slogan and
 * motif, back with the back print or a small neck logo) on a light studio background, plus the size
 * chart. All 1200 x 1500 (4:5) WebP.
 */
import sharp from 'sharp';
import { initials, teeMark } from './brand.ts';
import { drawGarment, type Garment } from './garment.ts';
import { drawMotif, type Motif } from './motifs.ts';
import { renderSizeChart } from './size-chart.ts';
import { garmentShape, type Box, type Cut, type GarmentShape, type View } from './tee-shapes.ts';
import { esc, fitText, FONT, luminance, normalizeColor, r, svgDoc, textBlock } from './svg.ts';

export interface TeeDesign {
  style: 'regular' | 'oversized' | 'hoodie' | 'sponsered';
  /** Garment colour, #rrggbb. */
  color: string;
  /** Print colour, #rrggbb. */
  ink: string;
  slogan: string;
  backText?: string;
  motif?: Motif;
  /** A small line under the slogan (e.g. "EST. 2024"). */
  tagline?: string;
}

export interface ProductArtOptions {
  /** Shown small on backs without a back print, and on neck labels. */
  shopName?: string;
}

export const PRODUCT_IMAGE_WIDTH = 1200;
export const PRODUCT_IMAGE_HEIGHT = 1500;
const W = PRODUCT_IMAGE_WIDTH;
const H = PRODUCT_IMAGE_HEIGHT;

export function cutOf(style: TeeDesign['style']): Cut {
  return style === 'hoodie' ? 'hoodie' : style === 'oversized' ? 'oversized' : 'regular';
}

/** Slogan (and motif, tagline) fitted into the print box. */
function frontPrint(d: TeeDesign, color: string, ink: string, area: Box): string {
  const hasMotif = d.motif && d.motif !== 'none';
  const motifSize = hasMotif ? Math.min(area.w * 0.5, area.h * 0.4) : 0;
  const gap = hasMotif ? 34 : 0;
  const taglineSize = d.tagline ? Math.max(22, Math.round(area.w / 18)) : 0;
  const textTop = area.y + motifSize + gap;
  const fit = fitText(d.slogan, {
    maxWidth: area.w,
    maxHeight: area.h - motifSize - gap - (taglineSize ? taglineSize * 2.2 : 0),
    maxSize: hasMotif ? 92 : 112,
    minSize: 30,
    maxLines: 4,
    tracking: -0.01,
    lineHeight: 1.04,
  });
  const cx = area.x + area.w / 2;
  // Without a motif, sit the words a little higher than the middle, where chest prints go.
  const used = motifSize + gap + fit.height + (taglineSize ? taglineSize * 2.2 : 0);
  const offset = hasMotif ? 0 : Math.max(0, (area.h - used) * 0.3);
  const motif = hasMotif
    ? drawMotif(d.motif, ink, color, cx, area.y + offset + motifSize / 2, motifSize)
    : '';
  const baseline = textTop + offset + fit.size * 0.8;
  const words = textBlock(fit.lines, {
    x: cx,
    y: baseline,
    size: fit.size,
    lineHeight: fit.lineHeight,
    fill: ink,
    anchor: 'middle',
    spacing: -0.01 * fit.size,
  });
  const tagline = d.tagline
    ? textBlock([d.tagline.toUpperCase()], {
        x: cx,
        y: baseline + fit.lineHeight * (fit.lines.length - 1) + fit.size * 0.3 + taglineSize * 1.4,
        size: taglineSize,
        fill: ink,
        anchor: 'middle',
        spacing: taglineSize * 0.3,
      })
    : '';
  return `<g opacity="0.95">${motif}${words}${tagline}</g>`;
}

function backPrint(
  d: TeeDesign,
  color: string,
  ink: string,
  g: GarmentShape,
  shop: string,
): string {
  const area = g.print;
  const cx = area.x + area.w / 2;
  if (d.backText?.trim()) {
    const fit = fitText(d.backText, {
      maxWidth: area.w,
      maxHeight: area.h * 0.7,
      maxSize: 120,
      minSize: 30,
      maxLines: 4,
      tracking: -0.01,
      lineHeight: 1.04,
    });
    const words = textBlock(fit.lines, {
      x: cx,
      y: area.y + fit.size * 0.8,
      size: fit.size,
      lineHeight: fit.lineHeight,
      fill: ink,
      anchor: 'middle',
      spacing: -0.01 * fit.size,
    });
    return `<g opacity="0.95">${words}${sponsorBlock(d, color, ink, area, fit)}</g>`;
  }
  const [lx, ly] = g.label;
  const name = shop.toUpperCase();
  return (
    `<g opacity="0.95">${teeMark(ink, lx - 28, ly - 10, 56)}` +
    `<text x="${lx}" y="${ly + 74}" font-family="${FONT}" font-weight="700" font-size="17" ` +
    `letter-spacing="4" text-anchor="middle" fill="${ink}">${esc(name)}</text>` +
    `${sponsorBlock(d, color, ink, area)}</g>`
  );
}

/** Sponsored tees carry a club block on the back. */
function sponsorBlock(
  d: TeeDesign,
  color: string,
  ink: string,
  area: Box,
  above?: { height: number },
): string {
  if (d.style !== 'sponsered') return '';
  const y = area.y + (above ? above.height + 70 : area.h * 0.55);
  const w = Math.min(area.w, 360);
  const x = area.x + (area.w - w) / 2;
  return (
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="64" rx="8" fill="${ink}"/>` +
    `<text x="${r(x + w / 2)}" y="${r(y + 42)}" font-family="${FONT}" font-weight="700" font-size="24" ` +
    `letter-spacing="5" text-anchor="middle" fill="${color}">OFFICIAL CLUB TEE</text>`
  );
}

/** The small crest on the chest and the patch on the sleeve of sponsored tees. */
function clubMarks(d: TeeDesign, color: string, ink: string, g: GarmentShape): string {
  if (d.style !== 'sponsered') return '';
  const [cx, cy] = g.chest;
  const { at, angle } = g.sleeve;
  return (
    drawMotif('crest', ink, color, cx, cy, 104) +
    `<text x="${cx}" y="${cy + 78}" font-family="${FONT}" font-weight="700" font-size="18" letter-spacing="5" text-anchor="middle" fill="${ink}">CLUB</text>` +
    `<g transform="translate(${r(at[0])} ${r(at[1])}) rotate(${r(angle - 90)})">` +
    `<rect x="-34" y="-22" width="68" height="44" rx="6" fill="${ink}"/>` +
    `<text x="0" y="8" font-family="${FONT}" font-weight="700" font-size="20" text-anchor="middle" fill="${color}">★</text></g>`
  );
}

/** The garment with its print, as SVG defs + body on the 1200 x 1500 canvas (for reuse in banners). */
export async function garmentArt(
  d: TeeDesign,
  view: View,
  id: string,
  options: ProductArtOptions & { noShadow?: boolean } = {},
): Promise<Garment> {
  const color = normalizeColor(d.color, '#1f2937');
  const ink = normalizeColor(d.ink, luminance(color) > 0.45 ? '#111827' : '#f8fafc');
  const shop = options.shopName ?? 'Campus Threads';
  const cut = cutOf(d.style);
  const shape = garmentShape(cut, view);
  const area = { ...shape.print };
  if (d.style === 'sponsered' && view === 'front') {
    area.y += 120;
    area.h -= 120;
  }
  const print =
    view === 'front'
      ? frontPrint(d, color, ink, area) + clubMarks(d, color, ink, shape)
      : backPrint(d, color, ink, shape, shop);
  return drawGarment({
    cut,
    view,
    color,
    id,
    print,
    labelText: cut === 'hoodie' ? undefined : initials(shop),
    noShadow: options.noShadow,
  });
}

function studio(color: string): { defs: string; body: string } {
  const light = luminance(color) > 0.6;
  const [c0, c1] = light ? ['#eceae6', '#d9d5cf'] : ['#f6f5f2', '#e4e1db'];
  return {
    defs:
      `<radialGradient id="bg" cx="0.5" cy="0.42" r="0.78">` +
      `<stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></radialGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
  };
}

async function renderView(d: TeeDesign, view: View, options: ProductArtOptions): Promise<Buffer> {
  const g = await garmentArt(d, view, 'g', options);
  const bg = studio(d.color);
  const svg = svgDoc(W, H, bg.body + g.body, bg.defs + g.defs);
  return sharp(Buffer.from(svg)).webp({ quality: 86, effort: 1 }).toBuffer();
}

/** Front, back and size chart images of one product, as 1200 x 1500 WebP. */
export async function renderProductImages(
  design: TeeDesign,
  options: ProductArtOptions = {},
): Promise<{ front: Buffer; back: Buffer; sizeChart: Buffer }> {
  const [front, back, sizeChart] = await Promise.all([
    renderView(design, 'front', options),
    renderView(design, 'back', options),
    renderSizeChart(design.style),
  ]);
  return { front, back, sizeChart };
}

export { renderSizeChart };
