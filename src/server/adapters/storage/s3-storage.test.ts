import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, s3PublicBase } from './s3-storage.ts';
import { IMMUTABLE_CACHE_CONTROL } from './storage.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny stand-in for an S3 endpoint: records requests and answers like S3 does. */
function fakeS3(): Promise<{ server: Server; endpoint: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (req.method === 'PUT') {
        res.writeHead(200, { ETag: '"d41d8cd98f00b204e9800998ecf8427e"' }).end();
      } else if (req.method === 'DELETE') {
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, seen });
    }),
  );
}

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(() => new Promise<void>((done) => s3.server.close(() => done())));

  const storage = () =>
    createS3Storage({
      bucket: 'shop',
      endpoint: s3.endpoint,
      region: 'auto',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
    });

  it('puts an object path-style with its content type and immutable caching', async () => {
    const body = Buffer.from('RIFF....WEBP');
    const url = await storage().put('images/tee-1.webp', body, 'image/webp');
    expect(url).toBe(`${s3.endpoint}/shop/images/tee-1.webp`);
    const put = s3.seen.find((r) => r.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe('/shop/images/tee-1.webp');
    expect(put.headers['content-type']).toBe('image/webp');
    expect(put.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 /);
    expect(put.body.equals(body)).toBe(true);
  });

  it('deletes an object', async () => {
    await storage().delete!('images/tee-1.webp');
    const del = s3.seen.find((r) => r.method === 'DELETE')!;
    expect(del.url.split('?')[0]).toBe('/shop/images/tee-1.webp');
  });

  it('refuses unsafe keys before any request', async () => {
    const before = s3.seen.length;
    await expect(storage().put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid/);
    expect(s3.seen.length).toBe(before);
  });

  it('builds public URLs for AWS, endpoints and CDNs', () => {
    expect(s3PublicBase({ bucket: 'b', region: 'ap-south-1' })).toBe(
      'https://b.s3.ap-south-1.amazonaws.com',
    );
    expect(s3PublicBase({ bucket: 'b', region: 'auto' })).toBe('https://b.s3.amazonaws.com');
    expect(s3PublicBase({ bucket: 'b', endpoint: 'https://minio.local/' })).toBe(
      'https://minio.local/b',
    );
    expect(s3PublicBase({ bucket: 'b', publicBaseUrl: 'https://cdn.example/' })).toBe(
      'https://cdn.example',
    );
  });
});
