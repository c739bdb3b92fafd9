/**
 * The four home carousel banners, each a campaign, in a desktop (1600 x 600) and a phone
 * (800 x 1000) layout: new oversized drop, hoodie season, club collabs, free pickup.
 */
import { BRAND } from './brand.ts';
import { dotGrid, join, placeGarment, plain, sparkle, type Art } from './banner-kit.ts';
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
import { night, pickupScene, stamp } from './scenes.ts';
import { r } from './svg.ts';

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
