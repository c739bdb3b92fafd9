/**
 * Build-time drawing (demo/): the site's banners, illustrations and icons into public/art/
 * (git-ignored; Vite copies it into the build), and the demo catalogue's product images into
 * dist/demo/products/, which a first start seeds from. Idempotent: files whose bytes would not
 * change are left alone. Shop, institute and pickup names come from the same settings as the
 * server (SHOP_NAME, ...).
 *
 *   npx tsx scripts/generate-art.ts [--missing]
 *   npx tsx scripts/generate-art.ts --products-into <folder> [<product stem>...]
 *
 * The second form draws product images only (all, or the products named) into a folder: the
 * server runs it as a child process when the build has not drawn them (src/server/db/demo-images.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '#server/config.ts';
import { DEMO_IMAGES_DIR } from '#server/db/demo-images.ts';
import { writeSiteArt } from '../demo/artwork/site-art.ts';
import { writeProductImages } from '../demo/render-products.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const into = args.indexOf('--products-into');
if (into >= 0) {
  const dir = args[into + 1];
  if (!dir) throw new Error('--products-into needs a folder');
  const stems = args.slice(into + 2);
  await writeProductImages(dir, { stems: stems.length ? stems : undefined });
} else {
  const onlyMissing = args.includes('--missing');
  const config = loadConfig();
  const site = await writeSiteArt(
    path.join(root, 'public', 'art'),
    {
      shopName: config.SHOP_NAME,
      instituteName: config.INSTITUTE_NAME,
      pickupPoint: config.PICKUP_POINT,
    },
    { onlyMissing },
  );
  console.log(
    `Site art in public/art: ${site.written.length} written, ${site.unchanged.length} unchanged, ` +
      `${site.skipped.length} already there (${seconds()} s)`,
  );
  const products = await writeProductImages(DEMO_IMAGES_DIR, { onlyMissing });
  console.log(
    `Demo product images in ${path.relative(root, DEMO_IMAGES_DIR)}: ` +
      `${products.written.length} written, ${products.unchanged.length} unchanged, ` +
      `${products.skipped.length} products already there (${seconds()} s)`,
  );
}
