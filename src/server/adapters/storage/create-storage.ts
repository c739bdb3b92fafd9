import type { Config } from '#server/config.ts';
import { createLocalStorage, uploadsDirFor } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/uploads. `uploadsDir` is
 * the folder the server must serve at /uploads/ (undefined for S3). The AWS SDK (~10 MB of heap)
 * loads only for S3 (ADR 012: memory per instance).
 */
export async function createStorage(
  config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'>,
): Promise<{ storage: Storage; uploadsDir?: string }> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3-storage.ts');
    return {
      storage: createS3Storage({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
      }),
    };
  }
  const uploadsDir = uploadsDirFor(config.DATA_DIR);
  return { storage: createLocalStorage(uploadsDir), uploadsDir };
}
