/** The favicon, the web-manifest icons and the default Open Graph (link preview) image. */
import { BRAND, TEE_MARK_PATH, wordmark } from './brand.ts';
import {
  dotGrid,
  headline,
  join,
  paragraph,
  pill,
  placeGarment,
  plain,
  sparkle,
  type Art,
} from './banner-kit.ts';
import type { SiteArtOptions } from './banner-layout.ts';

/** The tee mark centred in a square of `size`, taking `share` of its width. */
function centredMark(size: number, share: number, color: string, accent?: string): string {
  const s = (size * share) / 94; // the mark spans x 3..97, y 14..88 of its 100 box
  const tx = size / 2 - 50 * s;
  const ty = size / 2 - 51 * s;
  return (
    `<g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${s.toFixed(4)})">` +
    `<path d="${TEE_MARK_PATH}" fill="${color}" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>` +
    (accent ? `<rect x="37" y="46" width="26" height="9" rx="4.5" fill="${accent}"/>` : '') +
    `</g>`
  );
}

/** favicon.svg: the white tee on a rounded indigo square. */
export function faviconSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${BRAND.indigo}"/>${centredMark(64, 0.7, '#ffffff')}</svg>\n`
  );
}

/**
 * A square app icon, full bleed (so it works as a maskable icon and for iOS, which rounds corners
 * itself), with the mark inside the safe zone.
 */
export function appIcon(size: number): Art {
  return plain(
    `<rect width="${size}" height="${size}" fill="url(#icg)"/>` +
      centredMark(size, 0.56, '#ffffff', BRAND.amber),
    `<linearGradient id="icg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.indigo}"/>` +
      `<stop offset="1" stop-color="${BRAND.indigoDark}"/></linearGradient>`,
  );
}

/** og-default.png, 1200 x 630: the wordmark, a tagline and two tees. */
export async function ogImage(o: SiteArtOptions): Promise<Art> {
  const mark = wordmark(o.shopName, '#ffffff', 90, 150, 34, BRAND.amber);
  const t = headline(`Campus clothing for ${o.instituteName}`, {
    x: 90,
    y: 210,
    maxWidth: 600,
    maxHeight: 230,
    maxSize: 72,
    color: '#ffffff',
  });
  const p = paragraph('Tees, oversized fits and hoodies, designed by students.', {
    x: 90,
    y: 210 + t.fit.height + 26,
    maxWidth: 560,
    maxHeight: 90,
    maxSize: 30,
    color: '#e0e7ff',
  });
  const tag = pill(
    'Free pickup on campus',
    90,
    210 + t.fit.height + 26 + p.fit.height + 30,
    22,
    BRAND.amber,
    BRAND.ink,
  );
  const tees = await Promise.all([
    placeGarment(
      {
        style: 'oversized',
        color: '#f5f5f4',
        ink: BRAND.indigoDark,
        slogan: 'IIT M',
        motif: 'star',
      },
      860,
      330,
      540,
      -7,
    ),
    placeGarment(
      { style: 'hoodie', color: '#111827', ink: BRAND.amber, slogan: 'Take Lite', motif: 'wave' },
      1090,
      350,
      540,
      6,
    ),
  ]);
  return join(
    plain(
      `<rect width="1200" height="630" fill="url(#ogg)"/>` +
        `<circle cx="990" cy="320" r="300" fill="#ffffff" fill-opacity="0.06"/>` +
        dotGrid(700, 470, 200, 140, 22, 3, '#ffffff', 0.16) +
        sparkle(740, 90, 40, BRAND.amber),
      `<linearGradient id="ogg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.indigo}"/>` +
        `<stop offset="1" stop-color="${BRAND.indigoDeep}"/></linearGradient>`,
    ),
    ...tees,
    plain(mark.svg + t.svg + p.svg + tag.svg),
  );
}
