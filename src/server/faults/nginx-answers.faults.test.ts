import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/errors.ts';
import { nginxShops, nginxShopsRun } from './rolling-restart.test-kit.ts';
import { call } from './shop-process.ts';

/**
 * The answers nginx gives itself in front of the rolling-restart set-up (a body over its limit,
 * no instance up) in the API's failure shape, and the headers of the assets it serves.
 */

/** A POST that announces a body of `length` bytes and sends none; the raw reply once closed. */
function announceBody(base: string, pathName: string, length: number): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('end', () => resolve(raw));
    socket.on('error', reject);
    socket.write(
      `POST ${pathName} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; ` +
        `boundary=x\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
    );
  });
}
describe.runIf(nginxShopsRun)(
  'nginx in front of two instances (PostgreSQL: instances sharing one database)',
  () => {
    const site = nginxShops('nginx-answers', 45040);
    const { shopPorts, shops } = site;

    it('what nginx answers itself on the API is the failure shape: 413 like the shop, 503 with no instance up; assets carry Vary', async () => {
      const { nginx } = site;
      const tooLarge = JSON.stringify({ email: 'x'.repeat(1100 * 1024) });
      const fromShop = await call(
        `http://127.0.0.1:${shopPorts[0]}`,
        'POST',
        '/api/v1/auth/login',
        {
          body: JSON.parse(tooLarge),
        },
      );
      const fromNginx = await call(nginx.url, 'POST', '/api/v1/auth/login', {
        body: JSON.parse(tooLarge),
      });
      expect(fromShop.status).toBe(413);
      expect([fromNginx.status, fromNginx.headers['content-type'], fromNginx.json()]).toEqual([
        413,
        'application/json',
        fromShop.json(),
      ]);

      // The image upload's larger limit: nginx refuses by the announced length, before the body.
      const upload = await announceBody(nginx.url, '/api/v1/products/upload-images', 200 << 20);
      const { message: fileTooLarge } = ERRORS.PAYLOAD_TOO_LARGE;
      expect(upload).toMatch(/^HTTP\/1\.1 413 /);
      expect(upload).toMatch(/\r\nContent-Type: application\/json\r\n/);
      expect(JSON.parse(upload.slice(upload.indexOf('\r\n\r\n') + 4))).toEqual({
        status: 404,
        code: 'PAYLOAD_TOO_LARGE',
        message: fileTooLarge,
        error: fileTooLarge,
      });

      const asset = await fetch(`${nginx.url}/assets/app-1a2b3c.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect([asset.status, asset.headers.get('vary')]).toEqual([200, 'Accept-Encoding']);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      for (const port of shopPorts) {
        const shop = shops.get(port)!;
        shop.signal('SIGTERM');
        expect(await shop.exited).toEqual({ code: 0, signal: null });
      }
      const down = await call(nginx.url, 'GET', '/api/v1/products/get-product');
      expect([down.status, down.headers['content-type'], down.headers['retry-after']]).toEqual([
        503,
        'application/json',
        '30',
      ]);
      const { message } = ERRORS.SHOP_UNAVAILABLE;
      expect(down.json()).toEqual({
        status: 404,
        code: 'SHOP_UNAVAILABLE',
        message,
        error: message,
      });
    });
  },
);
