/**
 * Home carousel banners (four campaigns), the Shop page banner and the home promo banner, each in a
 * desktop and a phone layout. Text is large enough to read on a phone at the size it is shown.
 */
import { BRAND, TEE_MARK_PATH } from './brand.ts';
import {
  button,
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
import type { TeeDesign } from './product-art.ts';
import { r } from './svg.ts';

export interface SiteArtOptions {
  shopName: string;
  instituteName: string;
  pickupPoint: string;
}

export type Layout = 'desktop' | 'mobile';

interface Copy {
  eyebrow: string;
  title: string;
  body: string;
  cta?: string;
}

interface Palette {
  title: string;
  body: string;
  pillBg: string;
  pillFg: string;
  ctaBg: string;
  ctaFg: string;
}

/** Eyebrow pill, headline, body copy and button stacked from (x, y). */
function textStack(
  c: Copy,
  p: Palette,
  x: number,
  y: number,
  width: number,
  scale: { eyebrow: number; title: number; titleHeight: number; body: number; cta: number },
  anchor: 'start' | 'middle' = 'start',
): { svg: string; bottom: number } {
  const eb = pill(c.eyebrow, x, y, scale.eyebrow, p.pillBg, p.pillFg, anchor);
  let yy = y + eb.height + scale.eyebrow * 1.2;
  const t = headline(c.title, {
    x,
    y: yy,
    maxWidth: width,
    maxHeight: scale.titleHeight,
    maxSize: scale.title,
    color: p.title,
    anchor,
  });
  yy += t.fit.height + scale.body * 0.9;
  const b = paragraph(c.body, {
    x,
    y: yy,
    maxWidth: width,
    maxHeight: scale.body * 4.2,
    maxSize: scale.body,
    minSize: scale.body * 0.8,
    color: p.body,
    anchor,
  });
  yy += b.fit.height + scale.cta * 1.4;
  const btn = c.cta ? button(c.cta, x, yy, scale.cta, p.ctaBg, p.ctaFg, anchor) : undefined;
  return {
    svg: eb.svg + t.svg + b.svg + (btn?.svg ?? ''),
    bottom: btn ? yy + btn.height : yy,
  };
}

const DESKTOP = { eyebrow: 22, title: 96, titleHeight: 210, body: 30, cta: 26 };
const MOBILE = { eyebrow: 24, title: 92, titleHeight: 300, body: 34, cta: 30 };

// ---------------------------------------------------------------- campaign 1: oversized drop

const OVERSIZED_TRIO: TeeDesign[] = [
  {
    style: 'oversized',
    color: '#f5f5f4',
    ink: '#312e81',
    slogan: 'Hello, World',
    motif: 'circuit',
  },
  {
    style: 'oversized',
    color: '#111827',
    ink: '#fbbf24',
    slogan: 'Entrepreneurial Flame',
    motif: 'flame',
  },
  { style: 'oversized', color: '#fbbf24', ink: '#0f172a', slogan: 'Boss Baby', motif: 'star' },
];

async function bannerDrop(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const copy: Copy = {
    eyebrow: 'New drop',
    title: 'The Oversized Drop',
    body: 'Heavyweight cotton, dropped shoulders and prints made on campus.',
    cta: 'Shop the drop',
  };
  const pal: Palette = {
    title: '#ffffff',
    body: '#e0e7ff',
    pillBg: BRAND.amber,
    pillFg: BRAND.ink,
    ctaBg: BRAND.amber,
    ctaFg: BRAND.ink,
  };
  if (layout === 'desktop') {
    const bg = plain(
      `<rect width="1600" height="600" fill="${BRAND.indigo}"/>` +
        `<circle cx="1220" cy="330" r="430" fill="${BRAND.indigoDark}"/>` +
        `<circle cx="1220" cy="330" r="300" fill="none" stroke="${BRAND.amber}" stroke-width="5" stroke-opacity="0.7" stroke-dasharray="2 16" stroke-linecap="round"/>` +
        dotGrid(40, 440, 300, 140, 22, 3, '#ffffff', 0.18) +
        sparkle(760, 110, 44, BRAND.amber) +
        sparkle(820, 170, 22, '#ffffff', 0.8),
    );
    const [a, b, c] = OVERSIZED_TRIO as [TeeDesign, TeeDesign, TeeDesign];
    const tees = await Promise.all([
      placeGarment(a, 985, 330, 560, -9),
      placeGarment(c, 1455, 330, 560, 9),
      placeGarment(b, 1220, 320, 640, 0),
    ]);
    const text = textStack(copy, pal, 110, 96, 640, DESKTOP);
    return join(bg, ...tees, plain(text.svg));
  }
  const bg = plain(
    `<rect width="800" height="1000" fill="${BRAND.indigo}"/>` +
      `<circle cx="400" cy="800" r="380" fill="${BRAND.indigoDark}"/>` +
      `<circle cx="400" cy="800" r="270" fill="none" stroke="${BRAND.amber}" stroke-width="5" stroke-opacity="0.7" stroke-dasharray="2 16" stroke-linecap="round"/>` +
      sparkle(700, 90, 50, BRAND.amber) +
      sparkle(740, 160, 24, '#ffffff', 0.8),
  );
  const [a, b, c] = OVERSIZED_TRIO as [TeeDesign, TeeDesign, TeeDesign];
  const tees = await Promise.all([
    placeGarment(a, 190, 760, 430, -10),
    placeGarment(c, 610, 760, 430, 10),
    placeGarment(b, 400, 770, 500, 0),
  ]);
  const text = textStack({ ...copy, cta: undefined }, pal, 60, 60, 680, MOBILE);
  return join(bg, ...tees, plain(text.svg));
}

// ---------------------------------------------------------------- campaign 2: hoodie season

const HOODIES: TeeDesign[] = [
  { style: 'hoodie', color: '#166534', ink: '#fef3c7', slogan: 'IIT M', motif: 'crest' },
  { style: 'hoodie', color: '#4338ca', ink: '#ffffff', slogan: 'Night Owl', motif: 'star' },
  {
    style: 'hoodie',
    color: '#d6d3d1',
    ink: '#0f172a',
    slogan: 'Code. Sleep. Repeat.',
    motif: 'none',
  },
];

/** Stars, seeded so every build draws the same sky, kept out of the text box `keepOut`. */
function night(w: number, h: number, seed: number, keepOut: [number, number, number, number]): string {
  const [kx, ky, kw, kh] = keepOut;
  let out = '';
  let s = seed;
  const rand = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  for (let i = 0; i < 70; i++) {
    const x = rand() * w;
    const y = rand() * h * 0.9;
    if (x > kx && x < kx + kw && y > ky && y < ky + kh) continue;
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="${r(1 + rand() * 2.2)}" fill="#ffffff" fill-opacity="${(0.25 + rand() * 0.55).toFixed(2)}"/>`;
  }
  return out;
}

async function bannerHoodies(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const copy: Copy = {
    eyebrow: 'Hoodie season',
    title: 'Warm hoodies for cold labs',
    body: 'Soft fleece inside, big pocket, drawstring hood. Built for 8 AM labs and midnight canteen runs.',
    cta: 'Find your hoodie',
  };
  const pal: Palette = {
    title: '#ffffff',
    body: '#cbd5e1',
    pillBg: BRAND.indigo,
    pillFg: '#ffffff',
    ctaBg: '#ffffff',
    ctaFg: BRAND.ink,
  };
  const moon = (cx: number, cy: number, rad: number) =>
    `<mask id="moon${cx}"><rect x="${cx - rad}" y="${cy - rad}" width="${rad * 2}" height="${rad * 2}" fill="#fff"/>` +
    `<circle cx="${r(cx + rad * 0.42)}" cy="${r(cy - rad * 0.22)}" r="${r(rad * 0.86)}" fill="#000"/></mask>` +
    `<radialGradient id="moonglow${cx}"><stop offset="0.3" stop-color="#fde68a" stop-opacity="0.22"/>` +
    `<stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>` +
    `<circle cx="${cx}" cy="${cy}" r="${rad * 2.6}" fill="url(#moonglow${cx})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="#fde68a" mask="url(#moon${cx})"/>`;
  const [a, b, c] = HOODIES as [TeeDesign, TeeDesign, TeeDesign];
  if (layout === 'desktop') {
    const bg = plain(
      `<rect width="1600" height="600" fill="${BRAND.ink}"/>` +
        `<radialGradient id="h2glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${BRAND.indigo}" stop-opacity="0.55"/><stop offset="1" stop-color="${BRAND.indigo}" stop-opacity="0"/></radialGradient>` +
        `<circle cx="1210" cy="340" r="520" fill="url(#h2glow)"/>` +
        night(1600, 600, 7, [80, 70, 700, 520]) +
        moon(820, 120, 46),
    );
    const items = await Promise.all([
      placeGarment(a, 960, 345, 560, -6),
      placeGarment(c, 1460, 345, 560, 6),
      placeGarment(b, 1210, 330, 620, 0),
    ]);
    const text = textStack(copy, pal, 110, 96, 620, DESKTOP);
    return join(bg, ...items, plain(text.svg));
  }
  const bg = plain(
    `<rect width="800" height="1000" fill="${BRAND.ink}"/>` +
      `<radialGradient id="h2glowm" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${BRAND.indigo}" stop-opacity="0.6"/><stop offset="1" stop-color="${BRAND.indigo}" stop-opacity="0"/></radialGradient>` +
      `<circle cx="400" cy="760" r="420" fill="url(#h2glowm)"/>` +
      night(800, 1000, 11, [40, 40, 720, 540]) +
      moon(690, 110, 44),
  );
  const items = await Promise.all([
    placeGarment(a, 175, 830, 430, -8),
    placeGarment(c, 625, 830, 430, 8),
    placeGarment(b, 400, 825, 490, 0),
  ]);
  const text = textStack({ ...copy, cta: undefined }, pal, 60, 60, 620, MOBILE);
  return join(bg, ...items, plain(text.svg));
}

// ---------------------------------------------------------------- campaign 3: club collabs

const CLUB_TEES: TeeDesign[] = [
  {
    style: 'sponsered',
    color: '#0f172a',
    ink: '#f59e0b',
    slogan: 'Robotics Club',
    motif: 'circuit',
  },
  { style: 'sponsered', color: '#ffffff', ink: '#3730a3', slogan: 'Quiz Club', motif: 'star' },
];

function stamp(cx: number, cy: number, rad: number, text: string, rot: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${rot})">` +
    `<circle r="${rad}" fill="${BRAND.ink}"/>` +
    `<circle r="${rad - 10}" fill="none" stroke="${BRAND.amber}" stroke-width="3" stroke-dasharray="3 7"/>` +
    `<text y="${r(-rad * 0.08)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${r(rad * 0.32)}" text-anchor="middle" fill="#ffffff">YOUR</text>` +
    `<text y="${r(rad * 0.32)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${r(rad * 0.32)}" text-anchor="middle" fill="${BRAND.amber}">${text}</text></g>`
  );
}

