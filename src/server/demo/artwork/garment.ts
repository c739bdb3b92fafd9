/**
 * Draws a garment from tee-shapes.ts in a colour: soft studio shadow, fabric, the print (passed in,
 * so folds and shading fall over it like on real cloth), rib bands, seams, stitching and details.
 * Output is an SVG fragment on the 1200 x 1500 canvas; wrap it in a transform to place it.
 */
import { garmentShape, type Cut, type GarmentShape, type View } from './tee-shapes.ts';
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

export function drawGarment(o: GarmentOptions): Garment {
  const s = garmentShape(o.cut, o.view);
  const id = o.id;
  const light = luminance(o.color) > 0.45;
  const dark = luminance(o.color) < 0.06;
  // How strong shading reads on this colour: stronger on light fabric, lighter on black.
  const k = light ? 1 : dark ? 1.5 : 1.2;
  const seam = shade(o.color, light ? -0.22 : -0.35);
  const stitch = light ? shade(o.color, -0.28) : shade(o.color, 0.22);
  const rib = shade(o.color, light ? -0.05 : -0.1);
  const insideCol = shade(o.color, light ? -0.28 : -0.45);

  const defs = `
<filter id="${id}-sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="22"/></filter>
<filter id="${id}-sh2" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
<filter id="${id}-edge" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="16"/></filter>
<filter id="${id}-tiny" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="3"/></filter>
<clipPath id="${id}-clip"><path d="${s.outline}"/>${s.behind.map((d) => `<path d="${d}"/>`).join('')}</clipPath>
<linearGradient id="${id}-light" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity="${0.16 * k}"/>
  <stop offset="0.45" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity="${0.16 * k}"/>
</linearGradient>
<radialGradient id="${id}-sheen" cx="0.42" cy="0.36" r="0.55">
  <stop offset="0" stop-color="#fff" stop-opacity="${0.1 * k}"/>
  <stop offset="1" stop-color="#fff" stop-opacity="0"/>
</radialGradient>
<pattern id="${id}-knit" width="6" height="6" patternUnits="userSpaceOnUse">
  <path d="M0 6L6 0" stroke="#000" stroke-opacity="${0.05 * k}" stroke-width="1"/>
</pattern>`;

  const shapes = [...s.behind, s.outline];
  const shadow = o.noShadow
    ? ''
    : `<g opacity="0.30" filter="url(#${id}-sh)" transform="translate(10 26)">${paths(shapes, 'fill="#1e1b2e"')}</g>` +
      `<g opacity="0.18" filter="url(#${id}-sh2)" transform="translate(2 6)">${paths(shapes, 'fill="#1e1b2e"')}</g>`;

  const behind = s.behind.length
    ? paths(s.behind, `fill="${shade(o.color, light ? -0.06 : -0.12)}"`) +
      paths(s.behind, `fill="none" stroke="${seam}" stroke-width="2" stroke-opacity="0.5"`)
    : '';

  const strings = (s.strings ?? [])
    .map(({ from, to }) => {
      const cord = light ? shade(o.color, -0.18) : mix(o.color, '#ffffff', 0.75);
      const [fx, fy] = from;
      const [tx, ty] = to;
      const mid = `${(fx + tx) / 2 + (tx > fx ? 10 : -10)} ${(fy + ty) / 2}`;
      return (
        `<circle cx="${fx}" cy="${fy}" r="11" fill="${shade(o.color, -0.35)}" stroke="#cbd5e1" stroke-width="4"/>` +
        `<path d="M${fx} ${fy}Q${mid} ${tx} ${ty}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="12" transform="translate(4 5)" filter="url(#${id}-tiny)"/>` +
        `<path d="M${fx} ${fy}Q${mid} ${tx} ${ty}" fill="none" stroke="${cord}" stroke-width="9" stroke-linecap="round"/>` +
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
    ? `<path d="${s.inside}" fill="${insideCol}"/>` +
      `<path d="${s.inside}" fill="url(#${id}-light)" opacity="0.8"/>` +
      label
    : '';

  const hoodRim = s.hoodRim
    ? `<path d="${s.hoodRim}" fill="none" stroke="${shade(o.color, light ? 0.04 : 0.06)}" stroke-width="52"/>` +
      `<path d="${s.hoodRim}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="14" filter="url(#${id}-tiny)" transform="translate(0 10)"/>`
    : '';

  const panelShadow = s.panels.length
    ? `<g filter="url(#${id}-tiny)" opacity="0.35" transform="translate(0 6)">${paths(s.panels, 'fill="none" stroke="#000" stroke-width="6"')}</g>` +
      paths(s.panels, `fill="${o.color}"`) +
      paths(s.panels, `fill="url(#${id}-light)" opacity="0.6"`)
    : '';

  const body = `
${shadow}
${behind}
<path d="${s.outline}" fill="${o.color}"/>
<g clip-path="url(#${id}-clip)">
  ${panelShadow}
  ${paths(s.ribs, `fill="${rib}"`)}
  ${paths(s.ribLines, `fill="none" stroke="#000" stroke-opacity="${0.07 * k}" stroke-width="2"`)}
  ${o.print ?? ''}
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-knit)"/>
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-light)"/>
  <rect x="0" y="0" width="1200" height="1500" fill="url(#${id}-sheen)"/>
  <g filter="url(#${id}-soft)" fill="none" stroke-linecap="round">
    ${paths(s.foldsDark, `stroke="#000" stroke-opacity="${0.13 * k}" stroke-width="30"`)}
    ${paths(s.foldsLight, `stroke="#fff" stroke-opacity="${0.13 * k}" stroke-width="22"`)}
  </g>
  <path d="${s.outline}" fill="none" stroke="#000" stroke-opacity="${0.22 * k}" stroke-width="40" filter="url(#${id}-edge)"/>
  ${paths(s.seams, `fill="none" stroke="${seam}" stroke-width="2.5" stroke-opacity="0.7"`)}
  ${paths(s.stitches, `fill="none" stroke="${stitch}" stroke-width="2.2" stroke-dasharray="9 6" stroke-opacity="0.75"`)}
  ${hoodRim}
  ${inside}
</g>
${strings}`;
  return { defs, body, shape: s };
}
