import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count } from 'drizzle-orm';
import pg from 'pg';
import type { Storage } from '#server/adapters/storage/storage.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import { wrapPostgres, type Database } from './client.ts';
import { productImages, products, productSizes } from './schema/index.ts';
import { DEMO_CATALOGUE } from './seed-catalogue.ts';
import { seedDemoCatalogue, type SeedArt } from './seed.ts';

const log = { info: () => undefined };

function memoryStorage() {
  const files = new Map<string, Buffer>();
  const storage: Storage = {
    async put(key, body) {
      files.set(key, body);
      return `/uploads/${key}`;
    },
  };
  return { storage, files };
}

/** Stands in for the image renderer: names each image after its design and view. */
function fakeArt() {
  const stored: string[] = [];
  const art: SeedArt = {
    async images(catalogue) {
      const tag = (name: string, view: string) => ({
        full: Buffer.from(`${name}:${view}`),
        variants: [],
      });
      return catalogue.map((p) => ['front', 'back', 'chart'].map((view) => tag(p.name, view)));
    },
    async store(_storage, name) {
      stored.push(name);
      return `/uploads/images/${name}`;
    },
  };
  return { art, stored };
}

describe('the demo catalogue', () => {
  it('has the home page products, hoodies, club tees and sold-out sizes', () => {
    const names = DEMO_CATALOGUE.map((p) => p.name);
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(14);
    expect(names).toEqual(
      expect.arrayContaining([
        'Average IITian',
        'Take Lite',
        'Boss Baby',
        'White IIT M',
        'Green IIT M',
        'Entrepreneurial Flame',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(DEMO_CATALOGUE.map((p) => slugFromDetails(p.details))).size).toBe(names.length);
    const styles = DEMO_CATALOGUE.map((p) => p.style);
    for (const style of ['regular', 'oversized'] as const) expect(styles).toContain(style);
    expect(styles.filter((s) => s === 'hoodie').length).toBeGreaterThanOrEqual(2);

    const clubTees = DEMO_CATALOGUE.filter((p) => p.style === 'sponsered');
    expect(clubTees.length).toBeGreaterThanOrEqual(2);
    expect(clubTees.every((p) => !p.isOwnBrand)).toBe(true);
    expect(DEMO_CATALOGUE.filter((p) => p.style !== 'sponsered').every((p) => p.isOwnBrand)).toBe(
      true,
    );

    const zeros = DEMO_CATALOGUE.map((p) => SIZES.filter((s) => p.stock[s] === 0).length);
    expect(zeros.filter((n) => n === SIZES.length)).toHaveLength(1);
    expect(zeros.filter((n) => n > 0 && n < SIZES.length).length).toBeGreaterThanOrEqual(3);
  });

  it('has realistic prices and two or three sentences of description', () => {
    for (const p of DEMO_CATALOGUE) {
      const [min, max] = p.style === 'hoodie' ? [1199, 1499] : [399, 899];
      expect(p.priceRupees, p.name).toBeGreaterThanOrEqual(min);
      expect(p.priceRupees, p.name).toBeLessThanOrEqual(max);
      const sentences = p.description.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.name).toBeLessThanOrEqual(3);
    }
  });
});

describe.each(testEngines())('seeding on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it('stores the drawn WebP images for each product, with their variants', async () => {
    const { storage, files } = memoryStorage();
    const [first] = DEMO_CATALOGUE;
    const result = await seedDemoCatalogue({ db: database.db, storage, log, catalogue: [first!] });
    expect(result).toEqual({ seeded: true, products: 1 });
    const images = await database.db
      .select({ url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .orderBy(asc(productImages.position));
    const stem = slugFromDetails(first!.details);
    expect(images.map((i) => i.url)).toEqual([
      expect.stringMatching(new RegExp(`^/uploads/images/${stem}-front-[0-9a-f-]{36}\\.webp$`)),
      expect.stringMatching(new RegExp(`^/uploads/images/${stem}-back-[0-9a-f-]{36}\\.webp$`)),
      expect.stringMatching(
        new RegExp(`^/uploads/images/${stem}-size-chart-[0-9a-f-]{36}\\.webp$`),
      ),
    ]);
    expect(images.at(-1)?.alt).toBe('Oversized Fit T-Shirt size chart');
    // The full size and its 480 px variant (for srcset), both WebP, as an upload would leave them.
    for (const { url } of images) {
      const key = url.replace('/uploads/', '');
      for (const file of [files.get(key), files.get(key.replace(/\.webp$/, '-480.webp'))]) {
        expect(file?.subarray(8, 12).toString()).toBe('WEBP');
      }
    }
    expect(files.size).toBe(6);
    await database.db.delete(products); // empty again for the next test
  });

  it('fills an empty shop once, even when two servers start together', async () => {
    const { storage } = memoryStorage();
    const { art, stored } = fakeArt();
    // On PostgreSQL the second "server" has its own connections; PGlite has a single one.
    const second: Database =
      engine === 'postgres'
        ? wrapPostgres(new pg.Pool({ connectionString: database.url, max: 2 }), { ownsPool: true })
        : database;
    try {
      const results = await Promise.all(
        [database, second].map((d) => seedDemoCatalogue({ db: d.db, storage, log, art })),
      );
      expect(results.filter((r) => r.seeded)).toEqual([
        { seeded: true, products: DEMO_CATALOGUE.length },
      ]);
      expect(results.find((r) => !r.seeded)).toEqual({
        seeded: false,
        products: DEMO_CATALOGUE.length,
      });
    } finally {
      if (second !== database) await second.close();
    }
    expect(stored).toHaveLength(DEMO_CATALOGUE.length * 3);

    const rows = await database.db.query.products.findMany({
      with: {
        sizes: { orderBy: asc(productSizes.id) },
        images: { orderBy: asc(productImages.position) },
      },
      orderBy: asc(products.id),
    });
    expect(rows.map((p) => p.name)).toEqual(DEMO_CATALOGUE.map((p) => p.name));
    for (const [i, row] of rows.entries()) {
      const item = DEMO_CATALOGUE[i]!;
      expect(row.sizes.map((s) => [s.size, s.quantity])).toEqual(
        SIZES.map((size) => [size, item.stock[size]]),
      );
      expect(row.images).toHaveLength(3);
    }
    const take = rows.find((p) => p.name === 'Take Lite')!;
    expect(take).toMatchObject({
      pricePaise: 64_900,
      style: 'oversized',
      isOwnBrand: true,
      tags: ['oversized', 'chennai', 'slang', 'summer'],
      colors: ['Sand'],
      active: true,
    });
    expect(take.images.map((i) => i.url)).toEqual([
      '/uploads/images/take-lite-oversized-tee-sand-front.webp',
      '/uploads/images/take-lite-oversized-tee-sand-back.webp',
      '/uploads/images/take-lite-oversized-tee-sand-size-chart.webp',
    ]);
  });

  it('does nothing when the shop already has products', async () => {
    const { storage } = memoryStorage();
    const { art, stored } = fakeArt();
    const result = await seedDemoCatalogue({ db: database.db, storage, log, art });
    expect(result).toEqual({ seeded: false, products: DEMO_CATALOGUE.length });
    expect(stored).toEqual([]);
    const [sizes] = await database.db.select({ n: count() }).from(productSizes);
    expect(sizes?.n).toBe(DEMO_CATALOGUE.length * SIZES.length);
  });
});
