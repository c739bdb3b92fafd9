/**
 * Draws the demo catalogue's product images at build time (scripts/generate-art.ts) into the
 * folder the server's first start copies them from (src/server/db/demo-images.ts): front, back and
 * size chart per product, each encoded by the image pipeline exactly as an admin's upload would
 * be (full size plus its narrower variants).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { encodeImage } from '#server/adapters/images/image-pipeline.ts';
import { DEMO_IMAGE_VIEWS, demoImageFile, hasDemoImages } from '#server/db/demo-images.ts';
import { DEMO_CATALOGUE } from '#server/db/seed-catalogue.ts';
import { IMAGE_VARIANT_WIDTHS } from '#shared/rules/images.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import { renderProductImages } from './artwork/product-art.ts';
import { writeIfChanged } from './artwork/site-art.ts';
import { PRODUCT_DESIGNS } from './product-designs.ts';

export interface WriteProductImagesResult {
  written: string[];
  unchanged: string[];
  skipped: string[];
}

/**
 * Writes the images of the products whose stems are listed (all by default) into `dir`. With
 * `onlyMissing`, a product whose files are all there is left alone.
 */
export async function writeProductImages(
  dir: string,
  { stems, onlyMissing = false }: { stems?: string[]; onlyMissing?: boolean } = {},
): Promise<WriteProductImagesResult> {
  // One picture at a time, no cache: the build shares the machine with everything else.
  sharp.cache(false);
  sharp.concurrency(1);
  await mkdir(dir, { recursive: true });
  const result: WriteProductImagesResult = { written: [], unchanged: [], skipped: [] };
  const products = DEMO_CATALOGUE.filter(
    (p) => !stems || stems.includes(slugFromDetails(p.details)),
  );
  for (const product of products) {
    const stem = slugFromDetails(product.details);
    const design = PRODUCT_DESIGNS[product.details];
    if (!design) throw new Error(`no design for the demo product "${product.details}"`);
    if (onlyMissing && (await hasDemoImages(dir, [stem]))) {
      result.skipped.push(stem);
      continue;
    }
    const drawn = await renderProductImages({ ...design, style: product.style });
    const pictures = [drawn.front, drawn.back, drawn.sizeChart];
    for (const [i, view] of DEMO_IMAGE_VIEWS.entries()) {
      const set = await encodeImage(pictures[i]!);
      const files: Array<[string, Buffer]> = [
        [demoImageFile(stem, view), set.full],
        ...IMAGE_VARIANT_WIDTHS.map((w, j): [string, Buffer] => [
          demoImageFile(stem, view, w),
          set.variants[j]!,
        ]),
      ];
      for (const [file, body] of files) {
        const changed = await writeIfChanged(path.join(dir, file), body);
        (changed ? result.written : result.unchanged).push(file);
      }
    }
  }
  return result;
}
