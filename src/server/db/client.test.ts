import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/db-harness.ts';
import { LOCK_NAMESPACE, lockKey, rowsOf, wrapPostgres, type Database, type Db } from './client.ts';
import { wrapPglite } from './pglite.ts';
import { lockForTransaction } from './locks.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Takes the named lock if it is free, without waiting: true when it was taken. */
async function tryLockForTransaction(tx: Db, name: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int4, ${lockKey(name)}::int4) as locked`,
  );
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

describe('lockKey', () => {
  it('is a stable signed 32-bit number per name', () => {
    expect(lockKey('migrations')).toBe(lockKey('migrations'));
    expect(lockKey('migrations')).not.toBe(lockKey('reconcile-payments'));
    expect(Number.isInteger(lockKey('x')) && Math.abs(lockKey('x')) < 2 ** 31).toBe(true);
  });
});

describe.each(testEngines())('database handle on %s', (engine) => {
  let database: TestDatabase;
  /** A second server process: its own pool on PostgreSQL; PGlite allows only one. */
  let other: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    other =
      engine === 'postgres'
        ? wrapPostgres(new pg.Pool({ connectionString: database.url, max: 3 }), { ownsPool: true })
        : database;
  });
  afterAll(async () => {
    if (other && other !== database) await other.close();
    await database?.close();
  });

  it('answers a ping and counts as numbers', async () => {
    await database.ping();
    const result = await database.db.execute(sql`select count(*) as n from users`);
    expect(rowsOf<{ n: unknown }>(result)).toEqual([{ n: 0 }]);
  });

  it('runs a background job in one place at a time', async () => {
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const first = database.tryWithLock('job', () => busy.then(() => 'done'));
    await tick();
    expect(await other.tryWithLock('job', async () => 'twice')).toEqual({ acquired: false });
    release();
    expect(await first).toEqual({ acquired: true, value: 'done' });
    expect(await other.tryWithLock('job', async () => 'later')).toEqual({
      acquired: true,
      value: 'later',
    });
  });

  it('makes withLock callers wait their turn', async () => {
    const events: string[] = [];
    const job = (d: Database, name: string) =>
      d.withLock('one-at-a-time', async () => {
        events.push(`${name} in`);
        await tick();
        events.push(`${name} out`);
      });
    await Promise.all([job(database, 'a'), job(other, 'b')]);
    // Either may go first; what matters is that neither enters while the other is inside.
    const first = events[0]?.[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
  });

  it('tells a query logger each query, with its parameters, when one is given', async () => {
    const seen: { query: string; params: unknown[] }[] = [];
    const queryLogger = {
      logQuery: (query: string, params: unknown[]) => seen.push({ query, params }),
    };
    // A second handle on the same connection (pool or PGlite), this one with the logger.
    const client = (database.db as unknown as { $client: unknown }).$client;
    const logged =
      engine === 'postgres'
        ? wrapPostgres(client as pg.Pool, { ownsPool: false, queryLogger })
        : wrapPglite(client as PGlite, { ownsClient: false, queryLogger });
    const result = await logged.db.execute(sql`select ${41}::int + 1 as n`);
    expect(rowsOf<{ n: number }>(result)).toEqual([{ n: 42 }]);
    expect(seen).toEqual([{ query: 'select $1::int + 1 as n', params: [41] }]);
  });

  it('offers transaction-scoped locks', async () => {
    await database.db.transaction(async (tx) => {
      await lockForTransaction(tx, 'seed');
      expect(await tryLockForTransaction(tx, 'other')).toBe(true);
    });
    if (engine !== 'postgres') return;
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const holder = database.db.transaction(async (tx) => {
      await lockForTransaction(tx, 'seed');
      await busy;
    });
    await tick();
    expect(await other.db.transaction((tx) => tryLockForTransaction(tx, 'seed'))).toBe(false);
    release();
    await holder;
    expect(await other.db.transaction((tx) => tryLockForTransaction(tx, 'seed'))).toBe(true);
  });
});
