import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server, with a fresh data folder each run. Each project (phone,
 * desktop) has a server and data folder of its own and runs its specs one at a time, so the two
 * run side by side: specs that change what every visitor sees (a drop opening, a setting) never
 * meet another spec on the same shop.
 */
const port = Number(process.env.E2E_PORT ?? 4318);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'campus-shop-e2e');
const servers = {
  phone: { port, dataDir },
  desktop: { port: port + 1, dataDir: `${dataDir}-desktop` },
};
const urlOf = (server: keyof typeof servers) => `http://127.0.0.1:${servers[server].port}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: urlOf('phone'),
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: urlOf('desktop'),
        viewport: { width: 1440, height: 900 },
      },
    },
  ],
  webServer: Object.values(servers).map((server) => ({
    command: `rm -rf "${server.dataDir}" && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${server.port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@campusmerch.example',
      // Home delivery free from ₹5,000: the cart's "Add ₹N more" shows, other specs' charges stay.
      FREE_DELIVERY_OVER_HOME: '5000',
      // Notify-me mails go out within a second of the admin's restock (docs/product.md#notify-me).
      NOTIFY_INTERVAL_SECONDS: '1',
    },
  })),
});
