import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong":
 * PostgreSQL stopped, restarting or refusing connections, the network to it cut, or no connection
 * free within the pool's timeout. The error handler answers them with 503 (try again soon) instead
 * of 500; the pool reconnects by itself once PostgreSQL is back.
 */

/** Set on errors met while getting a PostgreSQL connection (client.ts), which drizzle does not wrap. */
const FROM_DATABASE = Symbol('from the database');

export function markFromDatabase<E>(error: E): E {
  if (error instanceof Error) Object.assign(error, { [FROM_DATABASE]: true });
  return error;
}

/**
 * Socket errors: only when they come from the database (a failed query or connection), since the
 * same codes from object storage must not be reported as a database outage.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed
 * or still starting), 53300 (too many connections).
 */
const isUnavailableState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** node-postgres reports these without a code. */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * When `error`, or an error it wraps (in `cause`), is one of those: the driver's own short reason
 * ("connect ECONNREFUSED 127.0.0.1:5432"), safe to log (unlike drizzle's wrapper, whose message
 * holds the query's parameters). Otherwise undefined.
 */
export function databaseUnreachable(error: unknown): string | undefined {
  let fromDatabase = false;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; depth++) {
    fromDatabase ||= e instanceof DrizzleQueryError || FROM_DATABASE in e;
    const code = (e as { code?: unknown }).code;
    const message = e.message;
    const reason = () => (typeof code === 'string' ? `${code}: ${message}` : message);
    if (typeof code === 'string') {
      if (isUnavailableState(code)) return reason();
      if (fromDatabase && NETWORK_CODES.has(code)) return reason();
    }
    if (DRIVER_MESSAGES.test(e.message)) return reason();
    e = e.cause;
  }
  return undefined;
}

/** A unique constraint refused the write (PostgreSQL 23505), as drizzle passes it on. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
