import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';

/**
 * The four home banners: `/art/banner-N.webp` (1600x600) and `/art/banner-N-mobile.webp`
 * (800x1000). The art carries its own words, so each alt text repeats them, and each banner
 * goes where its button points.
 */
export interface Banner {
  desktop: string;
  mobile: string;
  alt: string;
  link: string;
}

const slides: Omit<Banner, 'desktop' | 'mobile'>[] = [
  {
    alt: 'New drop: The Oversized Drop. Heavyweight cotton, dropped shoulders and prints made on campus. Shop the drop.',
    link: paths.shop,
  },
  {
    alt: 'Hoodie season: Warm hoodies for cold labs. Soft fleece inside, big pocket, drawstring hood. Find your hoodie.',
    link: paths.shop,
  },
  {
    alt: `Club collabs: Your club. Your tee. Clubs and fests at ${settings.instituteName}: we design, make and sell your merch for you. Start a collab.`,
    link: paths.ourServices,
  },
  {
    alt: `Free pickup at ${settings.pickupPoint}. Order online and collect on campus, or have it delivered to your hostel room. Start shopping.`,
    link: paths.shop,
  },
];

export const banners: Banner[] = slides.map((slide, i) => ({
  ...slide,
  desktop: `/art/banner-${i + 1}.webp`,
  mobile: `/art/banner-${i + 1}-mobile.webp`,
}));

export const BANNER_AUTOPLAY_MS = 3000;
