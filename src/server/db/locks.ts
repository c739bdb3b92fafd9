import { sql } from 'drizzle-orm';
import { LOCK_NAMESPACE, lockKey, rowsOf, type Db } from './client.ts';

/**
 * Takes the named lock until the end of the current transaction, waiting while another
 * transaction (in this or another server process) holds it. Call it first inside `db.transaction`.
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int4, ${lockKey(name)}::int4)`,
  );
}

/** Like `lockForTransaction`, but does not wait: true when the lock was taken. */
export async function tryLockForTransaction(tx: Db, name: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACE}::int4, ${lockKey(name)}::int4) as locked`,
  );
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}
