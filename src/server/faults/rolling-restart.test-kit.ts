import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-build.mjs';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-test-server.ts';
import { packageRoot } from '../lib/package-root.ts';
import { planEngines } from '../test/db-harness.ts';
import { SELLER_ENV } from '../test/seller-env.ts';
import { faultScene, type FaultShopData } from './fault-fixtures.ts';
import { findNginx, startNginx, type Nginx } from './nginx-site.ts';
import {
  killShopProcesses,
  portFrom,
  range,
  spawnShopProcess,
  waitUntilHealthy,
  TEST_JWT_SECRET,
  type ShopProcess,
} from './shop-process.ts';

/**
 * What the rolling-restart tests share: the shipped nginx site in front of two production shop
 * processes (the server bundle) on one PostgreSQL, and a built web asset nginx serves itself.
 */

export const run = promisify(execFile);

const postgres = planEngines().engines.includes('postgres');
const nginxProgram = findNginx();
// CI installs nginx (.ci/run): there a missing nginx is a failure, not a skip.
if (!nginxProgram && process.env.CI) throw new Error('nginx is missing: .ci/run installs it');
if (!nginxProgram) console.warn('rolling restart tests skipped: no nginx (apt-get install nginx)');

/** Whether the blocks can run here: PostgreSQL among the test engines, and nginx installed. */
export const nginxShopsRun = Boolean(postgres && nginxProgram);

export interface NginxShops {
  readonly data: FaultShopData;
  readonly nginx: Nginx;
  /** The two instances' ports, in nginx's order. */
  readonly shopPorts: readonly number[];
  /** The process serving each port now. */
  readonly shops: Map<number, ShopProcess>;
  /** Every process that ran on the ports, old and new. */
  readonly everyShop: readonly ShopProcess[];
  /** A new production process on `port` (waiting for its health unless told not to). */
  startShop(port: number, waitForHealth?: boolean): Promise<ShopProcess>;
}

/**
 * Sets up the block's scene (call it first in the block): its PostgreSQL cluster, two shop
 * processes and nginx, on ports from `firstPort` on: +0 to +4 PostgreSQL, +10 to +19 the shops,
 * +25 to +34 nginx; +20 to +24 are left for the block's own servers.
 */
export function nginxShops(name: string, firstPort: number): NginxShops {
  const ports = (from: number, to: number) => range(firstPort + from, firstPort + to);
  const scene = faultScene(name, { postgres: true, pgPorts: ports(0, 4) });
  let data: FaultShopData;
  let smtp: TestSmtpServer;
  let nginx: Nginx;
  const bundleDir = path.join(packageRoot, 'dist', `server-${name}-test-${process.pid}`);
  const shopPorts: number[] = [];
  const shops = new Map<number, ShopProcess>();
  const everyShop: ShopProcess[] = [];

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
      name: `shop_${name.replaceAll('-', '_')}`,
      stock: { M: 5000 },
      // Logins spread over students, as on a real evening (one account's logins in parallel
      // are throttled: login-throttle.service.ts).
      students: 20,
      product: { isOwnBrand: false },
    });
    smtp = await startTestSmtpServer();
    for (const candidates of [ports(10, 14), ports(15, 19)]) {
      const port = await portFrom(candidates);
      shopPorts.push(port);
      await startShop(port);
    }

    const webRoot = path.join(scene.folder, 'web');
    await mkdir(path.join(webRoot, 'assets'), { recursive: true });
    const script = 'console.log("campus threads");\n'.repeat(50);
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    nginx = await startNginx(path.join(scene.folder, 'nginx'), {
      port: await portFrom(ports(25, 29)),
      redirectPort: await portFrom(ports(30, 34)),
      shopPorts,
      webRoot,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await killShopProcesses();
    await smtp?.close();
    await rm(bundleDir, { recursive: true, force: true });
  });

  return {
    get data() {
      return data;
    },
    get nginx() {
      return nginx;
    },
    shopPorts,
    shops,
    everyShop,
    startShop,
  };
}
