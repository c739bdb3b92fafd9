/**
 * First-load guard, run by `npm test` right after the build (or: npm run build && npx tsx
 * scripts/check-first-load.ts). For /, /shop and a product page it adds up the gzip size (level 9,
 * file by file, as the server sends its precompressed copies) of the JavaScript the page needs
 * before it can render: the entry, the root layout and the page's route module, each with every
 * chunk it imports statically. The chunks are found in Vite's manifest by their source files
 * (routes/home.tsx, ...) with the same code the server preloads them with
 * (src/server/features/site/preloads.ts), so a renamed or regrouped chunk fails here instead of
 * silently losing its preload. Fails above a page's budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, LANDING_PAGES, loadManifest } from '#server/features/site/preloads.ts';
import type { LandingPage } from '#server/features/site/preloads.ts';
import { paths } from '#shared/web-paths.ts';

const webDir = path.resolve(import.meta.dirname, '../dist/web');

/**
 * Budgets in kB of 1024 bytes (as bench/lighthouse.ts counts). Home's is the project's budget
 * (docs/architecture.md, "First load on phones"). Shop and the product page measured 122.5 and
 * 131.7 kB on 2026-11-23 (shell chunk derived from the layout's imports, checkout and contact
 * form pages being added); their budgets leave about 5 kB above that. Raise one only with a
 * reason in the commit.
 */
const BUDGET_KB: Record<LandingPage, number> = {
  // 121 since 2026-11-26: the entry's table of lazy chunks grew with the order, coupon, size-guide
  // and search pages (120.3 kB measured); the speed issue brings / back to 120 kB as the browser
  // counts it.
  home: 121,
  shop: 128,
  product: 137,
};

/** The address each landing page is shown by. */
const EXAMPLE: Record<LandingPage, string> = {
  home: paths.home,
  shop: paths.shop,
  product: paths.product('average-iitian-black-tee', 1),
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const manifest = await loadManifest(webDir).catch((error: unknown) => {
  console.error(`first-load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (!manifest) {
  console.error(`first-load: no ${path.join(webDir, '.vite/manifest.json')}; run npm run build`);
  process.exit(1);
}

const gzipped = new Map<string, number>();
const gzipBytes = (file: string) => {
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
};

const rows = LANDING_PAGES.map(({ name, route }) => {
  const files = firstLoadFiles(manifest, route);
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  return { page: EXAMPLE[name], route, files: files.length, bytes, budget: BUDGET_KB[name] };
});

console.log('page                                   files   gzip kB   budget kB');
for (const r of rows) {
  const over = r.bytes > r.budget * 1024;
  console.log(
    `${r.page.padEnd(38)} ${String(r.files).padStart(5)} ${kb(r.bytes).padStart(9)} ${String(r.budget).padStart(11)}${over ? '  OVER' : ''}`,
  );
}
const over = rows.filter((r) => r.bytes > r.budget * 1024);
if (over.length) {
  console.error(
    `first-load: over budget on ${over.map((r) => `${r.page} (${kb(r.bytes)} > ${r.budget} kB)`).join(', ')}`,
  );
  process.exit(1);
}
console.log('first-load: every landing page within budget');
