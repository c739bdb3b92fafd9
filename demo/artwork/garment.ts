/**
 * Draws a garment from tee-shapes.ts in a colour: soft studio shadow, fabric, the print (passed in,
 * so folds and shading fall over it like on real cloth), rib bands, seams, stitching and details.
 * Output is an SVG fragment on the 1200 x 1500 canvas; wrap it in a transform to place it.
 */
import { garmentShape, type Cut, type GarmentShape, type View } from './tee-shapes.ts';
import sharp from 'sharp';
import { luminance, mix, shade } from './svg.ts';

export interface GarmentOptions {
  cut: Cut;
  view: View;
  color: string;
  /** Unique prefix for ids, so several garments can share one SVG. */
  id: string;
  /** SVG drawn on the fabric under the shading (the print). */
  print?: string;
  /** A tiny label text inside the neck (front view). */
  labelText?: string;
  /** Skip the floor shadow (for garments drawn over other art). */
  noShadow?: boolean;
}

export interface Garment {
  defs: string;
  body: string;
  shape: GarmentShape;
}

const paths = (ds: string[], attrs: string) => ds.map((d) => `<path d="${d}" ${attrs}/>`).join('');

/**
 * A soft line without a blur filter (blurs are slow in librsvg): the same path stroked several
 * times, wide and faint to narrow, so the opacity builds up towards the middle.
 */
