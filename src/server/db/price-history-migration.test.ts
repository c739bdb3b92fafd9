import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { emptyDatabase, migrationsUpTo } from '#server/test/migrations-up-to.ts';
import { rowsOf } from './client.ts';
import { runMigrations } from './migrate.ts';

/** The last migration before the price history (docs/product.md#reference-prices). */
const BEFORE_HISTORY = '0028_refund_reason_coupon_used_up';

// A shop upgraded to the price history starts each product's history at its current price, from
// its last edit, and shows no previous price the admin typed before there was a history.
describe.each(testEngines())('the price history migration on %s', (engine) => {
  let database: TestDatabase;
  let older: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    older = await migrationsUpTo(BEFORE_HISTORY);
  });
  afterAll(async () => {
    await database?.close();
    await rm(older, { recursive: true, force: true });
  });

  it('records every product at its current price and clears typed previous prices', async () => {
    await emptyDatabase(database.db);
    await runMigrations(database, { migrationsFolder: older });
    await database.db.execute(sql`
      insert into products (name, details, description, price_paise, compare_at_paise, style, updated_at)
      values ('Typed Sale Tee', 'Typed Sale Tee - Black', 'Was never ₹649.', 54900, 64900,
              'regular', '2026-10-01T10:00:00Z'),
             ('Plain Tee', 'Plain Tee - White', 'No sale.', 49900, null, 'regular',
              '2026-11-02T08:30:00Z')`);
    await runMigrations(database);

    const rows = rowsOf<{ name: string; compare: number | null; price: number; began: string }>(
      await database.db.execute(sql`
        select p.name, p.compare_at_paise as compare, h.price_paise as price,
               to_char(h.valid_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as began
          from products p join product_prices h on h.product_id = p.id order by p.name`),
    );
    expect(rows).toEqual([
      { name: 'Plain Tee', compare: null, price: 49_900, began: '2026-11-02T08:30' },
      { name: 'Typed Sale Tee', compare: null, price: 54_900, began: '2026-10-01T10:00' },
    ]);
  });
});
