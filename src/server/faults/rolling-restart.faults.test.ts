import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '#shared/errors.ts';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-build.mjs';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { packageRoot } from '../lib/package-root.ts';
import { planEngines } from '../test/db-harness.ts';

import { faultScene, logIn, type FaultShopData } from './fault-fixtures.ts';
import { findNginx, startNginx, type Nginx } from './nginx-site.ts';
import {
  api,
  call,
  killShopProcesses,
  portFrom,
  range,
  sleep,
  spawnShopProcess,
  waitUntilHealthy,
  TEST_JWT_SECRET,
  type Exit,
  type ShopProcess,
} from './shop-process.ts';
import { SELLER_ENV } from '../test/seller-env.ts';

const run = promisify(execFile);

/**
 * The rolling upgrade of docs/operations.md, on real parts: the shipped nginx site
 * in front of two production shop processes (the server bundle) on one PostgreSQL, steady
 * traffic of catalogue reads, logins and cart writes at about 20 requests a second, while
 * deploy/rolling-restart.sh restarts each instance in turn and waits for its /readyz. Every
 * request must get its answer, and none may reach the shop twice. Also the answers nginx gives
 * itself (a body over its limit, no instance up) in the API's failure shape.
 */
const postgres = planEngines().engines.includes('postgres');
const nginxProgram = findNginx();
// CI installs nginx (.ci/run): there a missing nginx is a failure, not a skip.
if (!nginxProgram && process.env.CI) throw new Error('nginx is missing: .ci/run installs it');
if (!nginxProgram) console.warn('rolling restart tests skipped: no nginx (apt-get install nginx)');

const RATE_PER_SECOND = 20;
/** Rolling restarts in a row (ROLLING_RESTART_ROUNDS, default 1: more to soak it locally). */
const ROUNDS = Number(process.env.ROLLING_RESTART_ROUNDS ?? 1);

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

/** How often each value occurs. */
const tally = (values: string[]) =>
  Object.fromEntries(
    [...new Set(values)].sort().map((v) => [v, values.filter((x) => x === v).length]),
  );

interface Sent {
  kind: 'catalogue' | 'details' | 'login' | 'addToCart';
  /** 200, or the status with the failure's code, or the network error. */
  status: number | string;
  requestId?: string;
  teeName?: string;
}

