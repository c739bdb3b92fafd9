import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariant } from '#shared/rules/images.ts';
import type { Storage } from '#server/adapters/storage/storage.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { sanitizeImageName, storeImage } from './image-pipeline.ts';

function memoryStorage() {
  const files = new Map<string, { body: Buffer; type: string }>();
  const storage: Storage = {
    async put(key, body, type) {
      files.set(key, { body, type });
      return `/uploads/${key}`;
    },
  };
  return { storage, files };
}

const KEY =
  /^images\/my-tee-front-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

describe('storeImage', () => {
  it('turns a PNG into a 1200 px WebP plus a 480 px variant', async () => {
    const png = await sharp({
      create: { width: 2400, height: 3000, channels: 3, background: '#4338ca' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone' } } })
      .toBuffer();
    const { storage, files } = memoryStorage();
    const url = await storeImage(storage, 'My Tee (Front).PNG', png);

    const key = url.replace('/uploads/', '');
    expect(key).toMatch(KEY);
    expect(files.size).toBe(2);
    const full = files.get(key)!;
    const small = files.get(imageVariant(url, 480).replace('/uploads/', ''))!;
    expect(full.type).toBe('image/webp');
    const fullMeta = await sharp(full.body).metadata();
    const smallMeta = await sharp(small.body).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', 1200, 1500]);
    expect([smallMeta.format, smallMeta.width, smallMeta.height]).toEqual(['webp', 480, 600]);
    expect(fullMeta.exif).toBeUndefined();
  });

  it('applies the EXIF orientation and never enlarges', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { storage, files } = memoryStorage();
    const url = await storeImage(storage, 'photo.jpg', jpeg);
    const meta = await sharp(files.get(url.replace('/uploads/', ''))!.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
  });

  it('refuses a text file and an SVG', async () => {
    const { storage, files } = memoryStorage();
    for (const [name, body] of [
      ['notes.png', Buffer.from('just some text, not a picture')],
      ['x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ] as const) {
      const err = await storeImage(storage, name, body).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe('INVALID_IMAGE');
    }
    expect(files.size).toBe(0);
  });

  it('refuses files that are too large', async () => {
    const { storage } = memoryStorage();
    const err = await storeImage(storage, 'big.png', Buffer.alloc(11 * 1024 * 1024)).catch(
      (e: unknown) => e,
    );
    expect((err as DomainError).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('sanitizeImageName', () => {
  it('keeps a short, safe stem', () => {
    expect(sanitizeImageName('My Tee (Front).PNG')).toBe('my-tee-front');
    expect(sanitizeImageName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeImageName('C:\\Users\\me\\Café Noir.jpeg')).toBe('cafe-noir');
    expect(sanitizeImageName('.png')).toBe('image');
    expect(sanitizeImageName('a'.repeat(200) + '.webp')).toHaveLength(60);
  });
});
