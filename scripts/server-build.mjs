// The bundled server (`npm run build:server`) and how to run it, shared by `npm start` and the
// benches, which must measure what production runs and never a bundle older than its sources.
// deploy/systemd/campus-shop@.service and `npm run serve` repeat the command line
// (src/server/faults/server-bundle.faults.test.ts holds them to SERVER_NODE_FLAGS).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const SERVER_BUNDLE = 'dist/server/main.js';
/** The worker (`npm run worker`: outbox and periodic jobs), built with the server. */
export const WORKER_BUNDLE = 'dist/server/worker.js';

/**
 * Node's flags for the server. Stack traces name the TypeScript files through the source maps,
 * turned on by a module run before the server's (`--import`) rather than by
 * `--enable-source-maps`: with that flag `util.getCallSites` maps every call site too, and pino
 * asks for its callers when the logger is made, which read the bundle's whole map into the heap
 * for good (~4.3 MB in every instance, docs/decisions/012). Turned on this way, a map is read
 * when a stack trace is first formatted.
 * A smaller young generation (4 MB semi-spaces instead of 16) and an old generation that grows by
 * a fifth instead of up to 4x after each full GC keep an instance under 150 MB through a drop's
 * opening (about 215 MB without them): the full GCs that come more often cost ~1 % of an
 * instance's CPU there, the young generation's would cost more (docs/decisions/012).
 */
export const SERVER_NODE_FLAGS = [
  '--import=data:text/javascript,process.setSourceMapsEnabled(true)',
  '--max-semi-space-size=4',
  '--heap-growing-percent=20',
];

/**
 * glibc's malloc settings for the server (environment variables, read when the process starts).
 * A fixed mmap threshold hands every block of 128 kB or more back to the system when it is freed:
 * glibc otherwise raises the threshold to the largest block freed so far, and then keeps a
 * password hash's memory (7 MiB each) and large buffers in its heaps after use. Two arenas instead
 * of one per thread (up to 16 here) keep fewer half-empty heaps (bench/README.md, 2026-11-26).
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** The environment for a server process: SERVER_ENV under this process's own variables. */
export const serverEnv = () => ({ ...SERVER_ENV, ...process.env });

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
export const serverBuildIsStale = () =>
  isStale(SERVER_BUNDLE, ['src/server', 'src/shared']) ||
  !existsSync(path.join(root, WORKER_BUNDLE));
