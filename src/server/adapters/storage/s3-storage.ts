import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertValidKey, IMMUTABLE_CACHE_CONTROL, type Storage } from './storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, ...). When set, URLs and requests are path-style. */
  endpoint?: string;
  region?: string;
  /** Public base URL (e.g. a CDN) for stored objects; defaults to the bucket's own URL. */
  publicBaseUrl?: string;
  /** Credentials; by default the AWS SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY etc. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The public URL of an object: path-style under the endpoint, else the AWS virtual-host URL. */
export function s3PublicBase(o: S3StorageOptions): string {
  if (o.publicBaseUrl) return o.publicBaseUrl.replace(/\/+$/, '');
  if (o.endpoint) return `${o.endpoint.replace(/\/+$/, '')}/${o.bucket}`;
  const region = o.region && o.region !== 'auto' ? `.${o.region}` : '';
  return `https://${o.bucket}.s3${region}.amazonaws.com`;
}

/** Objects in an S3-compatible bucket, written with their content type and immutable caching. */
export function createS3Storage(o: S3StorageOptions, client?: S3Client): Storage {
  const s3 =
    client ??
    new S3Client({
      region: o.region && o.region !== 'auto' ? o.region : o.endpoint ? 'auto' : 'us-east-1',
      ...(o.endpoint ? { endpoint: o.endpoint, forcePathStyle: true } : {}),
      ...(o.credentials ? { credentials: o.credentials } : {}),
    });
  const base = s3PublicBase(o);
  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      await s3.send(
        new PutObjectCommand({
          Bucket: o.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
      return `${base}/${key}`;
    },
    async delete(key) {
      assertValidKey(key);
      await s3.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key }));
    },
  };
}
