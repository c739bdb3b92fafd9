import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { rowsOf, type Database, type Db } from './client.ts';
import type * as schema from './schema/index.ts';
import { fromPackageRoot } from '../lib/package-root.ts';

/** The committed migrations written by `npm run db:generate`. */
export const MIGRATIONS_FOLDER = fromPackageRoot('drizzle');

/** The folder's list of migrations, oldest first (`when`: the time drizzle-kit wrote each). */
export interface MigrationJournal {
  entries: Array<{ tag: string; when: number }>;
}

export async function migrationJournal(folder = MIGRATIONS_FOLDER): Promise<MigrationJournal> {
  const file = path.join(folder, 'meta', '_journal.json');
  return JSON.parse(await readFile(file, 'utf8')) as MigrationJournal;
}

/** What a start did to the schema: the tags it applied (none when up to date), of `total`. */
export interface MigrationResult {
  applied: string[];
  total: number;
}

/**
 * The newest applied migration's time, as drizzle's migrator records it; undefined on a database
 * never migrated. The migrator applies exactly the journal entries newer than this.
 */
async function lastAppliedAt(db: Db): Promise<number | undefined> {
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return undefined;
  const [last] = rowsOf<{ at: string | number | null }>(
    await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
  );
  return last?.at === null || last?.at === undefined ? undefined : Number(last.at);
}

/**
 * Brings the database up to the newest migration (a no-op when it already is) and says what it
 * applied. Runs under a database-wide lock, so several server processes starting together on one
 * PostgreSQL apply each migration once; the others wait, then find nothing left to do.
 */
export async function runMigrations(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<MigrationResult> {
  const config = { migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER };
  const journal = await migrationJournal(config.migrationsFolder);
  return database.withLock('migrations', async () => {
    const last = await lastAppliedAt(database.db);
    const pending = journal.entries.filter((e) => last === undefined || e.when > last);
    if (database.kind === 'pglite') {
      await migratePglite(database.db as PgliteDatabase<typeof schema>, config);
    } else {
      await migratePostgres(database.db as NodePgDatabase<typeof schema>, config);
    }
    return { applied: pending.map((e) => e.tag), total: journal.entries.length };
  });
}

/** The start's log line about the schema. */
export function migrationSummary({ applied, total }: MigrationResult): string {
  if (!applied.length) return `Database schema up to date (${total} migrations)`;
  const s = applied.length === 1 ? '' : 's';
  return `Applied ${applied.length} database migration${s}: ${applied.join(', ')}`;
}
