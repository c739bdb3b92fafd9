import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shop's folder (the one holding package.json), found from this module's own file. The same
 * code runs from `src/server/lib/` (tsx: tests, `npm run dev`) and from the bundle in
 * `dist/server/` (production, docs/decisions/012), so a path written relative to a source file
 * (`../../../drizzle`) would point elsewhere in the bundle: files the server reads from the
 * package go through `fromPackageRoot`.
 */
export function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the shop's folder, e.g. `fromPackageRoot('drizzle')`. */
export const fromPackageRoot = (...parts: string[]) => path.join(packageRoot, ...parts);
