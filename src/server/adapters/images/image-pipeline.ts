import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { DomainError } from '#server/lib/domain-error.ts';
import { IMAGE_FULL_WIDTH, IMAGE_VARIANT_WIDTHS } from '#shared/rules/images.ts';
import { MAX_UPLOAD_BYTES } from '#shared/rules/admin.ts';
import type { Storage } from '#server/adapters/storage/storage.ts';

/** Largest upload accepted, in bytes, and largest picture, in pixels (guards memory). */
export const MAX_IMAGE_BYTES = MAX_UPLOAD_BYTES;
export const MAX_IMAGE_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP = { quality: 82, effort: 2 } as const;

/** sharp and its native image library (about 17 MB of memory) load on the first image only. */
const loadSharp = async () => (await import('sharp')).default;

/**
 * A still WebP no wider than the full size, upright and without metadata, is kept byte for byte
 * (re-encoding would only lose quality and time); anything else is re-encoded.
 */
function isReadyWebp(m: Metadata): boolean {
  return (
    m.format === 'webp' &&
    (m.width ?? Infinity) <= IMAGE_FULL_WIDTH &&
    (m.pages ?? 1) === 1 &&
    (m.orientation ?? 1) === 1 &&
    !m.exif &&
    !m.icc &&
    !m.xmp &&
    !m.iptc
  );
}

/** A safe file-name stem from what the uploader called the file: "My Tee (1).PNG" gives "my-tee-1". */
export function sanitizeImageName(originalName: string): string {
  const stem = originalName
    .replace(/\\/g, '/')
    .split('/')
    .pop()!
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'image';
}

/** A stored picture's files: the full size and one copy per IMAGE_VARIANT_WIDTHS entry, in order. */
export interface ImageSet {
  full: Buffer;
  variants: Buffer[];
}

/**
 * Checks that `buffer` is a JPEG, PNG or WebP picture and encodes it as WebP: auto-rotated,
 * metadata stripped, at most 1200 px wide, plus a copy per variant width (480 px). Refuses anything
 * else with DomainError INVALID_IMAGE or PAYLOAD_TOO_LARGE.
 */
export async function encodeImage(buffer: Buffer): Promise<ImageSet> {
  if (buffer.length > MAX_IMAGE_BYTES) {
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `Images must be at most ${MAX_IMAGE_BYTES >> 20} MB.`,
    );
  }
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new DomainError('INVALID_IMAGE');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new DomainError('INVALID_IMAGE');
  }
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new DomainError('PAYLOAD_TOO_LARGE', 'This picture has too many pixels.');
  }

  const source = sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encode = (width: number) =>
    source.clone().resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
  try {
    const [full, ...variants] = await Promise.all([
      isReadyWebp(meta) ? Promise.resolve(buffer) : encode(IMAGE_FULL_WIDTH),
      ...IMAGE_VARIANT_WIDTHS.map(encode),
    ]);
    return { full: full!, variants };
  } catch {
    throw new DomainError('INVALID_IMAGE');
  }
}

/**
 * Stores an encoded picture under `images/{name}-{uuid}.webp` and its variants beside it
 * (`images/{name}-{uuid}-480.webp`). Returns the full-size URL.
 */
export async function putImageSet(
  storage: Storage,
  originalName: string,
  set: ImageSet,
  /** Receives each storage key once written, so a caller can remove them again (all or nothing). */
  written: string[] = [],
): Promise<string> {
  const stem = `images/${sanitizeImageName(originalName)}-${randomUUID()}`;
  // Variants first: once the full URL exists, the web may ask for its variants.
  const put = async (key: string, body: Buffer) => {
    const url = await storage.put(key, body, 'image/webp');
    written.push(key);
    return url;
  };
  await Promise.all(
    set.variants.map((body, i) => put(`${stem}-${IMAGE_VARIANT_WIDTHS[i]}.webp`, body)),
  );
  return put(`${stem}.webp`, set.full);
}

/** An uploaded picture, checked, encoded (encodeImage) and stored (putImageSet). */
export async function storeImage(
  storage: Storage,
  originalName: string,
  buffer: Buffer,
  written: string[] = [],
): Promise<string> {
  return putImageSet(storage, originalName, await encodeImage(buffer), written);
}
