/**
 * Renders the site's banners, illustrations and icons into public/art/ (git-ignored; Vite copies
 * it into the build). Idempotent: files whose bytes would not change are left alone.
 * Shop, institute and pickup names come from the same settings as the server (SHOP_NAME, ...).
 *
 *   npx tsx scripts/generate-art.ts [--missing]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '#server/config.ts';
import { writeSiteArt } from '#server/demo/artwork/site-art.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public', 'art');
const config = loadConfig();
const started = Date.now();
const result = await writeSiteArt(
  outDir,
  {
    shopName: config.SHOP_NAME,
    instituteName: config.INSTITUTE_NAME,
    pickupPoint: config.PICKUP_POINT,
  },
  { onlyMissing: process.argv.includes('--missing') },
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Site art in public/art: ${result.written.length} written, ${result.unchanged.length} unchanged, ` +
    `${result.skipped.length} already there (${seconds} s)`,
);
