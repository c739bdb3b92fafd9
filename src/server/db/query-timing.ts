import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.ts';

/** Told the duration of each query, in seconds. */
export type QueryObserver = (seconds: number) => void;

/** The connection pool of a PostgreSQL database, as /metrics shows it. */
export interface PoolStats {
  /** Open connections, idle or busy. */
  total: number;
  idle: number;
  /** Callers waiting for a free connection. */
  waiting: number;
  max: number;
}

type AnyFn = (...args: unknown[]) => unknown;
type Queryable = { query: AnyFn; exec?: AnyFn };

const observersOf = new WeakMap<object, Set<QueryObserver>>();
const timed = new WeakSet<object>();

/** The driver under a drizzle handle: a `pg` pool or a PGlite instance. */
function driverOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** PostgreSQL pool figures; undefined on PGlite (one in-process connection, no pool). */
export function poolStats(db: Db): PoolStats | undefined {
  const driver = driverOf(db);
  if (!(driver instanceof pg.Pool)) return undefined;
  return {
    total: driver.totalCount,
    idle: driver.idleCount,
    waiting: driver.waitingCount,
    max: driver.options.max ?? 10,
  };
}

/**
 * Calls `observer` with the duration of every query the database runs from now on, whoever
 * runs it (services, jobs, migrations), until the returned function is called. Neither driver
 * has a query hook, so the query methods of the driver's connections are wrapped, once per
 * connection, however many observers come and go (every test builds its own app on one database).
 * PGlite's durations include the wait for its single connection.
 */
export function observeQueries(db: Db, observer: QueryObserver): () => void {
  const driver = driverOf(db);
  if (!driver || typeof driver !== 'object') return () => undefined;
  let observers = observersOf.get(driver);
  if (!observers) {
    const all = (observers = new Set());
    observersOf.set(driver, all);
    const notify = (seconds: number) => all.forEach((observe) => observe(seconds));
    if (driver instanceof pg.Pool) {
      // Every query, pooled or in a transaction, runs on a client the pool hands out.
      driver.on('acquire', (client) => timeMethods(client as unknown as Queryable, notify));
    } else {
      // PGlite, checked without importing it (a server on PostgreSQL never loads it).
      timeMethods(driver as unknown as Queryable, notify);
      timeTransactions(driver as PGlite, notify);
    }
  }
  observers.add(observer);
  return () => observers.delete(observer);
}

function timeMethods(target: Queryable, notify: QueryObserver) {
  if (timed.has(target)) return;
  timed.add(target);
  target.query = timedCall(target.query, notify);
  if (typeof target.exec === 'function') target.exec = timedCall(target.exec, notify);
}

/** PGlite runs a transaction's queries through an object it hands to the callback. */
function timeTransactions(client: PGlite, notify: QueryObserver) {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      timeMethods(tx as unknown as Queryable, notify);
      return callback(tx);
    });
}

/** `fn` timed until its promise settles or its callback (pg's callback style) is called. */
function timedCall(fn: AnyFn, notify: QueryObserver): AnyFn {
  return function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const done = () => notify((performance.now() - started) / 1000);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = function (this: unknown, ...results: unknown[]) {
        done();
        return (last as AnyFn).apply(this, results);
      };
      return fn.apply(this, args);
    }
    const result = fn.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  };
}
