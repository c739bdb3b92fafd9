import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LOCK_NAMESPACE, lockKey, type Db, type Tx } from './client.ts';
import { markFromDatabase } from './connection-errors.ts';

/**
 * Takes the named lock until the end of the current transaction, waiting while another
 * transaction (in this or another server process) holds it. Call it first inside `db.transaction`.
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int4, ${lockKey(name)}::int4)`,
  );
}

/**
 * `db.transaction(fn)` holding the named lock from its start (as `lockForTransaction` first thing
 * in it). On PostgreSQL `begin` and the lock go in one round trip: the hot cart changes are a
 * few statements each, and every round trip is a socket write and a wake-up on both sides.
 */
export async function transactionWithLock<T>(
  db: Db,
  name: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const session = db._.session;
  if (!(session instanceof NodePgSession)) {
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, name);
      return fn(tx);
    });
  }
  return pgTransactionWithLock(session as unknown as PgSessionParts, name, fn);
}

/** What drizzle's own `transaction` uses of its node-postgres session (kept private in its types). */
interface PgSessionParts {
  client: pg.Pool | pg.PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** The open transactions of `pgTransactionWithLock`: how to end one with its last statement. */
const endable = new WeakMap<
  object,
  { run: (text: string) => Promise<unknown>; committed: boolean }
>();

/**
 * Runs `text` (one statement with its values written in) and the commit of `tx` as ONE
 * simple-protocol message, when `tx` is a transaction of `transactionWithLock` on PostgreSQL:
 * the rows the statement locks stay locked only until PostgreSQL reaches the commit, not for a
 * round trip to this process and back (ADR 026, the invoice series' row). Answers the statement's
 * rows, or undefined when `tx` cannot (PGlite, another transaction): the caller then runs its
 * statement as usual and the transaction commits when it ends. When the statement fails the
 * commit is skipped and the transaction rolls back as usual. Nothing may run in `tx` after it.
 */
export async function lastStatementWithCommit<R>(tx: Tx, text: string): Promise<R[] | undefined> {
  const open = endable.get(tx);
  if (!open) return undefined;
  const results = (await open.run(`${text}; commit`)) as pg.QueryResult[];
  open.committed = true;
  return (results[0]?.rows ?? []) as R[];
}

/** drizzle's node-postgres `transaction`, with the lock sent along with `begin`. */
async function pgTransactionWithLock<T>(
  outer: PgSessionParts,
  name: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const pooled = outer.client instanceof pg.Pool;
  const client = pooled ? await outer.client.connect() : outer.client;
  // drizzle wraps its own queries' errors; these are marked so a lost database still reads as one.
  const run = (text: string) =>
    client.query(text).catch((error: unknown) => {
      throw markFromDatabase(error);
    });
  const session = new NodePgSession(client, outer.dialect, outer.schema, outer.options);
  const tx = new NodePgTransaction(outer.dialect, session, outer.schema) as unknown as Tx;
  // Two numbers of our own, so the statement is text (the simple protocol runs both at once).
  const key = lockKey(name);
  const ending = { run, committed: false };
  endable.set(tx, ending);
  let broken: Error | undefined;
  try {
    await run(`begin; select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${key})`);
    const result = await fn(tx);
    if (!ending.committed) await run('commit');
    return result;
  } catch (error) {
    // (After `lastStatementWithCommit` there is nothing to undo: the rollback only warns.)
    await run('rollback').catch((rollbackError: Error) => {
      broken = rollbackError; // a connection left inside a transaction must not be reused
    });
    throw error;
  } finally {
    if (pooled) (client as pg.PoolClient).release(broken);
  }
}
