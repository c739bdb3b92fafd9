import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/errors.ts';
import { SHOP_DEFAULTS } from '#shared/shop-defaults.ts';
import { faultScene } from './fault-fixtures.ts';
import { findNginx, startNginx, type Nginx } from './nginx-site.ts';
import { call, portFrom, range, sleep } from './shop-process.ts';

/**
 * The shipped nginx site with no shop instance running: a browser asking for a page gets the
 * shop's own "back in a minute" page (deploy/nginx/errors/), an API call the JSON failure.
 */
const nginxProgram = findNginx();
if (!nginxProgram && process.env.CI) throw new Error('nginx is missing: .ci/run installs it');
if (!nginxProgram) console.warn('error page tests skipped: no nginx (apt-get install nginx)');

describe.skipIf(!nginxProgram)('nginx with every instance stopped', () => {
  const scene = faultScene('error-pages');
  let nginx: Nginx;

  beforeAll(async () => {
    nginx = await startNginx(path.join(scene.folder, 'nginx'), {
      port: await portFrom(range(45200, 45204)),
      redirectPort: await portFrom(range(45205, 45209)),
      // Nothing listens on these: every connect is refused.
      shopPorts: [await portFrom(range(45210, 45212)), await portFrom(range(45213, 45215))],
      webRoot: scene.folder,
    });
  });
  afterAll(async () => nginx?.stop());

  it('answers a page request with the HTML page, 503 and Retry-After', async () => {
    const res = await fetch(`${nginx.url}/shop?size=M`, { headers: { accept: 'text/html' } });
    expect([res.status, res.headers.get('content-type'), res.headers.get('retry-after')]).toEqual([
      503,
      'text/html; charset=utf-8',
      '30',
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`<span class="brand">${SHOP_DEFAULTS.shopName}</span>`);
    expect(html).toContain('The shop is busy or being updated');
    expect(html).toContain('503 Service Unavailable');
  });

  it('keeps the JSON failure for an API call', async () => {
    const res = await call(nginx.url, 'GET', '/api/v1/products/get-product');
    expect([res.status, res.headers['content-type'], res.headers['retry-after']]).toEqual([
      503,
      'application/json',
      '30',
    ]);
    const { message } = ERRORS.SHOP_UNAVAILABLE;
    expect(res.json()).toEqual({ status: 404, code: 'SHOP_UNAVAILABLE', message, error: message });
  });

  it('writes its access log with the request id and no secret from the address', async () => {
    const invite = '/club-invite/k9Secret-Token/accept?token=abc123&email=someone%40example.com';
    await call(nginx.url, 'GET', invite);
    await call(nginx.url, 'GET', '/api/v1/products/get-product?q=hoodie');
    // Written in batches, at least once a second (the earlier tests' lines come first).
    let lines: string[] = [];
    for (let tries = 0; tries < 30 && !lines.some((l) => l.includes('club-invite')); tries++) {
      await sleep(100);
      lines = await nginx.accessLog();
    }
    const page = lines.find((l) => l.includes('club-invite'))!;
    const api = lines.findLast((l) => l.includes('get-product'))!;
    expect(page).toContain('"GET /club-invite/[redacted]/accept" 503 ');
    expect(api).toContain('"GET /api/v1/products/get-product" 503 ');
    for (const line of [page, api]) {
      expect(line).toMatch(/ id=[0-9a-f]{32} /);
      // Both instances tried, each refusing the connection.
      expect(line).toMatch(
        /upstream="127\.0\.0\.1:\d+, 127\.0\.0\.1:\d+" upstream_status="502, 502"/,
      );
      expect(line).not.toMatch(/k9Secret|abc123|someone|hoodie/);
    }
  });
});
