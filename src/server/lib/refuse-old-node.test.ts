import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPackageRoot } from './package-root.ts';
import { REQUIRED_NODE_MAJOR, oldNodeRefusal } from './refuse-old-node.ts';
import { olderSystemNode } from '../test/older-node.ts';

const source = readFileSync(fromPackageRoot('src/server/lib/refuse-old-node.ts'), 'utf8');

const olderNode = olderSystemNode();
const dir = mkdtempSync(path.join(tmpdir(), 'old-node-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a start on a Node older than the pinned major', () => {
  it('names the pinned major of .nvmrc', () => {
    const pinned = readFileSync(fromPackageRoot('.nvmrc'), 'utf8').trim();
    expect(REQUIRED_NODE_MAJOR).toBe(Number(pinned.split('.')[0]));
  });

  it('is refused with one line naming both versions; the pinned major and newer start', () => {
    expect(oldNodeRefusal('v20.20.2')).toBe(
      `Cannot start: Node v20.20.2 is older than Node ${REQUIRED_NODE_MAJOR}, which the shop needs (.nvmrc; docs/operations.md, "Node.js")`,
    );
    expect(oldNodeRefusal(`v${REQUIRED_NODE_MAJOR}.0.0`)).toBeUndefined();
    expect(oldNodeRefusal(`v${REQUIRED_NODE_MAJOR + 1}.2.3`)).toBeUndefined();
    expect(oldNodeRefusal('garbled')).toMatch(/^Cannot start: Node garbled is older/);
  });

  it('is checked by the first module main.ts evaluates, before any other', () => {
    const main = readFileSync(fromPackageRoot('src/server/main.ts'), 'utf8');
    const firstImport = /^import\s[^;]*?;/m.exec(main)?.[0];
    expect(firstImport).toBe("import './lib/refuse-old-node.ts';");
    expect(source).not.toMatch(/^import\s/m);
  });

  it.skipIf(!olderNode)(
    'exits 78 with that one line on stderr when an older Node runs it (skipped: no older Node at /usr/bin/node)',
    () => {
      const file = path.join(dir, 'refuse-old-node.mjs');
      writeFileSync(file, transformSync(source, { loader: 'ts', format: 'esm' }).code);
      const run = spawnSync(olderNode!.path, [file], { encoding: 'utf8' });
      expect(run.status).toBe(78);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^Cannot start: Node v\d+\.\d+\.\d+ is older than Node 26/);
    },
  );
});
