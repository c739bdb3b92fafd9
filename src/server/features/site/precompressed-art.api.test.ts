import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { minimalWebApp } from '../../test/minimal-web-app.ts';
import { packageRoot } from '../../lib/package-root.ts';
import { startTestShop, type TestShop } from '../../test/test-shop.ts';

/** A favicon the size of the shop's own (about 360 bytes): text that compresses by a third. */
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="14" fill="#1f3b73"/>
<path d="M18 20h28l-4 8h-6v18h-8V28h-6z" fill="#f5f5f0"/>
<circle cx="48" cy="46" r="6" fill="#d9a630"/>
<text x="32" y="58" font-family="sans-serif" font-size="6" text-anchor="middle" fill="#f5f5f0">CT</text>
</svg>`;

/** Random bytes stand in for a WebP: already compressed, as every picture in /art/ is. */
const PICTURE = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));

/**
 * /art/ as `npm run build` leaves it (scripts/precompress.mjs over dist/web): the SVG gets .br and
 * .gz copies that the server sends as they are; pictures get none and go out unchanged.
 */
describe('precompressed site art', () => {
  const [engine] = testEngines();
  let database: TestDatabase;
  let shop: TestShop;
  let webDir: string;

  beforeAll(async () => {
    webDir = await minimalWebApp();
    await mkdir(path.join(webDir, 'art'));
    await writeFile(path.join(webDir, 'art', 'favicon.svg'), FAVICON);
    await writeFile(path.join(webDir, 'art', 'banner-1.webp'), PICTURE);
    await promisify(execFile)(process.execPath, ['scripts/precompress.mjs', webDir], {
      cwd: packageRoot,
    });
    database = await createTestDatabase(engine!);
    shop = await startTestShop(database.db, { webDir });
  });
  afterAll(async () => {
    await shop?.close();
    await database?.close();
  });

  it('copies the SVG, compressed, and no picture', async () => {
    expect((await readdir(path.join(webDir, 'art'))).sort()).toEqual([
      'banner-1.webp',
      'favicon.svg',
      'favicon.svg.br',
      'favicon.svg.gz',
    ]);
  });

  it('sends the SVG brotli- or gzip-compressed, as the browser accepts', async () => {
    const br = await shop.app.inject({
      url: '/art/favicon.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAVICON);
    // The copy made at build time (maximum compression), not one compressed per request.
    const art = (name: string) => readFile(path.join(webDir, 'art', name));
    expect(br.rawPayload.equals(await art('favicon.svg.br'))).toBe(true);

    const gz = await shop.app.inject({
      url: '/art/favicon.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(await art('favicon.svg.gz'))).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(FAVICON);

    const plain = await shop.app.inject({ url: '/art/favicon.svg' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FAVICON);
  });

  it('sends pictures as they are', async () => {
    const res = await shop.app.inject({
      url: '/art/banner-1.webp',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(PICTURE)).toBe(true);
  });
});
