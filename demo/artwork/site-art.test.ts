import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ART_OPTIONS, ensureSiteArt, SITE_ART } from './site-art.ts';

describe('site art', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('lists every file the web app uses, each once', () => {
    const files = SITE_ART.map((p) => p.file);
    expect(new Set(files).size).toBe(files.length);
    for (const f of [
      'banner-1.webp',
      'banner-4-mobile.webp',
      'shop-banner.webp',
      'shop-banner-mobile.webp',
      'promo.webp',
      'promo-mobile.webp',
      'service-manufacturing.webp',
      'service-design.webp',
      'service-sales.webp',
      'service-visibility.webp',
      'collab.webp',
      'not-found.webp',
      'product-not-found.webp',
      'og-default.png',
      'favicon.svg',
      'icon-192.png',
      'icon-512.png',
      'apple-touch-icon.png',
    ]) {
      expect(files).toContain(f);
    }
  });

  it.each(['icon-192.png', 'service-design.webp', 'promo-mobile.webp'])(
    'renders %s at its size',
    async (file) => {
      const piece = SITE_ART.find((p) => p.file === file)!;
      const meta = await sharp(await piece.render(DEFAULT_SITE_ART_OPTIONS)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        file.endsWith('.png') ? 'png' : 'webp',
        piece.width,
        piece.height,
      ]);
    },
  );

  it('renders only missing files when asked to', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'art-'));
    dirs.push(dir);
    const others = SITE_ART.filter((p) => p.file !== 'favicon.svg');
    await Promise.all(others.map((p) => writeFile(path.join(dir, p.file), 'x')));

    const first = await ensureSiteArt(dir);
    expect(first.written).toEqual(['favicon.svg']);
    expect(first.skipped).toHaveLength(others.length);
    expect(await readFile(path.join(dir, 'favicon.svg'), 'utf8')).toMatch(
      /^<svg [^>]*viewBox="0 0 64 64"/,
    );

    const again = await ensureSiteArt(dir);
    expect(again.written).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(SITE_ART.map((p) => p.file).sort());
  });
});
