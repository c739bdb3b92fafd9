import { MAX_UPLOAD_FILES } from '#shared/rules/admin.ts';
import { storeUploadedImage, type UploadPart } from '../../adapters/images/upload-check.ts';
import { tooManyFiles } from '../../adapters/images/upload-parts.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * Product images uploaded by the admin (products/upload-images). Each file must say it is a
 * JPEG, PNG or WebP and really be one (its first bytes are checked, then sharp decodes it); it is
 * stored as WebP with its variants under `images/{original name}-{uuid}` (the name made safe).
 * One bad file refuses the whole upload and removes what this upload had already stored.
 */

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
      urls.push(await storeUploadedImage(storage, part, written));
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
