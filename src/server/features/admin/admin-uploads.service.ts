import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, UPLOAD_TYPES } from '#shared/rules/admin.ts';
import { storeImage } from '../../adapters/images/image-pipeline.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * Product images uploaded by the admin (products/upload-images). Each file must say it is a
 * JPEG, PNG or WebP and really be one (its first bytes are checked, then sharp decodes it); it is
 * stored as WebP with its variants under `images/{original name}-{uuid}` (the name made safe).
 * One bad file refuses the whole upload and removes what this upload had already stored.
 */

/** One uploaded file, as the route hands it over. */
export interface UploadPart {
  filename: string;
  mimetype: string;
  /** The file's bytes; throws PAYLOAD_TOO_LARGE past MAX_UPLOAD_BYTES. */
  read(): Promise<Buffer>;
}

type UploadType = (typeof UPLOAD_TYPES)[number];
const TYPE_NAMES: Record<UploadType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};
const BY_EXTENSION: Record<string, UploadType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** What the file says it is: its MIME type, or its extension when the type is generic. */
function declaredType(part: UploadPart): UploadType | undefined {
  const mime = part.mimetype.toLowerCase().split(';')[0]!.trim();
  if ((UPLOAD_TYPES as readonly string[]).includes(mime)) return mime as UploadType;
  if (mime && mime !== 'application/octet-stream') return undefined;
  const ext = /\.([a-z0-9]+)$/i.exec(part.filename)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[ext];
}

/** What the first bytes say the file is. */
export function sniffType(bytes: Buffer): UploadType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** The name as the person knows it, for messages (no paths, bounded, printable). */
const shownName = (filename: string) =>
  `“${
    (filename.replace(/\\/g, '/').split('/').pop() || 'image')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .slice(0, 80) || 'image'
  }”`;

async function checkedBytes(part: UploadPart): Promise<Buffer> {
  const name = shownName(part.filename);
  const declared = declaredType(part);
  if (!declared) {
    throw new DomainError('INVALID_IMAGE', `${name} is not a JPEG, PNG or WebP image.`);
  }
  const bytes = await part.read();
  if (bytes.length === 0) throw new DomainError('INVALID_IMAGE', `${name} is empty.`);
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge(part.filename);
  const actual = sniffType(bytes);
  if (actual !== declared) {
    throw new DomainError(
      'INVALID_IMAGE',
      `${name} says it is a ${TYPE_NAMES[declared]} image but its content is ${actual ? `a ${TYPE_NAMES[actual]} image` : 'not a picture'}. Save it again as JPEG, PNG or WebP and upload that.`,
    );
  }
  return bytes;
}

export const tooLarge = (filename: string) =>
  new DomainError(
    'PAYLOAD_TOO_LARGE',
    `${shownName(filename)} is larger than ${MAX_UPLOAD_BYTES >> 20} MB. Please upload a smaller photo.`,
  );

export const tooManyFiles = () =>
  new DomainError(
    'TOO_MANY_FILES',
    `Upload at most ${MAX_UPLOAD_FILES} images at a time (add the rest in a second go).`,
  );

/** Stores every file or none; returns the full-size URLs in the order the files came. */
export async function uploadImages(
  { storage, log }: Pick<AppDeps, 'storage' | 'log'>,
  _caller: Caller,
  parts: AsyncIterable<UploadPart>,
): Promise<string[]> {
  const urls: string[] = [];
  const written: string[] = [];
  try {
    for await (const part of parts) {
      if (urls.length >= MAX_UPLOAD_FILES) throw tooManyFiles();
      const bytes = await checkedBytes(part);
      try {
        urls.push(await storeImage(storage, part.filename, bytes, written));
      } catch (err) {
        if (err instanceof DomainError && err.code === 'INVALID_IMAGE') {
          throw new DomainError(
            'INVALID_IMAGE',
            `${shownName(part.filename)} could not be read as a picture (it may be damaged).`,
          );
        }
        throw err;
      }
    }
    if (urls.length === 0) throw new DomainError('BAD_REQUEST', 'Choose at least one image.');
    return urls;
  } catch (err) {
    await Promise.all(
      written.map((key) =>
        storage.delete?.(key).catch((e: unknown) => log.warn({ err: e, key }, 'upload cleanup')),
      ),
    );
    throw err;
  }
}
