import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';
import type { Storage } from '../adapters/storage/storage.ts';

/** A real S3-compatible server (s3rver) on a random local port with one bucket, for tests. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  storage: Storage;
  /** GET an object's public URL (status and bytes). */
  fetchObject(url: string): Promise<{ status: number; body: Buffer }>;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'shop-images'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storage: createS3Storage({
      bucket,
      endpoint,
      region: 'auto',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
    async fetchObject(url) {
      const res = await fetch(url);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