async function bannerClubs(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const copy: Copy = {
    eyebrow: 'Club collabs',
    title: 'Your club. Your tee.',
    body: `Clubs and fests at ${o.instituteName}: we design, make and sell your merch for you.`,
    cta: 'Start a collab',
  };
  const pal: Palette = {
    title: BRAND.ink,
    body: '#422006',
    pillBg: BRAND.ink,
    pillFg: '#ffffff',
    ctaBg: BRAND.ink,
    ctaFg: '#ffffff',
  };
  const stripes = (w: number, h: number) =>
    `<pattern id="c3s" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="36" fill="#ffffff" fill-opacity="0.12"/></pattern>` +
    `<rect width="${w}" height="${h}" fill="url(#c3s)"/>`;
  const [a, b] = CLUB_TEES as [TeeDesign, TeeDesign];
  if (layout === 'desktop') {
    const bg = plain(
      `<rect width="1600" height="600" fill="${BRAND.amber}"/>` +
        `<path d="M860 600L1010 0H1600V600Z" fill="#fbbf24"/>` +
        `<g clip-path="url(#c3clip)">${stripes(1600, 600)}</g>` +
        `<clipPath id="c3clip"><path d="M860 600L1010 0H1600V600Z"/></clipPath>`,
    );
    const items = await Promise.all([
      placeGarment(b, 1050, 330, 600, -7, 'front', o.shopName),
      placeGarment(a, 1370, 320, 640, 5, 'back', o.shopName),
    ]);
    const text = textStack(copy, pal, 110, 96, 640, DESKTOP);
    return join(bg, ...items, plain(stamp(1500, 110, 72, 'CLUB', 12) + text.svg));
  }
  const bg = plain(
    `<rect width="800" height="1000" fill="${BRAND.amber}"/>` +
      `<path d="M0 1000L0 600L800 480V1000Z" fill="#fbbf24"/>` +
      `<clipPath id="c3clipm"><path d="M0 1000L0 600L800 480V1000Z"/></clipPath>` +
      `<g clip-path="url(#c3clipm)">${stripes(800, 1000)}</g>`,
  );
  const items = await Promise.all([
    placeGarment(b, 235, 760, 520, -7, 'front', o.shopName),
    placeGarment(a, 570, 770, 540, 6, 'back', o.shopName),
  ]);
  const text = textStack({ ...copy, cta: undefined }, pal, 60, 60, 680, MOBILE);
  return join(bg, ...items, plain(stamp(700, 540, 68, 'CLUB', 12) + text.svg));
}

