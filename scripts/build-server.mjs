// `npm run build:server`: bundles the server (src/server/main.ts, the worker src/server/worker.ts,
// and everything of ours they import, `#shared/*` and `#server/*` included) into plain JavaScript in dist/server, which
// production runs with `node dist/server/main.js` instead of compiling TypeScript through tsx at
// every start (docs/decisions/012-production-runs-the-server-bundle.md: about 40 MB less memory
// per instance). npm packages stay external, loaded from node_modules as they are, except drizzle-orm
// (below).
// `node scripts/build-server.mjs <folder>` builds elsewhere (a test's own bundle), inside the
// shop's folder, where the bundle finds package.json, drizzle/ and node_modules above it.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { keepLineMappings } from './line-source-map.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Packages bundled into the server instead of loaded from node_modules. drizzle-orm is ~110 small
 * files under one 179 kB package.json, and Node 26 parses that package.json's `exports` again for
 * every file it loads: loading it took ~250 ms and ~100 MB of short-lived heap at every start, the
 * start's peak of resident memory (bench/README.md, "drizzle-orm in the bundle"). Bundled, it is
 * part of dist/server's own files.
 */
const BUNDLED_PACKAGES = ['drizzle-orm'];
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !BUNDLED_PACKAGES.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

const outdir = path.resolve(root, process.argv[2] ?? 'dist/server');

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', worker: 'src/server/worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  external,
  // Dynamic imports stay separate files loaded on first use: a server on PostgreSQL never loads
  // PGlite (db/client.ts), nor sharp until an image is uploaded.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  // For stack traces that name the TypeScript files (source maps on: scripts/server-build.mjs). The sources
  // themselves are in the release beside the map, so the map does not repeat them.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  metafile: true,
});
// A package missing from package.json would be bundled unnoticed: only the listed ones may be.
const bundled = new Set(
  Object.keys(result.metafile.inputs)
    .map((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1])
    .filter(Boolean),
);
const unexpected = [...bundled].filter((name) => !BUNDLED_PACKAGES.includes(name));
if (unexpected.length) throw new Error(`bundled by accident (add to package.json): ${unexpected}`);
// Stack traces need the line, not every expression: a map ~70 % smaller in every instance's heap.
for (const file of readdirSync(outdir, { recursive: true })) {
  if (!String(file).endsWith('.js.map')) continue;
  const full = path.join(outdir, String(file));
  writeFileSync(full, JSON.stringify(keepLineMappings(JSON.parse(readFileSync(full, 'utf8'))).map));
}
console.log(`Built the server into ${path.relative(root, outdir)}`);
