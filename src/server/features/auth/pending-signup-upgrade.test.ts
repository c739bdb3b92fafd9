import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { rowsOf } from '../../db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../db/migrate.ts';
import { otpChallenges } from '../../db/schema/index.ts';

const SCRUB = '0006_pending_signups_keep_only_the_name';

/** A copy of the migrations that stops before `tag`: a database of the release before it. */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

describe.each(testEngines())('upgrading with sign-ups under way on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it('drops the password hash and phone that older pending sign-ups kept', async () => {
    const { db } = database;
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`drop schema drizzle cascade`);
    await db.execute(sql`create schema public`);
    const before = await migrationsBefore(SCRUB);
    try {
      await runMigrations(database, { migrationsFolder: before.folder });
    } finally {
      await before.remove();
    }
    const old = { name: 'Asha Verma', phone: '9876543210', passwordHash: '$argon2id$v=19$old' };
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into otp_challenges (email, purpose, code_hash, pending_signup, expires_at)
            values ('asha@campus.example', 'signup', 'x', ${JSON.stringify(old)}::jsonb, now())
            returning id`,
      ),
    );

    await runMigrations(database);

    const [after] = await db
      .select({ pending: otpChallenges.pendingSignup })
      .from(otpChallenges)
      .where(eq(otpChallenges.id, row!.id));
    expect(after?.pending).toEqual({ name: 'Asha Verma' });
  });
});
