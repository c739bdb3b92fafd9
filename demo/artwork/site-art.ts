/**
 * Every piece of site art (banners, illustrations, icons), with its file name and size, and the
 * function that writes them all into a folder (`public/art/` at build time, or wherever the server
 * wants them when some are missing).
 */
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderArt, type Art, type OutputFormat } from './banner-kit.ts';
import type { SiteArtOptions } from './banner-layout.ts';
import { HOME_BANNERS } from './home-banners.ts';
import { promoBanner, shopBanner } from './page-banners.ts';
import { appIcon, faviconSvg, ogImage } from './icons.ts';
import { collabArt, notFoundArt, productNotFoundArt } from './page-art.ts';
import { designArt, manufacturingArt, salesArt, visibilityArt } from './service-art.ts';

export type { SiteArtOptions };

export const DEFAULT_SITE_ART_OPTIONS: SiteArtOptions = {
  shopName: 'Campus Threads',
  instituteName: 'IIT Madras',
  pickupPoint: 'Saraswathi Hostel',
};

export interface SiteArtPiece {
  file: string;
  width: number;
  height: number;
  render(o: SiteArtOptions): Promise<Buffer>;
}

function piece(
  file: string,
  width: number,
  height: number,
  draw: (o: SiteArtOptions) => Art | Promise<Art>,
): SiteArtPiece {
  const format: OutputFormat = file.endsWith('.png') ? 'png' : 'webp';
  return {
    file,
    width,
    height,
    render: async (o) => renderArt(width, height, await draw(o), format),
  };
}

export const SITE_ART: SiteArtPiece[] = [
  ...HOME_BANNERS.flatMap((banner, i) => [
    piece(`banner-${i + 1}.webp`, 1600, 600, (o) => banner(o, 'desktop')),
    piece(`banner-${i + 1}-mobile.webp`, 800, 1000, (o) => banner(o, 'mobile')),
  ]),
  piece('shop-banner.webp', 1600, 400, (o) => shopBanner(o, 'desktop')),
  piece('shop-banner-mobile.webp', 800, 500, (o) => shopBanner(o, 'mobile')),
  piece('promo.webp', 1600, 500, (o) => promoBanner(o, 'desktop')),
  piece('promo-mobile.webp', 800, 800, (o) => promoBanner(o, 'mobile')),
  piece('service-manufacturing.webp', 600, 450, manufacturingArt),
  piece('service-design.webp', 600, 450, designArt),
  piece('service-sales.webp', 600, 450, salesArt),
  piece('service-visibility.webp', 600, 450, visibilityArt),
  piece('collab.webp', 900, 700, collabArt),
  piece('not-found.webp', 800, 600, notFoundArt),
  piece('product-not-found.webp', 800, 600, productNotFoundArt),
  piece('og-default.png', 1200, 630, ogImage),
  piece('icon-192.png', 192, 192, () => appIcon(192)),
  piece('icon-512.png', 512, 512, () => appIcon(512)),
  piece('apple-touch-icon.png', 180, 180, () => appIcon(180)),
  {
    file: 'favicon.svg',
    width: 64,
    height: 64,
    render: async () => Buffer.from(faviconSvg()),
  },
];

/** Writes only when the bytes differ, atomically, so re-runs leave files (and mtimes) alone. */
export async function writeIfChanged(file: string, body: Buffer): Promise<boolean> {
  const current = await readFile(file).catch(() => undefined);
  if (current?.equals(body)) return false;
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
  return true;
}

export interface WriteSiteArtResult {
  written: string[];
  unchanged: string[];
  skipped: string[];
}

/**
 * Renders all site art into `dir`. With `onlyMissing`, files already there are left untouched
 * (what a server does at start-up); otherwise every file is rendered and rewritten if it changed.
 */
export async function writeSiteArt(
  dir: string,
  options: Partial<SiteArtOptions> = {},
  { onlyMissing = false, concurrency = 2 }: { onlyMissing?: boolean; concurrency?: number } = {},
): Promise<WriteSiteArtResult> {
  const o = { ...DEFAULT_SITE_ART_OPTIONS, ...options };
  await mkdir(dir, { recursive: true });
  const result: WriteSiteArtResult = { written: [], unchanged: [], skipped: [] };
  const queue = [...SITE_ART];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const file = path.join(dir, p.file);
      const exists =
        onlyMissing &&
        (await access(file).then(
          () => true,
          () => false,
        ));
      if (exists) {
        result.skipped.push(p.file);
        continue;
      }
      const changed = await writeIfChanged(file, await p.render(o));
      (changed ? result.written : result.unchanged).push(p.file);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}

/** Renders only the files missing from `dir` (for a server that finds its art folder incomplete). */
export function ensureSiteArt(dir: string, options: Partial<SiteArtOptions> = {}) {
  return writeSiteArt(dir, options, { onlyMissing: true });
}