export function softStroke(
  d: string,
  color: string,
  width: number,
  opacity: number,
  steps = 5,
): string {
  let out = '';
  for (let i = steps; i >= 1; i--) {
    const w = (width * i) / steps;
    out += `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${(opacity / steps).toFixed(3)}" stroke-width="${w.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return out;
}

/** Blurred layers are drawn at this fraction of full size and scaled up: blurs are costly. */
const SOFT = 0.25;

/**
 * Renders blurred content at low resolution and returns it as an <image> covering the canvas.
 * librsvg blurs at full size are slow; a small blurred picture scaled up looks the same.
 */
export function softImage(content: string, blur: number, w = 1200, h = 1500): Promise<string> {
  // Shadows and folds depend only on the cut, the view and the fabric's lightness: cache them.
  const key = `${blur}|${w}|${h}|${content}`;
  let hit = softCache.get(key);
  if (!hit) {
    hit = renderSoft(content, blur, w, h);
    hit.catch(() => softCache.delete(key));
    if (softCache.size >= 64) softCache.delete(softCache.keys().next().value!);
    softCache.set(key, hit);
  }
  return hit;
}

const softCache = new Map<string, Promise<string>>();

async function renderSoft(content: string, blur: number, w: number, h: number): Promise<string> {
  const sw = Math.round(w * SOFT);
  const sh = Math.round(h * SOFT);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sw}" height="${sh}">` +
    `<defs><filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur * SOFT}"/></filter></defs>` +
    `<g filter="url(#b)"><g transform="scale(${SOFT})">${content}</g></g></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  return `<image x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`;
}

export async function drawGarment(o: GarmentOptions): Promise<Garment> {
  const s = garmentShape(o.cut, o.view);
  const id = o.id;
  const lum = luminance(o.color);
  const light = lum > 0.45;
  // How strong shading reads on this colour: gentler on light fabric, stronger on dark.
  const k = light ? 0.9 : lum < 0.06 ? 1.6 : 1.2;
  // Highlights show much more on dark fabric, so they are toned down there.
  const hk = light ? 1 : lum < 0.06 ? 0.45 : 0.7;
  const seam = shade(o.color, light ? -0.2 : -0.35);
  const stitch = light ? shade(o.color, -0.25) : shade(o.color, 0.22);
  const rib = shade(o.color, light ? -0.04 : -0.08);
  const insideTop = shade(o.color, light ? -0.12 : -0.22);
  const insideBottom = shade(o.color, light ? -0.3 : -0.5);

  const defs = `
<clipPath id="${id}-clip"><path d="${s.outline}"/>${s.behind.map((d) => `<path d="${d}"/>`).join('')}</clipPath>
<linearGradient id="${id}-light" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="${(0.14 * k).toFixed(3)}"/>
  <stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="${(0.14 * k).toFixed(3)}"/>
</linearGradient>
<radialGradient id="${id}-sheen" cx="0.45" cy="0.34" r="0.5">
  <stop offset="0" stop-color="#fff" stop-opacity="${(0.09 * k).toFixed(3)}"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<linearGradient id="${id}-inside" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="${insideTop}"/><stop offset="1" stop-color="${insideBottom}"/>
</linearGradient>
<pattern id="${id}-knit" width="5" height="5" patternUnits="userSpaceOnUse">
  <path d="M0 5L5 0" stroke="#000" stroke-opacity="${(0.045 * k).toFixed(3)}" stroke-width="1"/>
</pattern>`;

  const shapes = [...s.behind, s.outline];
  const shadow = o.noShadow
    ? ''
    : (
        await Promise.all([
          softImage(`<g transform="translate(10 26)">${paths(shapes, 'fill="#27223a"')}</g>`, 24),
          softImage(`<g transform="translate(2 6)">${paths(shapes, 'fill="#27223a"')}</g>`, 5),
        ])
      )
        .map((img, i) => `<g opacity="${i ? 0.22 : 0.34}">${img}</g>`)
        .join('');

  const behind = s.behind.length
    ? paths(s.behind, `fill="${shade(o.color, light ? -0.05 : -0.1)}"`) +
      paths(s.behind, `fill="url(#${id}-light)"`)
    : '';

  const cord = light ? shade(o.color, -0.18) : mix(o.color, '#ffffff', 0.78);
  const strings = (s.strings ?? [])
    .map(({ from, to }) => {
      const [fx, fy] = from;
      const [tx, ty] = to;
      const d = `M${fx} ${fy}Q${(fx + tx) / 2 + (tx > fx ? 10 : -10)} ${(fy + ty) / 2} ${tx} ${ty}`;
      return (
        `<g transform="translate(4 6)">${softStroke(d, '#000', 16, 0.22, 3)}</g>` +
        `<circle cx="${fx}" cy="${fy}" r="11" fill="${shade(o.color, -0.4)}" stroke="#d4d4d8" stroke-width="4"/>` +
        `<path d="${d}" fill="none" stroke="${cord}" stroke-width="9" stroke-linecap="round"/>` +
        `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3" transform="translate(-2 0)"/>` +
        `<rect x="${tx - 6}" y="${ty - 4}" width="12" height="34" rx="5" fill="#d6d3d1" stroke="#78716c" stroke-width="1.5"/>`
      );
    })
    .join('');

  const label = o.labelText
    ? `<g transform="translate(${s.label[0]} ${s.label[1]})">` +
      `<rect x="-46" y="-4" width="92" height="34" rx="2" fill="${light ? '#1e1b4b' : '#f8fafc'}"/>` +
      `<text x="0" y="19" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="13" text-anchor="middle" fill="${light ? '#f8fafc' : '#1e1b4b'}" letter-spacing="1">${o.labelText}</text></g>`
    : '';

  const inside = s.inside
    ? `<path d="${s.inside}" fill="url(#${id}-inside)"/>` +
      `<clipPath id="${id}-in"><path d="${s.inside}"/></clipPath>` +
      `<g clip-path="url(#${id}-in)">${softStroke(s.inside, '#000', 40, 0.25, 4)}${label}</g>`
    : '';

  const hoodRim = s.hoodRim
    ? `<g transform="translate(0 12)">${softStroke(s.hoodRim, '#000', 70, 0.2, 4)}</g>` +
      `<path d="${s.hoodRim}" fill="none" stroke="${shade(o.color, light ? 0.03 : 0.05)}" stroke-width="54"/>` +
      `<path d="${s.hoodRim}" fill="none" stroke="${stitch}" stroke-width="2" stroke-dasharray="9 6" stroke-opacity="0.6" transform="translate(0 -18) scale(1 1.03)" transform-origin="600 330"/>`
    : '';

  const panels = s.panels.length
    ? `<g transform="translate(0 8)">${s.panels.map((d) => softStroke(d, '#000', 22, 0.25, 3)).join('')}</g>` +
      paths(s.panels, `fill="${o.color}"`) +
      paths(s.panels, `fill="url(#${id}-light)" opacity="0.7"`) +
      paths(s.panels, `fill="none" stroke="${seam}" stroke-width="2" stroke-opacity="0.6"`)
    : '';

  const soft = await softImage(
    `<g fill="none" stroke-linecap="round">` +
      `<g transform="translate(-12 -8)">${paths(s.foldsDark, `stroke="#fff" stroke-opacity="${(0.13 * hk).toFixed(3)}" stroke-width="14"`)}</g>` +
      paths(
        s.foldsDark,
        `stroke="#000" stroke-opacity="${(0.22 * k).toFixed(3)}" stroke-width="16"`,
      ) +
      paths(
        s.foldsLight,
        `stroke="#fff" stroke-opacity="${(0.1 * hk).toFixed(3)}" stroke-width="40"`,
      ) +
      `<path d="${s.outline}" stroke="#000" stroke-opacity="${(0.3 * k).toFixed(3)}" stroke-width="44"/>` +
      `</g>`,
    12,
  );

  const body = `
${shadow}
${behind}
<path d="${s.outline}" fill="${o.color}"/>
<g clip-path="url(#${id}-clip)">
  ${paths(s.ribs, `fill="${rib}"`)}
  ${paths(s.ribLines, `fill="none" stroke="#000" stroke-opacity="${(0.08 * k).toFixed(3)}" stroke-width="2"`)}
  ${panels}
  ${o.print ?? ''}
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-knit)"/>
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-light)"/>
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-sheen)"/>
  ${soft}
  ${paths(s.seams, `fill="none" stroke="${seam}" stroke-width="2.5" stroke-opacity="0.7"`)}
  ${paths(s.stitches, `fill="none" stroke="${stitch}" stroke-width="2.2" stroke-dasharray="9 6" stroke-opacity="0.75"`)}
  ${hoodRim}
  ${inside}
</g>
${strings}`;
  return { defs, body, shape: s };
}