// ---------------------------------------------------------------- campaign 4: free pickup

/** A hostel block, a parcel with a tee peeking out and a map pin. Drawn around (0, 0), ~560 wide. */
function pickupScene(): string {
  const windows: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      const lit = (row * 5 + col) % 3 === 0;
      windows.push(
        `<rect x="${-250 + col * 56}" y="${-210 + row * 62}" width="34" height="40" rx="4" fill="${lit ? '#fde68a' : '#c7d2fe'}"/>`,
      );
    }
  }
  return (
    `<ellipse cx="20" cy="150" rx="320" ry="26" fill="${BRAND.indigo}" fill-opacity="0.12"/>` +
    // hostel block
    `<rect x="-280" y="-260" width="300" height="410" rx="10" fill="#ffffff" stroke="${BRAND.indigo}" stroke-width="6"/>` +
    `<rect x="-292" y="-280" width="324" height="36" rx="8" fill="${BRAND.indigo}"/>` +
    windows.join('') +
    `<rect x="-168" y="60" width="76" height="90" rx="6" fill="${BRAND.indigoDark}"/>` +
    `<circle cx="-104" cy="108" r="5" fill="${BRAND.amber}"/>` +
    `<text x="-130" y="-254" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="20" letter-spacing="4" text-anchor="middle" fill="#ffffff">HOSTEL</text>` +
    // a closed parcel with the shop's mark and a shipping label
    `<g transform="translate(170 40)">` +
    `<path d="M-130 -10L-80 -60H120L70 -10Z" fill="#f59e0b"/>` +
    `<path d="M-40 -10L10 -60H40L-10 -10Z" fill="#fef3c7" fill-opacity="0.85"/>` +
    `<rect x="-130" y="-10" width="200" height="140" rx="4" fill="#d97706"/>` +
    `<path d="M70 -10L120 -60V80L70 130Z" fill="#b45309"/>` +
    `<rect x="-40" y="-10" width="30" height="140" fill="#fef3c7" fill-opacity="0.85"/>` +
    `<g transform="translate(-118 30) scale(0.62)"><path d="${TEE_MARK_PATH}" fill="#ffffff" stroke="#ffffff" stroke-width="4" stroke-linejoin="round"/></g>` +
    `<rect x="4" y="64" width="54" height="46" rx="4" fill="#ffffff"/>` +
    `<path d="M12 78h38M12 90h26M12 100h32" stroke="#94a3b8" stroke-width="4" stroke-linecap="round"/>` +
    `</g>` +
    // map pin
    `<g transform="translate(60 -220)">` +
    `<ellipse cx="0" cy="150" rx="26" ry="8" fill="#000" fill-opacity="0.12"/>` +
    `<path d="M0 140C-10 110 -70 60 -70 0A70 70 0 1 1 70 0C70 60 10 110 0 140Z" fill="${BRAND.green}"/>` +
    `<circle r="34" fill="#ffffff"/>` +
    `<path d="M-16 0L-4 12L18 -12" fill="none" stroke="${BRAND.green}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`
  );
}

