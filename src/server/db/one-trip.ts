import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { LOCK_NAMESPACE, lockKey, rowsOf, type Db } from './client.ts';
import { markFromDatabase } from './connection-errors.ts';
import { transactionWithLock } from './locks.ts';

/** A value written into a statement: what the cart's statements take (ids, counts, names). */
export type Literal = number | string | boolean | null;

/**
 * One statement run under a named lock in its own transaction, in ONE round trip on PostgreSQL:
 * `begin`, the lock, the statement and `commit` go as one simple-protocol message, so the
 * statement's values are written into its text as literals (`pg.escapeLiteral` for strings;
 * numbers must be safe integers). For the hot cart writes, whose usual case is one statement:
 * begin, statement and commit were three round trips, and each one's socket writes and wake-ups
 * on both sides were most of such a call's CPU (bench/README.md). The statement is built once;
 * a call only fills in its values. On PGlite (one connection, no network) it runs in
 * `transactionWithLock`. Answers the statement's rows.
 */
export function lockedStatement<R>(build: () => SQL) {
  let template: { segments: string[]; slots: (string | { value: Literal })[] } | undefined;
  return async (db: Db, lockName: string, values: Record<string, Literal>): Promise<R[]> => {
    template ??= templateOf(build());
    const text = fill(template, values);
    const session = db._.session;
    if (!(session instanceof NodePgSession)) {
      return transactionWithLock(db, lockName, async (tx) =>
        rowsOf<R>(await tx.execute(sql.raw(text))),
      );
    }
    return oneTrip<R>(
      (session as unknown as { client: pg.Pool | pg.PoolClient }).client,
      lockName,
      text,
    );
  };
}

const dialect = new PgDialect();

/** The statement's text cut at its parameters (`$n` outside quotes), and what fills each. */
function templateOf(statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const segments: string[] = [];
  const slots: (string | { value: Literal })[] = [];
  let from = 0;
  for (const match of text.matchAll(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g)) {
    if (match[1] === undefined) continue;
    segments.push(text.slice(from, match.index));
    from = match.index + match[0].length;
    const param = params[Number(match[1]) - 1];
    slots.push(is(param, Placeholder) ? param.name : { value: param as Literal });
  }
  segments.push(text.slice(from));
  return { segments, slots };
}

function fill(
  { segments, slots }: { segments: string[]; slots: (string | { value: Literal })[] },
  values: Record<string, Literal>,
): string {
  let text = segments[0]!;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const value = typeof slot === 'string' ? values[slot] : slot.value;
    if (value === undefined) throw new Error(`lockedStatement: no value for ${String(slot)}`);
    text += literal(value) + segments[i + 1]!;
  }
  return text;
}

function literal(value: Literal): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  // In parentheses: a negative number after a minus sign must not read as a comment (`--`).
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `(${value})`;
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error('lockedStatement: only safe integers, strings, booleans and null are written');
}

/** Begin, lock, statement, commit as one message; a failed statement is rolled back. */
async function oneTrip<R>(pool: pg.Pool | pg.PoolClient, lockName: string, text: string) {
  const pooled = pool instanceof pg.Pool;
  const client = pooled ? await pool.connect() : pool;
  let broken: Error | undefined;
  try {
    const lock = `select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${lockKey(lockName)})`;
    const results = (await client
      .query(`begin; ${lock}; ${text}; commit`)
      .catch(async (error: unknown) => {
        // The statement failed inside the open transaction: end it before the connection goes back.
        await client.query('rollback').catch((rollbackError: Error) => {
          broken = rollbackError; // a connection left inside a transaction must not be reused
        });
        throw markFromDatabase(error);
      })) as unknown as pg.QueryResult[];
    return (results[2]?.rows ?? []) as R[];
  } finally {
    if (pooled) (client as pg.PoolClient).release(broken);
  }
}
