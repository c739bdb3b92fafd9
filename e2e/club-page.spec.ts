import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clubShop } from '../src/server/test/club-demo-shop.ts';
import { expect, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

test.describe("a club's page", () => {
  let own: OwnServer | undefined;
  let dataDir = '';
  let teeId = 0;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'campus-shop-e2e-club-'));
    ({ teeId } = await clubShop(dataDir));
    own = await startOwnServer({ DATA_DIR: dataDir });
  });
  test.afterAll(async () => {
    await own?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('Home and the shop arrive with their drops strip drawn, and nothing moves as they come alive', async ({
    browser,
    page,
  }) => {
    // Drawn by the server: the strip is in the page before any of the app's code runs.
    const still = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await still.newPage();
    for (const path of ['/', '/shop']) {
      await drawn.goto(`${own!.baseURL}${path}`);
      const strip = drawn.getByRole('region', { name: 'Drops' });
      await expect(strip.getByRole('heading', { name: 'Robotics Fest Drop' })).toBeVisible();
      await expect(strip.getByText('Live now', { exact: true })).toBeVisible();
    }
    await still.close();

    // Alive: the live strip with its countdown takes the drawn one's place, and nothing the
    // student sees shifts (the browser's own layout-shift entries, as Lighthouse counts them).
    await page.addInitScript(() => {
      const seen = window as unknown as { layoutShift: number };
      seen.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${own!.baseURL}/shop`);
    const strip = page.getByRole('region', { name: 'Drops' });
    await expect(strip.getByText(/Live now · closes in/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).not.toHaveCount(
      0,
    );
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    expect(shift).toBeLessThan(0.01);
  });

  test("a student follows a product's club to the club's page: its products and its live drop", async ({
    page,
  }) => {
    // The product page and the club's page are drawn on the server: the browser takes them over as
    // drawn (React logs a hydration mismatch otherwise).
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${own!.baseURL}/products/robotics-club-team-tee-steel-grey/${teeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Robotics Club Team Tee' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Robotics Club', exact: true }).click();

    await expect(page).toHaveURL(/\/clubs\/robotics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Robotics Club' })).toBeVisible();
    await expect(page.getByText('We build robots, and the tees to match.')).toBeVisible();
    const merch = page.getByRole('list', { name: 'Products by Robotics Club' });
    await expect(merch.getByRole('link', { name: /Robotics Club Team Tee/ })).toBeVisible();
    await expect(merch.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Robotics Fest Drop' })).toBeVisible();
    await expect(page.getByText(/Live now · closes in/)).toBeVisible();

    await page.reload();
    await expect(page.getByText(/Live now · closes in/)).toBeVisible();
    expect(errors.filter((e) => /hydrat|#418|#423/i.test(e))).toEqual([]);

    // The shop, filtered by the club, from its page.
    await page.getByRole('link', { name: /in the shop/ }).click();
    await expect(page).toHaveURL(/\/shop\?club=robotics$/);
    await expect(page.getByRole('link', { name: /Robotics Club Team Tee/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Dance Club Crew Tee/ })).toHaveCount(0);
  });
});