async function bannerPickup(o: SiteArtOptions, layout: Layout): Promise<Art> {
  const copy: Copy = {
    eyebrow: 'Free pickup',
    title: `Free pickup at ${o.pickupPoint}`,
    body: 'Order online and collect on campus. Or have it delivered to your hostel room.',
    cta: 'Start shopping',
  };
  const pal: Palette = {
    title: BRAND.ink,
    body: '#334155',
    pillBg: BRAND.green,
    pillFg: '#ffffff',
    ctaBg: BRAND.indigo,
    ctaFg: '#ffffff',
  };
  if (layout === 'desktop') {
    const bg =
      `<rect width="1600" height="600" fill="${BRAND.soft}"/>` +
      `<circle cx="1250" cy="300" r="330" fill="#e0e7ff"/>` +
      dotGrid(1380, 40, 200, 160, 22, 3, BRAND.indigo, 0.25) +
      `<path d="M930 520C1040 470 1120 540 1240 500S1420 430 1540 470" fill="none" stroke="${BRAND.indigo}" stroke-width="4" stroke-dasharray="4 14" stroke-linecap="round"/>`;
    const text = textStack(copy, pal, 110, 96, 660, DESKTOP);
    return plain(
      bg + `<g transform="translate(1240 330) scale(0.95)">${pickupScene()}</g>` + text.svg,
    );
  }
  const bg =
    `<rect width="800" height="1000" fill="${BRAND.soft}"/>` +
    `<circle cx="400" cy="760" r="300" fill="#e0e7ff"/>` +
    dotGrid(560, 560, 200, 140, 22, 3, BRAND.indigo, 0.25);
  const text = textStack({ ...copy, cta: undefined }, pal, 60, 60, 680, MOBILE);
  return plain(
    bg + `<g transform="translate(420 800) scale(0.82)">${pickupScene()}</g>` + text.svg,
  );
}

