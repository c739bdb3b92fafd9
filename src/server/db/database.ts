import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * The database as services see it, whichever engine runs underneath. `db.transaction(fn)` works
 * on both; inside `fn` use the transaction object (also a `Db`), never the outer `db`: PGlite has
 * a single connection, so an outer query inside a transaction would wait for ever.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The object `db.transaction` hands to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

/** An open database: the drizzle handle plus what the process needs around it. */
export interface Database {
  db: Db;
  kind: DbKind;
  /** Runs `fn` holding the named lock (shared by every process on the same database), waiting for it. */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Runs `fn` only if the named lock is free right now (background jobs): otherwise skips it. */
  tryWithLock<T>(name: string, fn: () => Promise<T>): Promise<LockResult<T>>;
  /** Throws when the database cannot answer (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Options of both wrappers. */
export interface WrapOptions {
  queryLogger?: Logger;
}
