/**
 * The size chart image (the last image of every product): title by style, a small measuring diagram
 * and a table of chest, length and shoulder in inches for XS to 2XL. 1200 x 1500 WebP.
 */
import sharp from 'sharp';
import { SIZES } from '#shared/rules/sizes.ts';
import { sizeChartTitle } from '#shared/rules/styles.ts';
import { BRAND } from './brand.ts';
import { garmentShape, type Cut } from './tee-shapes.ts';
import { esc, FONT, r, svgDoc } from './svg.ts';

type Row = [chest: number, length: number, shoulder: number];

/** Garment measurements in inches, measured flat (chest is the full round). XS to 2XL. */
export const SIZE_MEASUREMENTS: Record<Cut, Row[]> = {
  regular: [
    [36, 26, 16],
    [38, 27, 16.5],
    [40, 28, 17],
    [42, 29, 18],
    [44, 30, 19],
    [46, 31, 20],
  ],
  oversized: [
    [42, 27, 20],
    [44, 28, 21],
    [46, 29, 22],
    [48, 30, 23],
    [50, 31, 24],
    [52, 32, 25],
  ],
  hoodie: [
    [38, 25.5, 16.5],
    [40, 26.5, 17.5],
    [42, 27.5, 18.5],
    [44, 28.5, 19.5],
    [46, 29.5, 20.5],
    [48, 30.5, 21.5],
  ],
};

const W = 1200;
const H = 1500;
const ACCENT = BRAND.amber;

function arrow(
  [x1, y1]: [number, number],
  [x2, y2]: [number, number],
  label: string,
  s: number,
  at = 0.5,
  lift = 0,
): string {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const head = (x: number, y: number, dir: number) => {
    const l = 16 / s;
    const p1 = [x - l * Math.cos(a + dir - 0.45), y - l * Math.sin(a + dir - 0.45)];
    const p2 = [x - l * Math.cos(a + dir + 0.45), y - l * Math.sin(a + dir + 0.45)];
    return `<path d="M${r(p1[0]!)} ${r(p1[1]!)}L${r(x)} ${r(y)}L${r(p2[0]!)} ${r(p2[1]!)}" fill="none" stroke="${BRAND.ink}" stroke-width="${r(4 / s)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  };
  const mx = x1 + (x2 - x1) * at;
  const my = y1 + (y2 - y1) * at - lift / s;
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  const fs = 26 / s;
  const tw = (label.length * 17 + 28) / s;
  const th = 40 / s;
  return (
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${BRAND.ink}" stroke-width="${r(4 / s)}" stroke-dasharray="${r(10 / s)} ${r(8 / s)}"/>` +
    head(x1, y1, Math.PI) +
    head(x2, y2, 0) +
    `<g transform="translate(${r(mx)} ${r(my)})${vertical ? ' rotate(-90)' : ''}">` +
    `<rect x="${r(-tw / 2)}" y="${r(-th / 2)}" width="${r(tw)}" height="${r(th)}" rx="${r(th / 2)}" fill="${ACCENT}"/>` +
    `<text y="${r(fs * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${r(fs)}" text-anchor="middle" fill="${BRAND.ink}">${label}</text></g>`
  );
}

/** Vertical extent of each cut on the 1500 px canvas (hood top or neck to hem). */
const EXTENT: Record<Cut, [number, number]> = {
  regular: [296, 1190],
  oversized: [292, 1232],
  hoodie: [136, 1224],
};

/** The flat garment outline with its three measurements, fitted between y0 and y1. */
function diagram(cut: Cut, y0: number, y1: number): string {
  const s = garmentShape(cut, 'front');
  const [top, bottom] = EXTENT[cut];
  const scale = Math.min(0.56, (y1 - y0) / (bottom - top));
  const x = 600 - 600 * scale;
  const y = y0 - top * scale;
  const behind = s.behind.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<g fill="${BRAND.soft}" stroke="${BRAND.indigo}" stroke-width="${r(4 / scale)}" stroke-linejoin="round">${behind}<path d="${s.outline}"/></g>` +
    (s.inside ? `<path d="${s.inside}" fill="#c7d2fe"/>` : '') +
    s.panels
      .map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${BRAND.indigo}" stroke-opacity="0.5" stroke-width="${r(3 / scale)}"/>`,
      )
      .join('') +
    arrow(
      s.measure.shoulder[0],
      s.measure.shoulder[1],
      'SHOULDER',
      scale,
      0.5,
      cut === 'hoodie' ? 0 : 34,
    ) +
    arrow(s.measure.chest[0], s.measure.chest[1], 'CHEST', scale, 0.3) +
    arrow(s.measure.length[0], s.measure.length[1], 'LENGTH', scale, 0.62) +
    `</g>`
  );
}

