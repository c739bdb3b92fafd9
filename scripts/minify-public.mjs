// After `vite build`, before precompress: minifies the plain scripts public/ holds (boot.js,
// early-data.js), which Vite copies as they are. Their comments explain them to us; a phone
// should not download them: boot.js is part of the first load of every page the server draws
// (the budget of /, scripts/check-first-load.ts), early-data.js of every signed-in page.
// `node scripts/minify-public.mjs [folder]` (default dist/web): the .js files at its top level.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/web'));
let count = 0;
for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
  const file = path.join(root, entry.name);
  // es2017: no newer syntax than the scripts are written in (they run before the app's code).
  const { code } = transformSync(readFileSync(file, 'utf8'), { minify: true, target: 'es2017' });
  writeFileSync(file, code);
  count++;
}
console.log(`minified ${count} public scripts`);
