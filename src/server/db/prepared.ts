import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A hot query built once per database connection instead of on every call: drizzle's query
 * building (walking the SQL chunks) is the largest share of a signed-in call's CPU under load
 * when it runs on every call.
 * `build` ends with `.prepare(name)` and takes values through `sql.placeholder`; on PostgreSQL
 * the name also lets each connection parse the statement once. Names must be unique in the shop.
 *
 * Pass the handle the query must run on: the database, or a transaction. drizzle makes a new
 * transaction object every time, but the pooled connection under it is one of a few, and a
 * prepared query needs nothing else from the transaction; so queries are kept per connection
 * (drizzle keeps it private: `session.client`) and a transaction reuses what an earlier one on
 * the same connection built. Gone with the connection.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<object, Q>();
  return (db) => {
    const connection = connectionOf(db);
    let query = built.get(connection);
    if (!query) built.set(connection, (query = build(db)));
    return query;
  };
}

/** The driver's pool, pooled client or PGlite (transaction) under a handle; the handle if hidden. */
function connectionOf(db: Db): object {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : db;
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (values through `sql.placeholder`), prepared as `preparedQuery`
 * prepares a built one; `statement` may compose drizzle's builders on the handle given.
 * `.execute(values)` answers the driver's result: read it with `rowsOf`.
 */
export function preparedStatement(name: string, statement: SQL | ((db: Db) => SQL)) {
  return preparedQuery((db) => {
    const query = dialect.sqlToQuery(typeof statement === 'function' ? statement(db) : statement);
    return db._.session.prepareQuery(query, undefined, name, false);
  });
}

/** An int[] parameter as its text form (`{1,2}`), which both drivers send as it is. */
export const intArray = (ids: readonly number[]) =>
  `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
