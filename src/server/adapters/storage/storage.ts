/**
 * Where uploaded and generated files (product images) are kept. `put` returns the URL the browser
 * uses: a path on this server (`/uploads/...`) for local storage, an absolute URL for S3.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  delete?(key: string): Promise<void>;
}

/** Keys are relative paths of safe characters: `images/average-iitian-3f2a....webp`. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Cache header for stored files: names carry a uuid, so a name never gets new content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
