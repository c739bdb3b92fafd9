import { eq } from 'drizzle-orm';
import { createStorage } from '../adapters/storage/create-storage.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoCatalogue } from '../db/seed.ts';
import { clubs, drops, dropStock, products } from '../db/schema/index.ts';

const HOUR = 3_600_000;

/**
 * A shop (for e2e/club-page.spec.ts and bench/lighthouse.ts) whose robotics tee is the Robotics Club's, in the club's live drop: the demo catalogue,
 * the club and its drop written into the data folder before the server starts (the admin's club
 * form and a club's drops are other screens).
 */
export async function clubShop(dataDir: string) {
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
