import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasImageVariants, IMAGE_FULL_WIDTH, imageVariant } from '#shared/rules/images.ts';
import { normaliseOrderNumber } from '#shared/rules/order-number.ts';
import {
  layoutModules,
  pageAt,
  pageNames,
  webPages,
  type PageName,
  type WebPage,
} from '#shared/web-pages.ts';
import { paths } from '#shared/web-paths.ts';

/** Vite's .vite/manifest.json: chunks by key; entries carry the source file they were built from. */
export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[] }
>;

/**
 * The pages whose code the server preloads, by the page table (#shared/web-pages.ts): the
 * landing pages and the signed-in pages people open directly. Their modules are found in the
 * manifest by their source file under src/web, never by chunk file names; a build without one
 * of them fails loudly (loadManifest here, and scripts/check-first-load.ts in `npm test`).
 */
export const ROOT_LAYOUT = layoutModules.root;

/** A landing page's name (Home, Shop, product pages: `landing` in the table). */
export type LandingPage = {
  [Name in PageName]: (typeof webPages)[Name] extends { landing: true } ? Name : never;
}[PageName];

/** The landing pages, which the server draws (first-paint.service.ts), with their route modules. */
export const LANDING_PAGES = pageNames
  .filter((name): name is LandingPage => !!(webPages[name] as WebPage).landing)
  .map((name) => ({ name, route: webPages[name].module }));

/** The route module a landing page is drawn by, or undefined for every other page. */
export function landingRoute(pathname: string): string | undefined {
  return pageAt(pathname, (page) => !!page.landing)?.page.module;
}

/**
 * The modules a signed-in page people open directly renders at once, outermost first: its
 * layout route, its route module, and what else it shows at once.
 */
function earlyModules(page: WebPage): string[] {
  return [
    ...(page.within ? [layoutModules[page.within]] : []),
    page.module,
    ...(page.early?.alsoModules ?? []),
  ];
}

const signedInPage = (pathname: string) => pageAt(pathname, (page) => !!page.early)?.page;

/** The modules whose code a page preloads besides the root layout. */
function preloadedModules(pathname: string): string[] {
  const landing = landingRoute(pathname);
  if (landing) return [landing];
  const signedIn = signedInPage(pathname);
  return signedIn ? earlyModules(signedIn) : [];
}

/** The first banner of Home and Shop, as the web app draws them (<picture> with a phone crop). */
const BANNERS: Record<string, { phone: string; desktop: string; breakpoint: number }> = {
  [paths.home]: {
    phone: '/art/banner-1-mobile.webp',
    desktop: '/art/banner-1.webp',
    breakpoint: 768,
  },
  [paths.shop]: {
    phone: '/art/shop-banner-mobile.webp',
    desktop: '/art/shop-banner.webp',
    breakpoint: 640,
  },
};

/**
 * The build's manifest, or undefined when there is none (tests, `vite` dev mode). Throws when the
 * manifest lacks the root layout or a landing route: their preloads would silently go missing.
 */
export async function loadManifest(webDir: string): Promise<Manifest | undefined> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(webDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return undefined;
  }
  const sources = [
    ROOT_LAYOUT,
    ...LANDING_PAGES.map((page) => page.route),
    ...pageNames.flatMap((name) => {
      const page: WebPage = webPages[name];
      return page.early ? earlyModules(page) : [];
    }),
  ];
  for (const source of sources) {
    chunkKey(manifest, source);
  }
  return manifest;
}

/** The manifest key of the chunk built from `source` (a path under src/web). */
function chunkKey(manifest: Manifest, source: string): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === source);
  if (!key) throw new Error(`${source} is not in the build's manifest: renamed or bundled away?`);
  return key;
}

function withStaticImports(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) withStaticImports(manifest, dep, seen);
  return seen;
}

/** The file of the app's entry script (the page's own <script>). */
export function entryFile(manifest: Manifest): string | undefined {
  return Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
}

/**
 * The JavaScript files a page needs before it can render: the entry, the root layout and the
 * page's route modules, each with every chunk it imports statically.
 */
export function firstLoadFiles(manifest: Manifest, ...routes: (string | undefined)[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const keys = new Set<string>();
  const routeKeys = routes.map((route) => route && chunkKey(manifest, route));
  for (const key of [entry, chunkKey(manifest, ROOT_LAYOUT), ...routeKeys]) {
    if (key) withStaticImports(manifest, key, keys);
  }
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * public/early-data.js with the page's calls. The order number is the address's last segment,
 * given only in its written form (anything else is redirected or refused by the page first); it
 * is no secret (it is in the address), and the token never goes into the HTML: the script reads
 * it from localStorage.
 */
function earlyDataTag(early: NonNullable<WebPage['early']>, pathname: string): string {
  const attrs = [`data-calls="${early.calls.join(' ')}"`];
  const last = pathname.replace(/\/$/, '').split('/').pop() ?? '';
  if (early.orderCalls && normaliseOrderNumber(last) === last) {
    attrs.push(`data-order-calls="${early.orderCalls.join(' ')}"`, `data-order-number="${last}"`);
  }
  return `<script async src="/early-data.js" ${attrs.join(' ')}></script>`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Head tags that let the browser fetch a page's code (root layout, and the route modules of a
 * landing page or a signed-in page people open directly), its main image and a signed-in page's
 * data while the app's entry script is still loading, instead of one after another.
 */
export function preloadTags(
  manifest: Manifest | undefined,
  pathname: string,
  productImage?: string,
): string[] {
  const tags: string[] = [];
  const early = signedInPage(pathname)?.early;
  if (early) tags.push(earlyDataTag(early, pathname));
  if (manifest) {
    const entry = entryFile(manifest);
    for (const file of firstLoadFiles(manifest, ...preloadedModules(pathname))) {
      if (file !== entry) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
    }
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
