import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/db-harness.ts';
import { insertProduct, insertUser } from '../test/db-fixtures.ts';
import { rowsOf, type Db } from './client.ts';
import { startEmbeddedMaintenance } from './maintenance.ts';

interface LogLine {
  level: number;
  msg: string;
  ms?: number;
  tables?: number;
  failed?: number;
  table?: string;
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: LogLine[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { log, lines, rounds: () => lines.filter((l) => l.level === 30) };
}

interface TableStats {
  table: string;
  analysed: boolean;
  vacuumed: boolean;
  reltuples: number;
  allVisible: number;
}

async function tableStats(db: Db): Promise<TableStats[]> {
  return rowsOf<TableStats>(
    await db.execute(sql`
      select s.relname as "table", s.last_analyze is not null as analysed,
        s.last_vacuum is not null as vacuumed, c.reltuples, c.relallvisible as "allVisible"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public' order by 1`),
  );
}

const waitFor = async (done: () => boolean, what: string) => {
  for (const started = Date.now(); !done(); await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() - started > 10_000) throw new Error(`${what}: not within 10 s`);
  }
};

describe.each(testEngines())('database maintenance on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    for (let i = 0; i < 3; i++) await insertProduct(database.db);
    await insertUser(database.db);
  });
  afterAll(() => database?.close());

  it.runIf(engine === 'pglite')(
    'vacuums and analyses every table at start, so the planner has statistics, and logs the round with its duration (PGlite only: PostgreSQL has autovacuum)',
    async () => {
      const before = await tableStats(database.db);
      expect(before.find((t) => t.table === 'products')).toMatchObject({
        analysed: false,
        reltuples: -1, // never analysed: PGlite has no autovacuum
      });
      const { log, lines, rounds } = capturedLog();
      const job = startEmbeddedMaintenance({ database, log }, 60 * 60_000);
      await waitFor(() => rounds().length === 1, 'the first round');
      await job.stop();

      const after = await tableStats(database.db);
      expect(after.map((t) => t.table)).toEqual(before.map((t) => t.table));
      for (const table of after) expect(table).toMatchObject({ analysed: true, vacuumed: true });
      expect(after.find((t) => t.table === 'products')).toMatchObject({ reltuples: 3 });
      expect(after.find((t) => t.table === 'product_sizes')!.allVisible).toBeGreaterThan(0);
      const [round] = rounds();
      expect(round!.msg).toMatch(/^database maintenance: VACUUM ANALYZE of \d+ tables in \d+ ms$/);
      expect(round).toMatchObject({ tables: after.length, failed: 0 });
      expect(round!.ms).toBeGreaterThanOrEqual(0);
      expect(lines.filter((l) => l.level !== 30)).toEqual([]);
    },
  );

  it.runIf(engine === 'pglite')(
    'runs again every interval until stopped, and not at all when set to 0 (PGlite only)',
    async () => {
      const { log, rounds } = capturedLog();
      const job = startEmbeddedMaintenance({ database, log }, 150);
      await waitFor(() => rounds().length >= 3, 'three rounds');
      await job.stop();
      const done = rounds().length;
      await new Promise((r) => setTimeout(r, 400));
      expect(rounds()).toHaveLength(done);
      expect(await job.runOnce()).toBe(false);

      const off = capturedLog();
      expect(await startEmbeddedMaintenance({ database, log: off.log }, 0).runOnce()).toBe(false);
      expect(off.lines).toEqual([]);
    },
  );

  it.runIf(engine === 'pglite')(
    'logs a table it could not vacuum as a warning and goes on with the others, never throwing (PGlite only)',
    async () => {
      let statements = 0;
      const failing = {
        kind: database.kind,
        // The table list, then the first table's VACUUM fails (as on a full disk).
        db: {
          execute: (query: Parameters<Db['execute']>[0]) =>
            ++statements === 2
              ? Promise.reject(new Error('could not extend file: No space left on device'))
              : database.db.execute(query),
        } as unknown as Db,
      };
      const { log, lines, rounds } = capturedLog();
      const job = startEmbeddedMaintenance({ database: failing, log }, 60 * 60_000);
      await waitFor(() => rounds().length === 1, 'the round');
      await job.stop();
      const warnings = lines.filter((l) => l.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        msg: 'database maintenance: VACUUM ANALYZE failed',
        table: 'addresses',
      });
      expect(rounds()[0]).toMatchObject({ failed: 1 });

      // The database itself gone: the round fails as a whole, with a warning.
      const gone = {
        kind: database.kind,
        db: { execute: () => Promise.reject(new Error('closed')) },
      };
      const broken = capturedLog();
      const stopped = startEmbeddedMaintenance(
        { database: gone as unknown as typeof failing, log: broken.log },
        60 * 60_000,
      );
      expect(await stopped.runOnce()).toBe(false);
      await stopped.stop();
      expect(broken.lines).toMatchObject([{ level: 40, msg: 'database maintenance failed' }]);
    },
  );

  it.runIf(engine === 'postgres')(
    'leaves PostgreSQL to its own autovacuum (PostgreSQL only)',
    async () => {
      const { log, lines } = capturedLog();
      const job = startEmbeddedMaintenance({ database, log }, 60 * 60_000);
      expect(await job.runOnce()).toBe(false);
      await job.stop();
      expect(lines).toEqual([]);
    },
  );
});
