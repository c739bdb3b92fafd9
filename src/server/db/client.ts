import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import * as schema from './schema/index.ts';
import type { Database, Db, LockResult, WrapOptions } from './database.ts';
import { markFromDatabase } from './connection-errors.ts';

// The handle's types live in database.ts, which pglite.ts can import without importing this
// file back (no import cycles, ADR 017).
export type { Database, Db, DbKind, LockResult, Tx, WrapOptions } from './database.ts';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** The data folder: PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** Largest number of PostgreSQL connections this process opens (default 10). */
  maxConnections?: number;
  /** Told about errors of idle PostgreSQL connections (which must not crash the process). */
  onError?: (error: Error) => void;
  /** Told every query before it runs (benchmarks count them). None by default: no cost. */
  queryLogger?: Logger;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      application_name: 'campus-merch-shop',
      // Calls fail (503) instead of waiting for ever when no connection can be had.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    pool.on('error', options.onError ?? ((error) => console.error('PostgreSQL pool error', error)));
    // The pool reports broken idle connections; one broken while checked out (PostgreSQL
    // restarting mid-transaction) must not crash the process: its next query fails instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    markConnectErrors(pool);
    return wrapPostgres(pool, { ownsPool: true, queryLogger: options.queryLogger });
  }
  const dir = path.join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // The embedded engine (its WebAssembly build: about 45 MB of memory) loads only when used.
  const { openPglite, wrapPglite } = await import('./pglite.ts');
  return wrapPglite(await openPglite(dir), {
    ownsClient: true,
    queryLogger: options.queryLogger,
  });
}

type ConnectCallback = Parameters<pg.Pool['connect']>[0] & {};

/** Marks the errors of getting a connection, which drizzle passes on unwrapped (connection-errors.ts). */
function markConnectErrors(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  pool.connect = ((callback?: ConnectCallback) =>
    callback
      ? connect((err, client, done) => callback(err && markFromDatabase(err), client, done))
      : (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
          throw markFromDatabase(err);
        })) as pg.Pool['connect'];
}

/**
 * PostgreSQL advisory locks are keyed by numbers; ours are keyed by a name. The two-integer
 * form keeps the shop's locks in their own namespace, apart from anyone else's on the cluster.
 */
export const LOCK_NAMESPACE = 0x53_48_4f_50; // "SHOP"

/** A stable signed 32-bit key for a lock name (FNV-1a). */
export function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(name)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Rows of `db.execute(...)`: both drivers answer `{ rows }`, but the shared typing hides it. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

// `count(*)` and other int8 results: numbers on both engines (PGlite already parses them so).
// Counts here never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** Wraps a `pg` pool. With `ownsPool`, `close()` ends the pool. */
export function wrapPostgres(
  pool: pg.Pool,
  options: { ownsPool: boolean } & WrapOptions,
): Database {
  const db: Db = drizzlePostgres({ client: pool, schema, logger: options.queryLogger });

  async function onSession<T>(
    acquire: (client: pg.PoolClient, a: number, b: number) => Promise<boolean>,
    name: string,
    fn: () => Promise<T>,
  ): Promise<LockResult<T>> {
    const client = await pool.connect();
    const key = lockKey(name);
    let broken: Error | undefined;
    try {
      if (!(await acquire(client, LOCK_NAMESPACE, key))) return { acquired: false };
      try {
        return { acquired: true, value: await fn() };
      } finally {
        await client
          .query('select pg_advisory_unlock($1::int4, $2::int4)', [LOCK_NAMESPACE, key])
          .catch((error: Error) => {
            broken = error; // a connection that may still hold the lock must not be reused
          });
      }
    } finally {
      client.release(broken);
    }
  }

  return {
    db,
    kind: 'postgres',
    async withLock(name, fn) {
      const result = await onSession(
        async (client, a, b) => {
          await client.query('select pg_advisory_lock($1::int4, $2::int4)', [a, b]);
          return true;
        },
        name,
        fn,
      );
      if (!result.acquired) throw new Error(`lock ${name} was not acquired`);
      return result.value;
    },
    tryWithLock: (name, fn) =>
      onSession(
        async (client, a, b) => {
          const { rows } = await client.query<{ locked: boolean }>(
            'select pg_try_advisory_lock($1::int4, $2::int4) as locked',
            [a, b],
          );
          return rows[0]?.locked === true;
        },
        name,
        fn,
      ),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (options.ownsPool) await pool.end();
    },
  };
}
