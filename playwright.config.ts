import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the production
 * build served by the real server, with a fresh data folder each run.
 */
const port = Number(process.env.E2E_PORT ?? 4318);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'campus-shop-e2e');
export const baseURL = `http://127.0.0.1:${port}`;

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
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node --import tsx src/server/main.ts`,
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@campusmerch.example',
      // Every spec signs people up from 127.0.0.1; the limits themselves are tested in the API suite.
      RATE_LIMIT_SCALE: '20',
      // Home delivery free from ₹5,000: the cart's "Add ₹N more" shows, other specs' charges stay.
      FREE_DELIVERY_OVER_HOME: '5000',
      // Notify-me mails go out within a second of the admin's restock (docs/product.md#notify-me).
      NOTIFY_INTERVAL_SECONDS: '1',
    },
  },
});
