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
 * `begin`, the lock, the statement and `commit` go as one simple-protocol message. For the hot
 * cart writes, whose usual case is one statement: sent apart, begin, statement and commit are
 * three round trips, and each one's socket writes and wake-ups on both sides are most of such a
 * call's CPU (bench/README.md). The statement is prepared on each connection under `name` (with the first
 * message that connection sends for it), so PostgreSQL plans it once and the message only says
 * `execute name(values)`; its values go as literals (`pg.escapeLiteral` for strings, numbers
 * must be safe integers). On PGlite (one connection, no network) it runs in
 * `transactionWithLock` with the values written in. Answers the statement's rows.
 */
export function lockedStatement<R>(name: string, build: () => SQL) {
  let template: Template | undefined;
  // Connections that have the statement prepared; one that failed is dropped from the pool.
  const preparedOn = new WeakSet<object>();
  return async (db: Db, lockName: string, values: Record<string, Literal>): Promise<R[]> => {
    template ??= templateOf(build());
    const session = db._.session;
    const pool = (session as unknown as { client?: unknown }).client;
    // PGlite, or a handle already inside a transaction: the same statement, in a locked one.
    if (!(session instanceof NodePgSession) || !(pool instanceof pg.Pool)) {
      const text = inlined(template, values);
      return transactionWithLock(db, lockName, async (tx) =>
        rowsOf<R>(await tx.execute(sql.raw(text))),
      );
    }
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const prepare = preparedOn.has(client) ? '' : `prepare ${name} as ${template.text}; `;
      const lock = `select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${lockKey(lockName)})`;
      const args = template.slots.map((slot) => literal(valueOf(slot, values))).join(', ');
      const text = `${prepare}begin; ${lock}; execute ${name}(${args}); commit`;
      const results = (await client.query(text).catch(async (error: unknown) => {
        // Whether the statement got prepared is unknown now: the connection is not reused.
        broken = error instanceof Error ? error : new Error(String(error));
        await client.query('rollback').catch(() => undefined);
        throw markFromDatabase(error);
      })) as unknown as pg.QueryResult[];
      preparedOn.add(client);
      return (results.at(-2)?.rows ?? []) as R[];
    } finally {
      client.release(broken);
    }
  };
}

interface Template {
  /** The statement with its parameters as `$n`. */
  text: string;
  /** The text cut at its parameters (for PGlite, which gets the values written in). */
  segments: string[];
  /** What fills each parameter: a value by name, or a constant of the statement. */
  slots: Slot[];
}
type Slot = string | { value: Literal };

const dialect = new PgDialect();

/** The statement's text and parameters (`$n` outside quotes), and what fills each. */
function templateOf(statement: SQL): Template {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const segments: string[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of text.matchAll(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g)) {
    if (match[1] === undefined) continue;
    if (Number(match[1]) !== slots.length + 1) throw new Error('lockedStatement: $n out of order');
    segments.push(text.slice(from, match.index));
    from = match.index + match[0].length;
    const param = params[slots.length];
    slots.push(is(param, Placeholder) ? param.name : { value: param as Literal });
  }
  segments.push(text.slice(from));
  return { text, segments, slots };
}

function valueOf(slot: Slot, values: Record<string, Literal>): Literal {
  const value = typeof slot === 'string' ? values[slot] : slot.value;
  if (value === undefined) throw new Error(`lockedStatement: no value for ${String(slot)}`);
  return value;
}

/** The statement with its values written in. */
function inlined({ segments, slots }: Template, values: Record<string, Literal>): string {
  let text = segments[0]!;
  for (let i = 0; i < slots.length; i++) {
    text += literal(valueOf(slots[i]!, values)) + segments[i + 1]!;
  }
  return text;
}

/**
 * `statement` (with `sql.placeholder`s) as text with `values` written in, for a message of the
 * simple protocol (which carries no parameters): its template is made once, on the first call.
 */
export function statementWithValues(statement: SQL) {
  let template: Template | undefined;
  return (values: Record<string, Literal>): string =>
    inlined((template ??= templateOf(statement)), values);
}

function literal(value: Literal): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  // In parentheses: a negative number after a minus sign must not read as a comment (`--`).
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `(${value})`;
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error('lockedStatement: only safe integers, strings, booleans and null are written');
}