export const HOME_BANNERS = [bannerDrop, bannerHoodies, bannerClubs, bannerPickup];

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

/** A stack of folded tees, drawn around (0, 0) with the bottom of the stack at y = 0. */
function foldedStack(colors: string[], w: number): string {
  const h = w * 0.22;
  let out = `<ellipse cx="0" cy="${r(h * 0.95)}" rx="${r(w * 0.58)}" ry="${r(h * 0.22)}" fill="#000" fill-opacity="0.3"/>`;
  colors.forEach((col, i) => {
    const y = -i * h * 0.94;
    const dx = ((i * 37) % 5) - 2;
    const x = -w / 2 + dx * 3;
    out +=
      `<rect x="${r(x)}" y="${r(y)}" width="${w}" height="${r(h)}" rx="${r(h * 0.28)}" fill="${col}"/>` +
      `<rect x="${r(x)}" y="${r(y)}" width="${w}" height="${r(h)}" rx="${r(h * 0.28)}" fill="url(#foldshade)"/>` +
      // the folded-in sleeves and the centre fold
      `<path d="M${r(x + w * 0.2)} ${r(y + 3)}L${r(x + w * 0.12)} ${r(y + h - 3)}M${r(x + w * 0.8)} ${r(y + 3)}L${r(x + w * 0.88)} ${r(y + h - 3)}" stroke="#000" stroke-opacity="0.14" stroke-width="3"/>` +
      `<path d="M${r(x + 8)} ${r(y + h * 0.5)}H${r(x + w - 8)}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>`;
  });
  const top = -(colors.length - 1) * h * 0.94;
  const col = colors[colors.length - 1] ?? '#fff';
  out +=
    `<path d="M${r(-w * 0.15)} ${r(top + 2)}C${r(-w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.15)} ${r(top + 2)}Z" fill="#000" fill-opacity="0.25"/>` +
    `<path d="M${r(-w * 0.15)} ${r(top + 2)}C${r(-w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.11)} ${r(top + h * 0.6)} ${r(w * 0.15)} ${r(top + 2)}" fill="none" stroke="${col}" stroke-width="7"/>` +
    `<rect x="${r(-w * 0.045)}" y="${r(top + h * 0.1)}" width="${r(w * 0.09)}" height="${r(h * 0.16)}" rx="2" fill="#ffffff" fill-opacity="0.9"/>`;
  return out;
}

const FOLD_SHADE =
  `<linearGradient id="foldshade" x1="0" y1="0" x2="0" y2="1">` +
  `<stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>` +
  `<stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>`;

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
