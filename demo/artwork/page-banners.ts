/** The Shop page banner (1600 x 400, phone 800 x 500) and the home promo banner (1600 x 500, phone 800 x 800). */
import { BRAND } from './brand.ts';
import {
  dotGrid,
  headline,
  join,
  paragraph,
  placeGarment,
  plain,
  sparkle,
  type Art,
} from './banner-kit.ts';
import {
  DESKTOP,
  MOBILE,
  textStack,
  type Copy,
  type Layout,
  type Palette,
  type SiteArtOptions,
} from './banner-layout.ts';
import type { TeeDesign } from './product-art.ts';
import { FOLD_SHADE, foldedStack } from './scenes.ts';

// ---------------------------------------------------------------- shop banner and promo

const SHOP_ROW: TeeDesign[] = [
  { style: 'regular', color: '#ffffff', ink: '#4338ca', slogan: 'White IIT M', motif: 'crest' },
  { style: 'oversized', color: '#111827', ink: '#f59e0b', slogan: 'Take Lite', motif: 'wave' },
  { style: 'hoodie', color: '#166534', ink: '#fef3c7', slogan: 'Green IIT M', motif: 'none' },
  { style: 'regular', color: '#f59e0b', ink: '#0f172a', slogan: 'Average IITian', motif: 'none' },
];

export async function shopBanner(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const [a, b, c, d] = SHOP_ROW as [TeeDesign, TeeDesign, TeeDesign, TeeDesign];
  const grad =
    `<linearGradient id="sbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.indigo}"/>` +
    `<stop offset="1" stop-color="${BRAND.indigoDeep}"/></linearGradient>`;
  if (layout === 'desktop') {
    const t = headline('The Shop', {
      x: 110,
      y: 92,
      maxWidth: 640,
      maxHeight: 120,
      maxSize: 104,
      color: '#ffffff',
    });
    const p = paragraph(
      `Tees, oversized fits and hoodies, designed by students of ${o.instituteName}.`,
      {
        x: 110,
        y: 92 + t.fit.height + 26,
        maxWidth: 600,
        maxHeight: 100,
        maxSize: 30,
        color: '#e0e7ff',
      },
    );
    const items = await Promise.all([
      placeGarment(a, 960, 215, 390, -8),
      placeGarment(b, 1140, 205, 410, 4),
      placeGarment(c, 1330, 215, 400, -3),
      placeGarment(d, 1510, 210, 390, 8),
    ]);
    return join(
      plain(
        `<rect width="1600" height="400" fill="url(#sbg)"/>` +
          `<circle cx="1240" cy="210" r="260" fill="#ffffff" fill-opacity="0.06"/>` +
          dotGrid(720, 40, 160, 320, 22, 3, '#ffffff', 0.16) +
          sparkle(820, 300, 34, BRAND.amber),
        grad,
      ),
      ...items,
      plain(t.svg + p.svg),
    );
  }
  const t = headline('The Shop', {
    x: 48,
    y: 56,
    maxWidth: 420,
    maxHeight: 100,
    maxSize: 86,
    color: '#ffffff',
  });
  const p = paragraph(`Tees, oversized fits and hoodies by students of ${o.instituteName}.`, {
    x: 48,
    y: 56 + t.fit.height + 22,
    maxWidth: 380,
    maxHeight: 190,
    maxSize: 32,
    color: '#e0e7ff',
    maxLines: 4,
  });
  const items = await Promise.all([
    placeGarment(b, 560, 300, 420, -4),
    placeGarment(a, 700, 330, 380, 8),
  ]);
  return join(
    plain(
      `<rect width="800" height="500" fill="url(#sbg)"/>` +
        `<circle cx="620" cy="290" r="230" fill="#ffffff" fill-opacity="0.06"/>` +
        dotGrid(40, 400, 240, 80, 22, 3, '#ffffff', 0.16),
      grad,
    ),
    ...items,
    plain(t.svg + p.svg),
  );
}

export async function promoBanner(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const copy: Copy = {
    eyebrow: 'Limited runs',
    title: 'New prints every semester',
    body: 'Each design is printed once, in small batches. When it is gone, it is gone.',
  };
  const pal: Palette = {
    title: '#ffffff',
    body: '#cbd5e1',
    pillBg: BRAND.amber,
    pillFg: BRAND.ink,
    ctaBg: BRAND.amber,
    ctaFg: BRAND.ink,
  };
  const tag = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) rotate(-10) scale(${s})">` +
    `<path d="M-120 -46H70L118 0L70 46H-120Z" fill="${BRAND.amber}"/>` +
    `<circle cx="78" cy="0" r="10" fill="${BRAND.ink}"/>` +
    `<path d="M88 0C120 -10 140 -40 150 -70" fill="none" stroke="#e2e8f0" stroke-width="3"/>` +
    `<text x="-26" y="12" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="32" letter-spacing="2" text-anchor="middle" fill="${BRAND.ink}">LIMITED</text>` +
    `</g>`;
  if (layout === 'desktop') {
    const text = textStack(copy, pal, 110, 86, 720, { ...DESKTOP, title: 88, titleHeight: 190 });
    return plain(
      FOLD_SHADE +
        `<rect width="1600" height="500" fill="${BRAND.ink}"/>` +
        `<circle cx="1250" cy="250" r="330" fill="${BRAND.indigo}" fill-opacity="0.35"/>` +
        dotGrid(880, 40, 200, 140, 22, 3, '#ffffff', 0.14) +
        `<g transform="translate(1150 400)">${foldedStack(['#166534', '#f5f5f4', BRAND.amber, '#4338ca', '#111827'], 300)}</g>` +
        `<g transform="translate(1430 410)">${foldedStack(['#d6d3d1', '#be123c', '#ffffff'], 240)}</g>` +
        tag(1420, 170, 0.95) +
        text.svg,
    );
  }
  const text = textStack(copy, pal, 60, 60, 680, { ...MOBILE, title: 80, titleHeight: 260 });
  return plain(
    FOLD_SHADE +
      `<rect width="800" height="800" fill="${BRAND.ink}"/>` +
      `<circle cx="400" cy="640" r="260" fill="${BRAND.indigo}" fill-opacity="0.35"/>` +
      `<g transform="translate(300 740)">${foldedStack(['#166534', '#f5f5f4', BRAND.amber, '#4338ca'], 290)}</g>` +
      `<g transform="translate(590 745)">${foldedStack(['#d6d3d1', '#be123c', '#ffffff'], 220)}</g>` +
      tag(610, 520, 0.8) +
      text.svg,
  );
}
