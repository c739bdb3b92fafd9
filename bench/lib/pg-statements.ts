/**
 * PostgreSQL's own account of a scenario's statements (`pg_stat_statements`), for
 * `BENCH_PG_STATEMENTS=1 npm run bench:opening`: which statements the database's CPU per order
 * goes to. The bench's cluster loads the extension only when asked (`startDropStack`'s
 * `pgSettings`), since it costs every statement a little.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/** The settings the cluster must start with for `statementReport`. */
export const PG_STATEMENTS_SETTINGS = [
  '-c shared_preload_libraries=pg_stat_statements',
  '-c pg_stat_statements.track=all',
];

export interface StatementRow {
  /** The statement's text, shortened. */
  statement: string;
  callsPerArrival: number;
  /** Execution time per call (lock waits included), and in all per arrival. */
  meanUs: number;
  usPerArrival: number;
  rowsPerCall: number;
}

/** Creates the extension (once) and forgets what it counted so far. */
export async function resetStatements(db: Db): Promise<void> {
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
}

/** The `top` statements by total execution time since `resetStatements`, per arrival (scenario 1: one order each). */
export async function statementReport(db: Db, arrivals: number, top = 20): Promise<StatementRow[]> {
  const result = (await db.execute(sql`
    select query, calls::int as calls, total_exec_time as total_ms, rows::int as rows
    from pg_stat_statements
    where query not ilike '%pg_stat_statements%'
    order by total_exec_time desc
    limit ${top}`)) as unknown as {
    rows: { query: string; calls: number; total_ms: number; rows: number }[];
  };
  const per = Math.max(1, arrivals);
  return result.rows.map((r) => ({
    statement: r.query.replace(/\s+/g, ' ').slice(0, 110),
    callsPerArrival: Math.round((r.calls / per) * 100) / 100,
    meanUs: Math.round((r.total_ms * 1000) / Math.max(1, r.calls)),
    usPerArrival: Math.round((r.total_ms * 1000) / per),
    rowsPerCall: Math.round((r.rows / Math.max(1, r.calls)) * 10) / 10,
  }));
}
