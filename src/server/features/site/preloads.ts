import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasImageVariants, IMAGE_FULL_WIDTH, imageVariant } from '#shared/rules/images.ts';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Head links that let the browser fetch a page's route code and its main image while the app's
 * entry script is still loading, instead of discovering them one after another. The route
 * modules named here are the lazy routes of src/web/router.tsx for the pages people land on.
 */
const LAYOUT = 'routes/root-layout.tsx';
const routeModule = (pathname: string): string | undefined => {
  if (pathname === '/') return 'routes/home.tsx';
  if (pathname === '/shop') return 'routes/shop.tsx';
  if (/^\/products\/[^/]+\/\d+\/?$/.test(pathname)) return 'routes/product.tsx';
  return undefined;
};

/** The first banner of Home and Shop, as the web app draws them (<picture> with a phone crop). */
const BANNERS: Record<string, { phone: string; desktop: string; breakpoint: number }> = {
  '/': { phone: '/art/banner-1-mobile.webp', desktop: '/art/banner-1.webp', breakpoint: 768 },
  '/shop': {
    phone: '/art/shop-banner-mobile.webp',
    desktop: '/art/shop-banner.webp',
    breakpoint: 640,
  },
};

export async function loadManifest(webDir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(
      await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
}

function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const dep of entry.imports ?? []) chunkFiles(manifest, dep, seen);
  return seen;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function preloadTags(
  manifest: Manifest | undefined,
  pathname: string,
  productImage?: string,
): string[] {
  const tags: string[] = [];
  const route = routeModule(pathname);
  if (manifest) {
    const entryFile = Object.values(manifest).find((e) => 'isEntry' in e)?.file;
    const files = new Set<string>();
    for (const key of [LAYOUT, route].filter((k): k is string => !!k)) {
      for (const file of chunkFiles(manifest, key)) if (file !== entryFile) files.add(file);
    }
    for (const file of files) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  }
  const banner = BANNERS[pathname];
  if (banner) {
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${banner.phone}" media="(max-width: ${banner.breakpoint - 1}px)">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${banner.desktop}" media="(min-width: ${banner.breakpoint}px)">`,
    );
  }
  if (productImage) {
    // Matches ProductImage's srcset/sizes for the gallery's first image.
    tags.push(
      hasImageVariants(productImage)
        ? `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttr(`${imageVariant(productImage, 480)} 480w, ${productImage} ${IMAGE_FULL_WIDTH}w`)}" imagesizes="(min-width: 768px) 50vw, 100vw">`
        : `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttr(productImage)}">`,
    );
  }
  return tags;
}
