/**
 * Lists the queries one call makes (count and SQL shape per call, as Saleor's query-count
 * tests do), and explains them. The logger goes into `openDatabase({ queryLogger })`; it keeps
 * queries only while `record` runs, so record one call at a time.
 */
import type { Logger } from 'drizzle-orm/logger';
import type { Db } from '../../src/server/db/client.ts';

export interface LoggedQuery {
  sql: string;
  params: unknown[];
}

export interface QueryLog {
  logger: Logger;
  /** Runs `fn` and returns the queries it made. */
  record(fn: () => Promise<unknown>): Promise<LoggedQuery[]>;
}

export function createQueryLog(): QueryLog {
  let recording: LoggedQuery[] | null = null;
  return {
    logger: {
      logQuery(query, params) {
        recording?.push({ sql: query, params });
      },
    },
    async record(fn) {
      const queries: LoggedQuery[] = [];
      recording = queries;
      try {
        await fn();
      } finally {
        recording = null;
      }
      return queries;
    },
  };
}

/**
 * The shape of a query: whitespace collapsed, column lists as `…`, parameter lists as `$…×n`
 * (so `in ($1, …, $40)` and `in ($1, $2)` are the same shape).
 */
export function shapeOf(query: string): string {
  const column = String.raw`(?:"[^"]+"\.)?"[^"]+"(?:\s+as\s+"[^"]+")?`;
  return query
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`(?:${column}, ){2,}${column}`, 'g'), '…')
    .replace(/\$\d+(?:, \$\d+)+/g, (list) => `$…×${list.split(',').length}`)
    .trim();
}

/** The shapes of a call's queries with how often each ran (more than once hints at N+1). */
export function shapeCounts(queries: readonly LoggedQuery[]): { shape: string; times: number }[] {
  const counts = new Map<string, number>();
  for (const q of queries) counts.set(shapeOf(q.sql), (counts.get(shapeOf(q.sql)) ?? 0) + 1);
  return [...counts].map(([shape, times]) => ({ shape, times }));
}

export interface SeqScan {
  table: string;
  /** Rows the scan read (returned plus removed by its filter), per loop. */
  rowsRead: number;
  loops: number;
}

export interface Explained {
  shape: string;
  ms: number;
  seqScans: SeqScan[];
  plan: string;
}

/** A query's pool or PGlite connection: both answer `query(text, params)` with `{ rows }`. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of a read (other statements are skipped: ANALYZE runs them),
 * with the sequential scans it does. Runs on the database's own connection.
 */
export async function explain(db: Db, query: LoggedQuery): Promise<Explained | undefined> {
  if (!/^\s*(select|with)\b/i.test(query.sql)) return undefined;
  const client = (db as unknown as { $client: RawClient }).$client;
  const result = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
  const plan = result.rows.map((r) => String(Object.values(r)[0])).join('\n');
  const seqScans: SeqScan[] = [];
  const lines = plan.split('\n');
  lines.forEach((line, i) => {
    const scan = /Seq Scan on (\w+).*actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+) loops=(\d+)/.exec(
      line,
    );
    if (!scan) return;
    // Newer PostgreSQL prints rows with decimals. "Rows Removed by Filter" is one of the scan's own detail lines (up to the next node).
    let removed = 0;
    for (const detail of lines.slice(i + 1)) {
      if (detail.includes('->') || /^\S/.test(detail)) break;
      const m = /Rows Removed by Filter: (\d+)/.exec(detail);
      if (m) removed = Number(m[1]);
    }
    seqScans.push({
      table: scan[1]!,
      rowsRead: Number(scan[2]) + removed,
      loops: Number(scan[3]),
    });
  });
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
  return { shape: shapeOf(query.sql), ms, seqScans, plan };
}
