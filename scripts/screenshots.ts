/**
 * Screenshots of pages at phone (390x844) and desktop (1440x900) widths, for looking at what was
 * built. Usage: npx tsx scripts/screenshots.ts <baseUrl> <outDir> /path [/path ...]
 * Set STORAGE_JSON to a JSON object to put into localStorage first (e.g. a logged-in session).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:3000', outDir = 'screenshots', ...pages] = process.argv.slice(2);
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

const browser = await chromium.launch({
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
});
await mkdir(outDir, { recursive: true });
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport });
  if (process.env.STORAGE_JSON) {
    const entries = JSON.parse(process.env.STORAGE_JSON) as Record<string, string>;
    await context.addInitScript((e) => {
      for (const [k, v] of Object.entries(e)) window.localStorage.setItem(k, v);
    }, entries);
  }
  const page = await context.newPage();
  for (const p of pages.length ? pages : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const file = path.join(outDir, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${name}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== 'false' });
    console.log(file);
  }
  await context.close();
}
await browser.close();
