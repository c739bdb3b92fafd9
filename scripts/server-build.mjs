// The bundled server (`npm run build:server`) and how to run it, shared by `npm start` and the
// benches, which must measure what production runs and never a bundle older than its sources.
// deploy/systemd/campus-shop@.service repeats the command line: keep the two alike.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const SERVER_BUNDLE = 'dist/server/main.js';

/** Node's flags for the server: stack traces name the TypeScript files through the source maps. */
export const SERVER_NODE_FLAGS = ['--enable-source-maps'];

/** The newest modification time of the files under `dir`, test files left out. */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `output` (relative to the root) is missing or older than a file under `sources`. */
export function isStale(output, sources) {
  const file = path.join(root, output);
  if (!existsSync(file)) return true;
  const dirs = sources.map((d) => path.join(root, d)).filter(existsSync);
  return Math.max(...dirs.map(newestMtime)) > statSync(file).mtimeMs;
}

/** The server bundle needs building: missing, or older than the server's or shared sources. */
export const serverBuildIsStale = () => isStale(SERVER_BUNDLE, ['src/server', 'src/shared']);