describe.runIf(postgres && nginxProgram)(
  'rolling restart behind nginx (PostgreSQL: instances sharing one database)',
  () => {
    const scene = faultScene('rolling', { postgres: true, pgPorts: range(45000, 45004) });
    let data: FaultShopData;
    let smtp: TestSmtpServer;
    let nginx: Nginx;
    let control: Server;
    let controlPort: number;
    const bundleDir = path.join(packageRoot, 'dist', `server-rolling-test-${process.pid}`);
    const shopPorts: number[] = [];
    /** The process serving each port now, and every one that ran there (old and new). */
    const shops = new Map<number, ShopProcess>();
    const everyShop: ShopProcess[] = [];
    const exits: Exit[] = [];

    const startShop = async (port: number, waitForHealth = true) => {
      const spawned = spawnShopProcess({
        port,
        dataDir: scene.dataDir,
        databaseUrl: data.databaseUrl,
        nodeArgs: [...SERVER_NODE_FLAGS, path.join(bundleDir, 'main.js')],
        env: {
          NODE_ENV: 'production',
          ...SELLER_ENV,
          PUBLIC_URL: 'https://shop.example.edu',
          JWT_SECRET: TEST_JWT_SECRET,
          SMTP_URL: smtp.url,
          PAYMENT_PROVIDER: 'none',
          TRUST_PROXY: '127.0.0.1',
          SHUTDOWN_TIMEOUT_SECONDS: '20',
        },
      });
      // As `systemctl restart` does, the restart path returns once the process is spawned.
      const shop = waitForHealth ? await waitUntilHealthy(spawned) : spawned;
      shops.set(port, shop);
      everyShop.push(shop);
      return shop;
    };

    beforeAll(async () => {
      await run(process.execPath, ['scripts/build-server.mjs', bundleDir], { cwd: packageRoot });
      data = await scene.shopData({
        name: 'shop_rolling',
        stock: { M: 5000 },
        // Logins spread over students, as on a real evening (one account's logins in parallel
        // are throttled: login-throttle.service.ts).
        students: 20,
        product: { isOwnBrand: false },
      });
      smtp = await startTestSmtpServer();
      for (const candidates of [range(45010, 45014), range(45015, 45019)]) {
        const port = await portFrom(candidates);
        shopPorts.push(port);
        await startShop(port);
      }
      // systemd's part in the test: the restart command of deploy/rolling-restart.sh asks this
      // server, which stops the instance on the port as systemd would (SIGTERM, wait for the
      // exit) and starts a new one, answering once it is spawned, not once it is ready.
      controlPort = await portFrom(range(45020, 45024));
      control = createServer((req, res) => {
        const port = Number(/^\/restart\/(\d+)$/.exec(req.url ?? '')?.[1]);
        const shop = shops.get(port);
        if (req.method !== 'POST' || !shop) return void res.writeHead(404).end();
        shop.signal('SIGTERM');
        void shop.exited
          .then(async (exit) => {
            exits.push(exit);
            await startShop(port, false);
            res.writeHead(200).end();
          })
          .catch((err: unknown) => res.writeHead(500).end(String(err)));
      });
      await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

      const webRoot = path.join(scene.folder, 'web');
      await mkdir(path.join(webRoot, 'assets'), { recursive: true });
      const script = 'console.log("campus threads");\n'.repeat(50);
      await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), script);
      await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
      nginx = await startNginx(path.join(scene.folder, 'nginx'), {
        port: await portFrom(range(45025, 45029)),
        redirectPort: await portFrom(range(45030, 45034)),
        shopPorts,
        webRoot,
      });
    });
    afterAll(async () => {
      await nginx?.stop();
      await new Promise((resolve) => (control ? control.close(resolve) : resolve(undefined)));
      await killShopProcesses();
      await smtp?.close();
      await rm(bundleDir, { recursive: true, force: true });
    });

    it(
      'deploy/rolling-restart.sh restarts both instances under steady traffic: every request answered 200, none served twice',
      async () => {
        const token = await logIn(nginx.url, data.student);
        const before = shopPorts.map((port) => shops.get(port)!);
        const sent: Array<Promise<Sent>> = [];
        /** One request through nginx, as a browser sends it (kept-alive connections). */
        const send = async (n: number): Promise<Sent> => {
          const kind = (['catalogue', 'details', 'addToCart', 'catalogue', 'login'] as const)[
            n % 5
          ]!;
          const teeName = kind === 'addToCart' ? `Rolling ${n}` : undefined;
          const request =
            kind === 'catalogue'
              ? fetch(`${nginx.url}/api/v1/products/get-product`)
              : kind === 'details'
                ? fetch(`${nginx.url}/api/v1/products/get-product-details/${data.tee.id}`)
                : fetch(
                    `${nginx.url}/api/v1/${kind === 'login' ? 'auth/login' : 'products/addToCart'}`,
                    {
                      method: 'POST',
                      headers: {
                        'content-type': 'application/json',
                        authorization: `Bearer ${token}`,
                      },
                      body: JSON.stringify(
                        kind === 'login'
                          ? data.students[Math.floor(n / 5) % data.students.length]
                          : {
                              productId: data.tee.id,
                              selectedSize: 'M',
                              teeName,
                              instiName: 'IITM',
                            },
                      ),
                    },
                  );
          try {
            const res = await request;
            const body = await res.text();
            return {
              kind,
              // A failure names its code (the shop's, or nginx's SHOP_UNAVAILABLE).
              status:
                res.status === 200 ? 200 : `${res.status} ${/"code":"(\w+)"/.exec(body)?.[1]}`,
              requestId: res.headers.get('x-request-id') ?? '',
              teeName,
            };
          } catch (err) {
            return {
              kind,
              status: (err as Error).cause ? String((err as Error).cause) : String(err),
            };
          }
        };

        let n = 0;
        const began = Date.now();
        // Open loop at a steady rate: a late timer sends what is due, so slow answers never slow it.
        const traffic = setInterval(() => {
          while (n < ((Date.now() - began) * RATE_PER_SECOND) / 1000) sent.push(send(n++));
        }, 10);
        let rolled: { stdout: string; stderr: string };
        try {
          await sleep(2000);
          const ports = Array.from({ length: ROUNDS }, () => shopPorts.map(String)).flat();
          rolled = await run('bash', ['deploy/rolling-restart.sh', ...ports], {
            cwd: packageRoot,
            env: {
              ...process.env,
              SHOP_RESTART: `curl -sf -X POST http://127.0.0.1:${controlPort}/restart/{port}`,
            },
          });
          await sleep(2000);
        } finally {
          clearInterval(traffic);
        }
        const results = await Promise.all(sent);
        const seconds = (Date.now() - began) / 1000;
        console.log(
          `rolling restart: ${results.length} requests in ${seconds.toFixed(1)} s ` +
            `(${(results.length / seconds).toFixed(1)}/s); answers: ` +
            JSON.stringify(tally(results.map((r) => `${r.kind} ${r.status}`))) +
            `\n${rolled.stdout}`,
        );

        // Both instances were restarted gracefully, one after the other, by the script.
        expect(exits).toEqual(Array(2 * ROUNDS).fill({ code: 0, signal: null }));
        expect(rolled.stdout).toMatch(new RegExp(`port ${shopPorts[1]} ready again`));
        for (const [i, port] of shopPorts.entries()) expect(shops.get(port)).not.toBe(before[i]);

        // Every request got its answer. (On failure, what nginx met besides refused connections.)
        if (results.some((r) => r.status !== 200)) {
          const errors = (await nginx.errorLog()).filter((l) => !l.includes('(111: Connection'));
          console.log(`nginx's errors:\n${errors.join('\n')}`);
        }
        expect(results.length).toBeGreaterThan(RATE_PER_SECOND * 5);
        expect(results.filter((r) => r.status !== 200)).toEqual([]);

        // No request reached the shop twice: each request id was answered by exactly one process,
        // and each cart write made exactly one line holding one tee.
        const answeredCounts = () => {
          const answered = new Map<string, number>();
          for (const shop of everyShop) {
            for (const line of shop.output().split('\n')) {
              if (!line.includes('"request completed"')) continue;
              const id = (JSON.parse(line) as { reqId: string }).reqId;
              answered.set(id, (answered.get(id) ?? 0) + 1);
            }
          }
          return answered;
        };
        // A reply can arrive before its log line has come through the pipe.
        let answered = answeredCounts();
        for (
          let tries = 0;
          tries < 30 && results.some((r) => !answered.has(r.requestId!));
          tries++
        ) {
          await sleep(100);
          answered = answeredCounts();
        }
        expect(results.filter((r) => answered.get(r.requestId!) !== 1)).toEqual([]);
        const writes = results.filter((r) => r.kind === 'addToCart').map((r) => r.teeName);
        const cart = await api(nginx.url, 'products/getProductsInCart', {}, token);
        const lines = (cart.json().products as Array<{ teeName: string; quantity: number }>)
          .filter((l) => l.teeName.startsWith('Rolling '))
          .map((l) => ({ teeName: l.teeName, quantity: l.quantity }));
        expect(lines.sort((a, b) => a.teeName.localeCompare(b.teeName))).toEqual(
          writes.sort().map((teeName) => ({ teeName, quantity: 1 })),
        );

        // The restarts were felt: nginx found an instance refusing and passed the request on.
        const log = await nginx.accessLog();
        const passedOn = log.filter((l) => /"[^"]+, [^"]+"/.test(l));
        console.log(`requests nginx passed to the other instance: ${passedOn.length}`);
        // And each new process served its share afterwards.
        for (const port of shopPorts)
          expect(shops.get(port)!.output()).toContain('request completed');
      },
      60_000 * (1 + ROUNDS),
    );

    it('what nginx answers itself on the API is the failure shape: 413 like the shop, 503 with no instance up; assets carry Vary', async () => {
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
