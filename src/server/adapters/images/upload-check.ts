import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '#shared/rules/admin.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { Storage } from '#server/adapters/storage/storage.ts';
import { storeImage } from './image-pipeline.ts';

/**
 * The checks every uploaded picture goes through before sharp reads it (product images and the
 * photo of a help request, docs/product.md): the declared type, the size and the first bytes.
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
export const shownName = (filename: string) =>
  `“${
    (filename.replace(/\\/g, '/').split('/').pop() || 'image')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .slice(0, 80) || 'image'
  }”`;

/**
 * An uploaded picture's bytes once it says it is a JPEG, PNG or WebP, is not empty or too large,
 * and its first bytes agree; otherwise a DomainError that names the file.
 */
export async function checkedBytes(part: UploadPart): Promise<Buffer> {
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

/**
 * Checks an uploaded picture (checkedBytes), then encodes and stores it (storeImage) under
 * `storedName` (by default the uploader's file name); answers its full-size URL.
 */
export async function storeUploadedImage(
  storage: Storage,
  part: UploadPart,
  written: string[],
  storedName = part.filename,
): Promise<string> {
  const bytes = await checkedBytes(part);
  try {
    return await storeImage(storage, storedName, bytes, written);
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
