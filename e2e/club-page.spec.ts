import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createStorage } from '../src/server/adapters/storage/create-storage.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDemoCatalogue } from '../src/server/db/seed.ts';
import { clubs, drops, dropStock, products } from '../src/server/db/schema/index.ts';
import { expect, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

const HOUR = 3_600_000;

/**
 * A shop whose robotics tee is the Robotics Club's, in the club's live drop: the demo catalogue,
 * the club and its drop written into the data folder before the server starts (the admin's club
 * form and a club's drops are other screens).
 */
async function clubShop(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    const { storage } = await createStorage({
      DATA_DIR: dataDir,
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: 'auto',
    });
    await seedDemoCatalogue({ db: database.db, storage, log: { info: () => {} } });
    const [club] = await database.db
      .insert(clubs)
      .values({
        slug: 'robotics',
        name: 'Robotics Club',
        tag: 'robotics',
        about: 'We build robots, and the tees to match.',
        shareBasisPoints: 1500,
        payoutMethod: 'upi',
        upiId: 'robotics@okbank',
      })
      .returning();
    const [tee] = await database.db
      .update(products)
      .set({ clubId: club!.id })
      .where(eq(products.name, 'Robotics Club Team Tee'))
      .returning();
    const now = Date.now();
    const [drop] = await database.db
      .insert(drops)
      .values({
        name: 'Robotics Fest Drop',
        opensAt: new Date(now - HOUR),
        closesAt: new Date(now + 48 * HOUR),
        perStudentLimit: 2,
        readyBy: new Date(now + 12 * 24 * HOUR).toISOString().slice(0, 10),
        clubId: club!.id,
      })
      .returning();
    await database.db.insert(dropStock).values({ dropId: drop!.id, productId: tee!.id, size: '' });
    return { teeId: tee!.id };
  } finally {
    await database.close();
  }
}

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
