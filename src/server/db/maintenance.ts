import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../lib/periodic-job.ts';
import { rowsOf, type Database } from './client.ts';

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: PGlite never
 * vacuums or analyses by itself, so without this job the planner has no statistics (it joins
 * and counts by scanning whole tables: the admin order list grew 2.6x at 50,000 orders) and no
 * visibility map (index-only scans read the table anyway). A round runs `VACUUM (ANALYZE)` table
 * by table: PGlite answers one statement at a time, so requests wait for one table at most, not
 * the whole database. On PostgreSQL the job does nothing (autovacuum does it).
 */

export interface MaintenanceDeps {
  database: Pick<Database, 'db' | 'kind'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** `runOnce` is false when there is nothing to do; `stop` ends a round after its current table. */
export type Maintenance = Pick<PeriodicJob<boolean>, 'runOnce' | 'stop'>;

/**
 * Starts the embedded database's maintenance: a round at once (in the background: a start is
 * not held up) and then every `intervalMs`; 0 turns it off. Errors are logged, never thrown.
 */
export function startEmbeddedMaintenance(deps: MaintenanceDeps, intervalMs: number): Maintenance {
  const { database, log } = deps;
  const active = database.kind === 'pglite' && intervalMs > 0;
  if (!active) return { runOnce: () => Promise.resolve(false), stop: () => Promise.resolve() };

  async function round(): Promise<boolean> {
    const started = performance.now();
    const tables = rowsOf<{ name: string }>(
      await database.db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      ),
    );
    const failed: string[] = [];
    for (const { name } of tables) {
      if (job.stopped) return false;
      try {
        await database.db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      } catch (err) {
        failed.push(name);
        log.warn({ err, table: name }, 'database maintenance: VACUUM ANALYZE failed');
      }
    }
    const ms = Math.round(performance.now() - started);
    log.info(
      { tables: tables.length, failed: failed.length, ms },
      `database maintenance: VACUUM ANALYZE of ${tables.length - failed.length} tables in ${ms} ms`,
    );
    return true;
  }

  const job = startPeriodicJob({
    intervalMs,
    idle: false,
    runAtStart: true,
    onError: (err) => {
      log.warn({ err }, 'database maintenance failed');
      return false;
    },
    run: round,
  });
  return job;
}