function table(rows: Row[], x: number, y: number, w: number): string {
  const head = ['Size', 'Chest', 'Length', 'Shoulder'];
  const rowH = 82;
  const colW = w / head.length;
  let out =
    `<rect x="${x}" y="${y}" width="${w}" height="${rowH}" rx="18" fill="${BRAND.indigo}"/>` +
    `<rect x="${x}" y="${y + rowH - 20}" width="${w}" height="20" fill="${BRAND.indigo}"/>`;
  head.forEach((h, i) => {
    out += `<text x="${r(x + colW * (i + 0.5))}" y="${y + 53}" font-family="${FONT}" font-weight="700" font-size="34" text-anchor="middle" fill="#ffffff">${h}</text>`;
  });
  rows.forEach((row, i) => {
    const ry = y + rowH * (i + 1);
    const last = i === rows.length - 1;
    out += last
      ? `<path d="M${x} ${ry}H${x + w}V${ry + rowH - 18}Q${x + w} ${ry + rowH} ${x + w - 18} ${ry + rowH}H${x + 18}Q${x} ${ry + rowH} ${x} ${ry + rowH - 18}Z" fill="${i % 2 ? '#ffffff' : BRAND.soft}"/>`
      : `<rect x="${x}" y="${ry}" width="${w}" height="${rowH}" fill="${i % 2 ? '#ffffff' : BRAND.soft}"/>`;
    const cells = [SIZES[i] ?? '', ...row.map((v) => String(v))];
    cells.forEach((c, j) => {
      out += `<text x="${r(x + colW * (j + 0.5))}" y="${ry + 54}" font-family="${FONT}" font-weight="${j === 0 ? 700 : 400}" font-size="36" text-anchor="middle" fill="${BRAND.ink}">${esc(c)}</text>`;
    });
  });
  const bottom = y + rowH * (rows.length + 1);
  out += `<rect x="${x}" y="${y}" width="${w}" height="${bottom - y}" rx="18" fill="none" stroke="#c7d2fe" stroke-width="2"/>`;
  return out;
}

/** The size chart SVG for a style (wire value). */
export function sizeChartSvg(style: string): string {
  const cut: Cut = style === 'hoodie' ? 'hoodie' : style === 'oversized' ? 'oversized' : 'regular';
  const title = sizeChartTitle(style);
  const body =
    `<rect width="${W}" height="${H}" fill="#ffffff"/>` +
    `<rect x="0" y="0" width="${W}" height="12" fill="${BRAND.indigo}"/>` +
    `<text x="600" y="130" font-family="${FONT}" font-weight="700" font-size="66" text-anchor="middle" fill="${BRAND.ink}">${esc(title)}</text>` +
    `<text x="600" y="186" font-family="${FONT}" font-size="30" text-anchor="middle" fill="#475569">Size chart · garment measurements in inches</text>` +
    diagram(cut, 250, 740) +
    table(SIZE_MEASUREMENTS[cut], 110, 780, 980) +
    `<text x="600" y="1390" font-family="${FONT}" font-size="27" text-anchor="middle" fill="#475569">Measured with the garment laid flat. Allow ±0.5 in.</text>` +
    `<text x="600" y="1432" font-family="${FONT}" font-size="27" text-anchor="middle" fill="#475569">Between two sizes? Pick the larger one for a relaxed fit.</text>`;
  return svgDoc(W, H, body);
}

const cache = new Map<string, Promise<Buffer>>();

/** The size chart image for a style, as 1200 x 1500 WebP (cached per title). */
export function renderSizeChart(style: string): Promise<Buffer> {
  const key = sizeChartTitle(style);
  let hit = cache.get(key);
  if (!hit) {
    hit = sharp(Buffer.from(sizeChartSvg(style)))
      .webp({ quality: 90, effort: 3 })
      .toBuffer();
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}
