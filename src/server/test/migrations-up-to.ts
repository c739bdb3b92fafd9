/**
 * Databases as an older release left them. Drizzle's migrator applies what `meta/_journal.json`
 * lists in the folder it is given, each `<tag>.sql`, skipping those already applied; a copy of the
 * folder whose journal ends at an older migration therefore builds that release's schema, and
 * `runMigrations` with the real folder then upgrades it as a new release's start would.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { MIGRATIONS_FOLDER, migrationJournal } from '#server/db/migrate.ts';

/** A new folder holding the migrations up to and including `tag` (for `runMigrations`). */
export async function migrationsUpTo(tag: string, from = MIGRATIONS_FOLDER): Promise<string> {
  const journal = await migrationJournal(from);
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag} in ${from}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag: name } of entries) {
    await copyFile(path.join(from, `${name}.sql`), path.join(folder, `${name}.sql`));
  }
  return folder;
}

/** Back to an empty database, as before a first start. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`create schema public`);
}
