import type { Product } from '#shared/contract/catalog.ts';
import { productPath } from '#shared/rules/slug.ts';

/** Public pages search engines may list, besides products. */
const STATIC_PAGES = [
  '/',
  '/shop',
  '/clubs',
  '/ourServices',
  '/about',
  '/faqs',
  '/terms-conditions',
  '/shipping',
  '/exchange',
  '/privacy',
];

const PRIVATE_PREFIXES = [
  '/api/',
  '/profile',
  '/cart',
  '/address',
  '/payment',
  '/paymentValid',
  '/wishlist',
  '/add',
  '/allOrders',
  '/updateProduct',
  '/dev/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The shop's pages, each club's page (by its address name) and each product's. */
export function sitemapXml(
  publicUrl: string,
  products: Product[],
  clubSlugs: string[] = [],
): string {
  const urls = [
    ...STATIC_PAGES,
    ...clubSlugs.map((slug) => `/clubs/${encodeURIComponent(slug)}`),
    ...products.map((p) => productPath(p)),
  ];
  const body = urls.map((u) => `  <url><loc>${xmlEscape(publicUrl + u)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function webManifest(shopName: string, instituteName: string) {
  return {
    name: shopName,
    short_name: shopName,
    description: `Campus clothing for ${instituteName} students`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [
      { src: '/art/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/art/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/art/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
