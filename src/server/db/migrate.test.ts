import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { emptyDatabase, migrationsUpTo } from '#server/test/migrations-up-to.ts';
import { rowsOf, wrapPostgres, type Db } from './client.ts';
import { migrationJournal, migrationSummary, runMigrations } from './migrate.ts';

const journal = await migrationJournal();
const tags = journal.entries.map((e) => e.tag);

// Every table, and the drops area's views (db/schema/drop-views.ts), which information_schema lists too.
const TABLES = [
  'addresses',
  'cart_coupons',
  'cart_lines',
  'catalog_stock_changes',
  'catalog_version',
  'club_invitations',
  'club_ledger',
  'club_managers',
  'club_payouts',
  'club_weekly_summaries',
  'clubs',
  'collab_applications',
  'coupon_uses',
  'coupons',
  'credit_note_lines',
  'credit_note_series',
  'credit_notes',
  'drop_counter_room',
  'drop_members',
  'drop_pieces',
  'drop_products',
  'drop_stock',
  'drops',
  'exchange_requests',
  'help_requests',
  'invoice_series',
  'item_remedies',
  'login_throttles',
  'mail_outbox',
  'notify_runs',
  'notify_subscriptions',
  'order_item_steps',
  'order_items',
  'orders',
  'otp_challenges',
  'payment_events',
  'payments',
  'product_former_slugs',
  'product_images',
  'product_prices',
  'product_sizes',
  'products',
  'refunds',
  'security_events',
  'sessions',
  'size_guide_rows',
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

    const first = await runMigrations(database);
    expect(await tables(database.db)).toEqual(TABLES);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    expect(first).toEqual({ applied: tags, total: tags.length });
    expect(migrationSummary(first)).toBe(
      `Applied ${tags.length} database migrations: ${tags.join(', ')}`,
    );

    const second = await runMigrations(database);
    expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    expect(second).toEqual({ applied: [], total: tags.length });
    expect(migrationSummary(second)).toBe(`Database schema up to date (${tags.length} migrations)`);
  });

  it('report only what an older schema lacked', async () => {
    await emptyDatabase(database.db);
    const older = await migrationsUpTo(tags.at(-3)!);
    expect((await runMigrations(database, { migrationsFolder: older })).applied).toEqual(
      tags.slice(0, -2),
    );
    const upgrade = await runMigrations(database);
    expect(upgrade.applied).toEqual(tags.slice(-2));
    expect(migrationSummary(upgrade)).toBe(
      `Applied 2 database migrations: ${tags.slice(-2).join(', ')}`,
    );
  });

  it.runIf(engine === 'postgres')(
    'are applied once when several server processes start together (PostgreSQL only: PGlite is one process)',
    async () => {
      await emptyDatabase(database.db);
      const servers = Array.from({ length: 3 }, () =>
        wrapPostgres(new pg.Pool({ connectionString: database.url, max: 3 }), { ownsPool: true }),
      );
      try {
        const results = await Promise.all(servers.map((server) => runMigrations(server)));
        // Each migration applied, and reported, by exactly one of them.
        expect(results.flatMap((r) => r.applied).sort()).toEqual(tags);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
      expect(await tables(database.db)).toEqual(TABLES);
      expect(await appliedMigrations(database.db)).toBe(journal.entries.length);
    },
  );
});
