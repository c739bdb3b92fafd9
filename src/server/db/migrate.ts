import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import type * as schema from './schema.ts';
import { fromPackageRoot } from '../lib/package-root.ts';

/** The committed migrations written by `npm run db:generate`. */
export const MIGRATIONS_FOLDER = fromPackageRoot('drizzle');

/**
 * Brings the database up to the newest migration (a no-op when it already is). Runs under a
 * database-wide lock, so several server processes starting together on one PostgreSQL apply
 * each migration once; the others wait, then find nothing left to do.
 */
export async function runMigrations(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER };
  await database.withLock('migrations', async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as PgliteDatabase<typeof schema>, config);
    } else {
      await migratePostgres(database.db as NodePgDatabase<typeof schema>, config);
    }
  });
}
