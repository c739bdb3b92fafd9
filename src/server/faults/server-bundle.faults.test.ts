import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-build.mjs';
import { packageRoot } from '../lib/package-root.ts';
import { oldNodeRefusal } from '../lib/refuse-old-node.ts';
import { olderSystemNode } from '../test/older-node.ts';

/** Where a release keeps the Node it pins (docs/operations.md, step 5); the unit runs it. */
const PINNED_NODE_DIR = '/srv/campus-shop/current/tools/node/node_modules/.bin';
import { faultFolder } from './fault-fixtures.ts';
import {
  call,
  killShopProcesses,
  portFrom,
  range,
  reportShopOutputs,
  startShopProcess,
} from './shop-process.ts';

/**
 * The server bundle production runs (`npm run build:server`, docs/decisions/012), built afresh
 * and started as a real process on an empty database: what it reads from the shop's folder must
 * be found from dist/server as it was from src/server (the migrations in drizzle/, the PGlite
 * chunk loaded on demand, the PIN directory), and the node flags it runs with must be ones this
 * Node accepts. PGlite only: those paths do not depend on the engine.
 */
const olderNode = olderSystemNode();

describe('the bundled server (PGlite)', () => {
  let folder: string;
  const bundleDir = path.join(packageRoot, 'dist', `server-bundle-test-${process.pid}`);

  beforeAll(async () => {
    folder = await faultFolder('bundle');
    execFileSync(process.execPath, ['scripts/build-server.mjs', bundleDir], {
      cwd: packageRoot,
      stdio: 'pipe',
    });
  });
  beforeEach(() => reportShopOutputs(onTestFailed));
  afterAll(async () => {
    await killShopProcesses();
    await rm(bundleDir, { recursive: true, force: true });
    await rm(folder, { recursive: true, force: true });
  });

  it('migrates an empty database, then answers the catalogue and a PIN code', async () => {
    const shop = await startShopProcess({
      port: await portFrom(range(4420, 4424)),
      dataDir: path.join(folder, 'data'),
      nodeArgs: [...SERVER_NODE_FLAGS, path.join(bundleDir, 'main.js')],
    });
    expect(shop.output()).toContain('(database: pglite)');
    expect((await call(shop.url, 'GET', '/readyz')).json()).toEqual({ status: 'ready' });
    const products = await call(shop.url, 'GET', '/api/v1/products/get-product');
    expect([products.status, products.json()]).toEqual([200, []]);
    const pin = await call(shop.url, 'GET', '/api/v1/pincode/600036');
    expect(pin.json()).toMatchObject({ pinCode: '600036', district: 'Chennai' });
    shop.signal('SIGTERM');
    expect(await shop.exited).toEqual({ code: 0, signal: null });
  });

  it.skipIf(!olderNode)(
    'stops at once on a Node older than the pinned major: one line, exit code 78 (skipped: no older Node at /usr/bin/node)',
    () => {
      const run = spawnSync(olderNode!.path, [path.join(bundleDir, 'main.js')], {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: path.join(folder, 'old-node') },
      });
      expect(run.status).toBe(78);
      expect(run.stderr.trim().split('\n')).toEqual([oldNodeRefusal(olderNode!.version)]);
    },
  );

  it('names the TypeScript file and line in a stack trace, with the flags production runs it with', () => {
    // The bundle's config module throws on a production start without settings; its stack is
    // formatted as a logged error's would be.
    const chunk = readdirSync(path.join(bundleDir, 'chunks')).find(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(path.join(bundleDir, 'chunks', file), 'utf8').includes('function loadConfig('),
    );
    const script = `const { loadConfig } = await import(${JSON.stringify(`./chunks/${chunk}`)});
      try { loadConfig({ NODE_ENV: 'production' }); } catch (error) { console.log(error.stack); }`;
    const probe = path.join(bundleDir, 'stack-probe.mjs');
    writeFileSync(probe, script);
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, probe], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const frames = run.stdout.split('\n').filter((line) => line.includes(' at '));
    expect(frames[0]).toMatch(/\bloadConfig \(.*src\/server\/config\.ts:\d+:\d+\)$/);
  });

  it('is started alike by npm start, npm run serve and the systemd unit, on the pinned Node', () => {
    const command = ['node', ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' ');
    const env = Object.entries(SERVER_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    const read = (file: string) => readFileSync(path.join(packageRoot, file), 'utf8');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.serve).toBe(`${env} ${command}`);
    const unit = read('deploy/systemd/campus-shop@.service');
    expect(unit).toContain(`ExecStart=${PINNED_NODE_DIR}/${command}\n`);
    expect(unit).toContain(`Environment=${env}\n`);
    // The worker (`npm run worker`) runs the bundle's other entry with the same flags.
    const worker = read('deploy/systemd/campus-shop-worker.service');
    expect(worker).toContain(
      `ExecStart=${PINNED_NODE_DIR}/${command.replace('main.js', 'worker.js')}\n`,
    );
    expect(worker).toContain(`Environment=${env}\n`);
    expect(scripts.worker).toBe('node scripts/start.mjs worker');
  });
});
