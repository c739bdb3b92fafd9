import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IMAGE_VARIANT_WIDTHS } from '#shared/rules/images.ts';
import type { ImageSet } from '#server/adapters/images/image-pipeline.ts';
import { fromPackageRoot, packageRoot } from '#server/lib/package-root.ts';

/**
 * The demo catalogue's product images are drawn at build time (`npm run build`: demo/, through
 * scripts/generate-art.ts) into this folder, already encoded as the image pipeline stores an
 * upload. A first start then only copies files: drawing them in the server (sharp rendering 48
 * large SVGs) left it at 330 MB instead of 130 MB for the rest of its life.
 */
export const DEMO_IMAGES_DIR = fromPackageRoot('dist', 'demo', 'products');

/** A product's pictures, in the order the seed stores them (position 0, 1, 2). */
export const DEMO_IMAGE_VIEWS = ['front', 'back', 'size-chart'] as const;
export type DemoImageView = (typeof DEMO_IMAGE_VIEWS)[number];

/** `<stem>-front.webp` (full size) or `<stem>-front-480.webp` (a variant). */
export function demoImageFile(stem: string, view: DemoImageView, width?: number): string {
  return `${stem}-${view}${width ? `-${width}` : ''}.webp`;
}

/** Every file a product's pictures need. */
export function demoImageFiles(stem: string): string[] {
  return DEMO_IMAGE_VIEWS.flatMap((view) => [
    demoImageFile(stem, view),
    ...IMAGE_VARIANT_WIDTHS.map((width) => demoImageFile(stem, view, width)),
  ]);
}

/** True when `dir` holds every file of the products named by `stems`. */
export async function hasDemoImages(dir: string, stems: string[]): Promise<boolean> {
  const found = await Promise.all(
    stems.flatMap(demoImageFiles).map((file) =>
      access(path.join(dir, file)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

async function readSets(dir: string, stem: string): Promise<ImageSet[]> {
  return Promise.all(
    DEMO_IMAGE_VIEWS.map(async (view) => ({
      full: await readFile(path.join(dir, demoImageFile(stem, view))),
      variants: await Promise.all(
        IMAGE_VARIANT_WIDTHS.map((w) => readFile(path.join(dir, demoImageFile(stem, view, w)))),
      ),
    })),
  );
}

/**
 * The pictures of the products named by `stems`, from the build's folder; when the build did not
 * make them (`npm run dev` on a fresh clone), drawn by a child process into a temporary folder,
 * so that the memory the drawing takes goes away with it.
 */
export async function loadDemoImages(
  stems: string[],
  log: { info(message: string): void },
  dir = DEMO_IMAGES_DIR,
): Promise<ImageSet[][]> {
  if (await hasDemoImages(dir, stems)) return Promise.all(stems.map((stem) => readSets(dir, stem)));
  log.info('Drawing the demo product images in a child process (`npm run build` draws them once)');
  const temporary = await mkdtemp(path.join(tmpdir(), 'shop-demo-images-'));
  try {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/generate-art.ts', '--products-into', temporary, ...stems],
      { cwd: packageRoot },
    );
    return await Promise.all(stems.map((stem) => readSets(temporary, stem)));
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}
