import type { Db, Tx } from '../../db/client.ts';
import { transactionWithLock } from '../../db/locks.ts';

/**
 * The caller's cart lock serialises their cart changes (in this and every other server process)
 * until the transaction ends, so read-then-write rules (merge, caps, stock) hold under parallel
 * calls. Placement takes the same lock before it turns the cart into an order.
 */

/** The name of the caller's cart lock (the one-message statements take it too). */
export const cartLockName = (userId: number) => `cart:${userId}`;

/** A transaction holding the caller's cart lock from its first statement. */
export const cartTransaction = <T>(db: Db, userId: number, fn: (tx: Tx) => Promise<T>) =>
  transactionWithLock(db, cartLockName(userId), fn);
