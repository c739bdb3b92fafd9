/** The four home banners: `/art/banner-N.webp` (1600x600) and `/art/banner-N-mobile.webp` (800x1000). */
export interface Banner {
  desktop: string;
  mobile: string;
  alt: string;
}

const alts = [
  'New season tees and hoodies, designed by students on campus',
  'Oversized tees in fresh colours, now in the shop',
  'Club tees with your name printed on the back',
  'Pick up free on campus or get it delivered to your hostel',
];

export const banners: Banner[] = alts.map((alt, i) => ({
  desktop: `/art/banner-${i + 1}.webp`,
  mobile: `/art/banner-${i + 1}-mobile.webp`,
  alt,
}));

export const BANNER_AUTOPLAY_MS = 3000;
