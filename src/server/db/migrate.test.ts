import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { emptyDatabase } from '#server/test/migrations-up-to.ts';
import { rowsOf, wrapPostgres, type Db } from './client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';

const journal = JSON.parse(
  readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

const TABLES = [
  'addresses',
  'cart_lines',
  'catalog_stock_changes',
  'catalog_version',
  'collab_applications',
  'login_throttles',
  'mail_outbox',
  'order_items',
  'orders',
  'otp_challenges',
  'payment_events',
  'payments',
  'product_former_slugs',
  'product_images',
  'product_sizes',
  'products',
  'security_events',
  'sessions',
  'size_requests',
  'stock_holds',
  'tickets',
  'users',
  'wishlist_items',
];

async function tables(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  return rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
}

async function appliedMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

describe.each(testEngines())('migrations on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it('create every table on an empty database, and a second run changes nothing', async () => {
    await emptyDatabase(database.db);
    expect(await tables(database.db)).toEqual([]);

    await runMigrations(database);
    expect(await tables(database.db)).toEqual(TABLES);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);

    await runMigrations(database);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
  });

  it.runIf(engine === 'postgres')(
    'are applied once when several server processes start together (PostgreSQL only: PGlite is one process)',
    async () => {
      await emptyDatabase(database.db);
      const servers = Array.from({ length: 3 }, () =>
        wrapPostgres(new pg.Pool({ connectionString: database.url, max: 3 }), { ownsPool: true }),
      );
      try {
        await Promise.all(servers.map((server) => runMigrations(server)));
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
      expect(await tables(database.db)).toEqual(TABLES);
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    },
  );
});
